-- What a shopper pays for a product, kept on its row so the catalogue filters and sorts by it with
-- an index: the lowest discounted price among its buyable variants (shown and in stock), or among
-- its shown variants when none is in stock, or the product's own discounted price. Kept by
-- triggers, in the transaction of every write to a product or a variant, whichever code path made it.
ALTER TABLE products ADD COLUMN paid_price_minor bigint NOT NULL DEFAULT 0;

CREATE FUNCTION products_paid_price() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  lowest_buyable bigint;
  lowest_shown bigint;
BEGIN
  SELECT min(paid) FILTER (WHERE buyable), min(paid) INTO lowest_buyable, lowest_shown
  FROM (
    SELECT
      -- The product's discount applies to each variant's price (catalog/pricing.ts applyDiscount).
      CASE NEW.discount_type
        WHEN 'AMOUNT' THEN greatest(0, base - NEW.discount_value)
        WHEN 'PERCENT' THEN greatest(0, base - round(base * NEW.discount_value / 10000.0)::bigint)
        ELSE base
      END AS paid,
      CASE WHEN NEW.track_inventory THEN coalesce(quantity, 0) > 0 ELSE in_stock END AS buyable
    FROM (
      SELECT CASE WHEN NEW.manage_variants AND v.price_minor IS NOT NULL THEN v.price_minor ELSE NEW.price_minor END AS base,
        v.quantity, v.in_stock
      FROM product_variants v
      WHERE v.product_id = NEW.id AND (v.visible OR NOT NEW.manage_variants)
    ) shown
  ) priced;
  NEW.paid_price_minor := coalesce(lowest_buyable, lowest_shown, NEW.discounted_price_minor);
  RETURN NEW;
END $$;
CREATE TRIGGER products_paid_price BEFORE INSERT OR UPDATE ON products FOR EACH ROW EXECUTE FUNCTION products_paid_price();

-- A variant's price, visibility or stock changed: its product recomputes (the trigger above).
-- A product deleted with its variants (cascade) has no row left to update, which is fine.
CREATE FUNCTION product_variants_touch_paid_price() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET paid_price_minor = paid_price_minor WHERE id = CASE WHEN TG_OP = 'DELETE' THEN OLD.product_id ELSE NEW.product_id END;
  RETURN NULL;
END $$;
CREATE TRIGGER product_variants_paid_price AFTER INSERT OR DELETE OR UPDATE OF price_minor, visible, quantity, in_stock ON product_variants
  FOR EACH ROW EXECUTE FUNCTION product_variants_touch_paid_price();

UPDATE products SET paid_price_minor = paid_price_minor;

-- Covering: the price filter and sort of a shop's catalogue, with its visibility and stock filters,
-- read the index alone.
CREATE INDEX products_site_paid_price_idx ON products (site_id, paid_price_minor, id) INCLUDE (visible, in_stock);
