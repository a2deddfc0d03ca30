-- Plans that hold at a million products (docs/catalog.md, "Indexes, and why", has the EXPLAIN figures).

-- A list-price range with the shop's visibility and stock filters: the bounded count reads the index
-- alone (index-only scan) instead of fetching every matching row.
DROP INDEX products_site_price_idx;
CREATE INDEX products_site_price_idx ON products (site_id, price_minor, id) INCLUDE (visible, in_stock);

-- A name prefix: the bounded count and the page's candidates read the index alone.
DROP INDEX products_site_lower_name_idx;
CREATE INDEX products_site_lower_name_idx ON products (site_id, lower(name) text_pattern_ops) INCLUDE (visible, name, id);

-- "Contains" (and prefixes, suffixes) of three or more characters: trigrams of the lowercased name.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX products_lower_name_trgm_idx ON products USING gin (lower(name) gin_trgm_ops);

-- The collections a product is in, on its row in the order it was added to them, so "in this
-- collection" is a GIN lookup combined with the other filters, not a probe of collection_products
-- per candidate row. collection_products stays the record; a trigger keeps this copy in its
-- transaction, whichever code path adds or removes (including cascades from a deleted collection).
ALTER TABLE products ADD COLUMN collection_ids uuid[] NOT NULL DEFAULT '{}';

UPDATE products p SET collection_ids = c.ids
FROM (SELECT product_id, array_agg(collection_id ORDER BY added_seq) AS ids FROM collection_products GROUP BY product_id) c
WHERE p.id = c.product_id;

CREATE INDEX products_collection_ids_idx ON products USING gin (collection_ids);

CREATE FUNCTION collection_products_keep_ids() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE products SET collection_ids = array_append(array_remove(collection_ids, NEW.collection_id), NEW.collection_id) WHERE id = NEW.product_id;
  ELSE
    UPDATE products SET collection_ids = array_remove(collection_ids, OLD.collection_id) WHERE id = OLD.product_id;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER collection_products_keep_ids AFTER INSERT OR DELETE ON collection_products
  FOR EACH ROW EXECUTE FUNCTION collection_products_keep_ids();
