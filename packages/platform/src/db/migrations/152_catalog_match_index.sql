-- One GIN index over a product's collection ids and the trigrams of its lowercased name, in place
-- of one index each (docs/catalog.md, "Indexes, and why"). A collection filter with a name
-- "contains" is one index scan that yields only the rows matching both (190 candidates at a million
-- products instead of 3,700 name matches fetched and filtered, or a BitmapAnd decoding the
-- collection's 100,000 entries); a GIN index serves either column alone as well as the pair.
CREATE INDEX products_collection_name_trgm_idx ON products USING gin (collection_ids, lower(name) gin_trgm_ops);
DROP INDEX products_lower_name_trgm_idx;
DROP INDEX products_collection_ids_idx;
