-- Tenancy: an account owns sites; every other row carries the site it belongs to.
CREATE TABLE accounts (
  id uuid PRIMARY KEY,
  name text NOT NULL,
  created_date timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sites (
  id uuid PRIMARY KEY,
  account_id uuid NOT NULL REFERENCES accounts (id),
  name text NOT NULL,
  currency text NOT NULL DEFAULT 'USD',
  created_date timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sites_account_idx ON sites (account_id);

-- The people who run a site (identity type WIX_USER): owners and collaborators.
CREATE TABLE site_users (
  id uuid PRIMARY KEY,
  account_id uuid NOT NULL REFERENCES accounts (id),
  email text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  role text NOT NULL CHECK (role IN ('OWNER', 'COLLABORATOR')),
  created_date timestamptz NOT NULL DEFAULT now()
);

-- Site members (identity type MEMBER). The identity domain adds its columns in its own migration.
CREATE TABLE members (
  id uuid PRIMARY KEY,
  site_id uuid NOT NULL REFERENCES sites (id),
  login_email text NOT NULL,
  status text NOT NULL DEFAULT 'ACTIVE',
  created_date timestamptz NOT NULL DEFAULT now(),
  updated_date timestamptz NOT NULL DEFAULT now(),
  UNIQUE (site_id, login_email)
);

-- Domain events, written in the same transaction as the change they describe (transactional outbox).
CREATE TABLE outbox_events (
  seq bigserial PRIMARY KEY,
  id uuid NOT NULL UNIQUE,
  site_id uuid NOT NULL REFERENCES sites (id),
  type text NOT NULL,
  entity_id text NOT NULL,
  payload jsonb NOT NULL,
  created_date timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbox_events_site_type_idx ON outbox_events (site_id, type, seq);
