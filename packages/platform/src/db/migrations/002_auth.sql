-- OAuth apps are public clients of one site: the client id is the app id.
CREATE TABLE oauth_apps (
  id uuid PRIMARY KEY,
  site_id uuid NOT NULL REFERENCES sites (id),
  name text NOT NULL,
  redirect_uris text[] NOT NULL DEFAULT '{}',
  allowed_origins text[] NOT NULL DEFAULT '{}',
  created_date timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX oauth_apps_site_idx ON oauth_apps (site_id);

-- API keys belong to an account; only their SHA-256 digest is kept, the key is shown once.
CREATE TABLE api_keys (
  id uuid PRIMARY KEY,
  account_id uuid NOT NULL REFERENCES accounts (id),
  name text NOT NULL,
  key_hash text NOT NULL UNIQUE,
  key_hint text NOT NULL,
  permissions text[] NOT NULL,
  created_date timestamptz NOT NULL DEFAULT now(),
  last_used_date timestamptz,
  revoked_date timestamptz
);
CREATE INDEX api_keys_account_idx ON api_keys (account_id);

-- Token-signing keys, shared by every platform instance on this database.
CREATE TABLE signing_keys (
  kid text PRIMARY KEY,
  private_jwk jsonb NOT NULL,
  public_jwk jsonb NOT NULL,
  created_date timestamptz NOT NULL DEFAULT now(),
  retired_date timestamptz
);

CREATE TABLE visitors (
  id uuid PRIMARY KEY,
  site_id uuid NOT NULL REFERENCES sites (id),
  client_id uuid NOT NULL,
  created_date timestamptz NOT NULL DEFAULT now()
);

-- Refresh tokens are opaque; only their digest is kept. `grant_id` groups what one
-- authorization code issued, so a replayed code can revoke it all.
CREATE TABLE refresh_tokens (
  id uuid PRIMARY KEY,
  site_id uuid NOT NULL REFERENCES sites (id),
  client_id uuid NOT NULL,
  token_hash text NOT NULL UNIQUE,
  identity_type text NOT NULL CHECK (identity_type IN ('ANONYMOUS_VISITOR', 'MEMBER', 'WIX_USER')),
  identity_id uuid NOT NULL,
  grant_id uuid,
  -- For members: the visitor they were when they signed in (cart merge).
  visitor_id uuid,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  created_date timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX refresh_tokens_identity_idx ON refresh_tokens (site_id, identity_id);
CREATE INDEX refresh_tokens_grant_idx ON refresh_tokens (grant_id);

-- Access tokens are stateless JWTs; a revoked grant is remembered here until its tokens expire.
CREATE TABLE revoked_grants (
  grant_id uuid PRIMARY KEY,
  revoked_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE authorization_codes (
  code_hash text PRIMARY KEY,
  grant_id uuid NOT NULL,
  site_id uuid NOT NULL REFERENCES sites (id),
  client_id uuid NOT NULL,
  member_id uuid NOT NULL,
  redirect_uri text,
  code_challenge text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_date timestamptz NOT NULL DEFAULT now()
);
