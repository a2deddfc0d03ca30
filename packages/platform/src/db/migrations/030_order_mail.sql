-- Order e-mails (issue #11, part 5). Messages carry an HTML part beside the plain text, and a
-- dedupe key: a message whose (site, key) is already in the outbox is not enqueued again, so an
-- order change notifies once however often the request that made it is retried.
ALTER TABLE mail_outbox ADD COLUMN body_html text;
ALTER TABLE mail_outbox ADD COLUMN dedupe_key text;
CREATE UNIQUE INDEX mail_outbox_dedupe_idx ON mail_outbox (site_id, dedupe_key);

-- The store's e-mail identity and which order e-mails it sends (every template is on by default).
CREATE TABLE mail_settings (
  site_id uuid PRIMARY KEY REFERENCES sites (id),
  contact_email text,
  logo_url text,
  brand_color text,
  disabled_templates text[] NOT NULL DEFAULT '{}',
  updated_date timestamptz NOT NULL DEFAULT now()
);
