-- A SKU names one thing a site sells: no two products, and no two variants, of a site share one.
-- SKUs already given twice keep their first holder; later holders get "-2", "-3", ... appended.
UPDATE products p SET sku = p.sku || '-' || d.n
FROM (SELECT id, row_number() OVER (PARTITION BY site_id, sku ORDER BY created_date, id) AS n FROM products WHERE sku IS NOT NULL) d
WHERE p.id = d.id AND d.n > 1;

UPDATE product_variants v SET sku = v.sku || '-' || d.n
FROM (SELECT id, row_number() OVER (PARTITION BY site_id, sku ORDER BY product_id, position) AS n FROM product_variants WHERE sku IS NOT NULL) d
WHERE v.id = d.id AND d.n > 1;

CREATE UNIQUE INDEX products_site_sku_key ON products (site_id, sku) WHERE sku IS NOT NULL;
CREATE UNIQUE INDEX product_variants_site_sku_key ON product_variants (site_id, sku) WHERE sku IS NOT NULL;
