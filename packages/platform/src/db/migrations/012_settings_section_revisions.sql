-- Each settings section counts its own saves, so an editor who opened one section is told when
-- someone else saved that same section first, and is not bothered by saves of other sections.
ALTER TABLE store_settings ADD COLUMN section_revisions jsonb NOT NULL DEFAULT '{}'::jsonb;
