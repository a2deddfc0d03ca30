-- The sign-up policy and each OAuth app count their saves, so an editor working from an older
-- read is told someone else saved first instead of silently undoing that save.
ALTER TABLE identity_settings ADD COLUMN revision integer NOT NULL DEFAULT 0;
ALTER TABLE oauth_apps ADD COLUMN revision integer NOT NULL DEFAULT 0;
