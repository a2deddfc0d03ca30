-- Collections' own rows (name, slug, description, media, visibility) change what a collection read
-- answers, so a write to them raises the site's catalogue version too (migration 159): kept answers
-- of collection reads (domains/catalog/answer-cache.ts) are served only while it stands. Products
-- joining or leaving a collection already raise it, through the products' `collection_ids`.
CREATE CONSTRAINT TRIGGER collections_catalog_version AFTER INSERT OR UPDATE OR DELETE ON collections
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalog_version_bump();
