-- A number per site that changes whenever its products or variants do, so a process keeping answers
-- of the catalogue's public reads (domains/catalog/answer-cache.ts) can tell, with one read by
-- primary key, whether an answer it kept is still what the database would answer. It is the
-- database's, not a process's, so writes made through another platform instance, or straight in
-- SQL, count too.
CREATE TABLE catalog_versions (
  site_id uuid PRIMARY KEY,
  version bigint NOT NULL
);

-- Runs at commit (a deferred constraint trigger), once per site and transaction whatever the rows
-- it wrote: the version's row is then locked only while the transaction commits, so two orders
-- taking stock of one site do not wait on each other for their whole transaction. The new version
-- becomes visible with the writes it stands for, in the same commit. A transaction that deleted
-- the site itself (its products go with it) leaves no row behind.
CREATE FUNCTION catalog_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  site uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.site_id ELSE NEW.site_id END;
  flag text := 'vitrine.catalog_bumped_' || replace(site::text, '-', '_');
BEGIN
  IF current_setting(flag, true) IS DISTINCT FROM 'yes' THEN
    PERFORM set_config(flag, 'yes', true);
    INSERT INTO catalog_versions (site_id, version)
    SELECT site, 1 WHERE EXISTS (SELECT 1 FROM sites WHERE id = site)
    ON CONFLICT (site_id) DO UPDATE SET version = catalog_versions.version + 1;
  END IF;
  RETURN NULL;
END $$;

CREATE CONSTRAINT TRIGGER products_catalog_version AFTER INSERT OR UPDATE OR DELETE ON products
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalog_version_bump();
CREATE CONSTRAINT TRIGGER product_variants_catalog_version AFTER INSERT OR UPDATE OR DELETE ON product_variants
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalog_version_bump();
