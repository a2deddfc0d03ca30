-- Password resets of site owners and collaborators (site_users), asked from the studio's sign-in
-- page. Kept apart from members' recovery_tokens: a site user is no member. Stored as digests.
CREATE TABLE owner_recovery_tokens (
  token_hash text PRIMARY KEY,
  site_user_id uuid NOT NULL REFERENCES site_users (id) ON DELETE CASCADE,
  -- The site whose studio asked: the link leads back there.
  site_id uuid NOT NULL REFERENCES sites (id),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_date timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX owner_recovery_tokens_user_idx ON owner_recovery_tokens (site_user_id) WHERE used_at IS NULL;
