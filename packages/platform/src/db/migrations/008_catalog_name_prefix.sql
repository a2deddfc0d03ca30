-- `$startsWith` on a product's name compiles to `lower(p.name) LIKE 'prefix%'` (case-insensitive, as
-- shoppers type). The plain (site_id, name, id) index cannot serve it; this one can: text_pattern_ops
-- makes the prefix a B-tree range whatever the database's collation. See docs/catalog.md.
CREATE INDEX products_site_lower_name_idx ON products (site_id, lower(name) text_pattern_ops);
