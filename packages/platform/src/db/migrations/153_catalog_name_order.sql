-- Product names sort case-insensitively: by the lowercased name compared byte by byte (collation
-- "C"), then by the name itself byte by byte, then by id, so "apple" comes before "Banana" and the
-- order is the same on PGlite and on PostgreSQL whatever the cluster's collation
-- (docs/catalog.md, "Sorting by name"). One index serves both a name prefix and that order: the
-- prefix, matched on the lowercased name, is a range of the index's second column, whose entries
-- are already in the order a page is read in, so a page of a prefix sorted by name reads its rows
-- and stops. `visible` is included so the shop's count of a prefix reads the index alone.
CREATE INDEX products_site_name_order_idx ON products (site_id, (lower(name) COLLATE "C"), (name COLLATE "C"), id) INCLUDE (visible);
-- Served by the index above (a prefix range on the same lowercased name, in C order).
DROP INDEX products_site_lower_name_idx;
