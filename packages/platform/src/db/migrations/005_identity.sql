-- Members and sign-in: identities, sign-up policy, session/state/recovery tokens, SSO connections,
-- redirect sessions, the e-mail outbox and per-identifier attempt counters. See docs/identity.md.

-- The identity entity of spec §3 lives on the core `members` row.
ALTER TABLE members ADD COLUMN password_hash text;
ALTER TABLE members ADD COLUMN email_verified boolean NOT NULL DEFAULT false;
-- PENDING reasons: PENDING_EMAIL_VERIFICATION_REQUIRED, PENDING_ADMIN_APPROVAL_REQUIRED.
ALTER TABLE members ADD COLUMN status_reasons text[] NOT NULL DEFAULT '{}';
ALTER TABLE members ADD COLUMN profile jsonb NOT NULL DEFAULT '{}';
ALTER TABLE members ADD COLUMN privacy_status text NOT NULL DEFAULT 'UNDEFINED';
-- Set by an owner (or an import) to force a reset: login answers -19973.
ALTER TABLE members ADD COLUMN password_reset_required boolean NOT NULL DEFAULT false;
ALTER TABLE members ADD COLUMN revision bigint NOT NULL DEFAULT 1;
ALTER TABLE members ADD COLUMN last_login_date timestamptz;
ALTER TABLE members ADD CONSTRAINT members_status_check CHECK (status IN ('PENDING', 'ACTIVE', 'DELETED', 'BLOCKED', 'OFFLINE'));
ALTER TABLE members ADD CONSTRAINT members_privacy_check CHECK (privacy_status IN ('UNDEFINED', 'PUBLIC', 'PRIVATE'));
CREATE INDEX members_site_status_idx ON members (site_id, status, created_date);

-- The owner's sign-up policy. No row means the defaults: open registration, no captcha.
CREATE TABLE identity_settings (
  site_id uuid PRIMARY KEY REFERENCES sites (id),
  require_email_verification boolean NOT NULL DEFAULT false,
  require_owner_approval boolean NOT NULL DEFAULT false,
  captcha text NOT NULL DEFAULT 'NONE' CHECK (captcha IN ('NONE', 'INVISIBLE', 'VISIBLE')),
  updated_date timestamptz NOT NULL DEFAULT now()
);

-- Session tokens prove a finished sign-in for a short while; the hosted authorize step or a
-- redirect session with prompt=none turns one into an authorization code, once.
CREATE TABLE member_session_tokens (
  token_hash text PRIMARY KEY,
  site_id uuid NOT NULL REFERENCES sites (id),
  member_id uuid NOT NULL REFERENCES members (id),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_date timestamptz NOT NULL DEFAULT now()
);

-- A sign-in or registration waiting on something (e-mail code, owner approval). The e-mail code
-- is stored hashed, expires, and allows few attempts.
CREATE TABLE identity_states (
  token_hash text PRIMARY KEY,
  site_id uuid NOT NULL REFERENCES sites (id),
  member_id uuid NOT NULL REFERENCES members (id),
  code_hash text,
  code_expires_at timestamptz,
  attempts integer NOT NULL DEFAULT 0,
  sends integer NOT NULL DEFAULT 0,
  last_sent_at timestamptz,
  expires_at timestamptz NOT NULL,
  completed_at timestamptz,
  created_date timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX identity_states_member_idx ON identity_states (site_id, member_id);

-- Password-reset and activation links.
CREATE TABLE recovery_tokens (
  token_hash text PRIMARY KEY,
  site_id uuid NOT NULL REFERENCES sites (id),
  member_id uuid NOT NULL REFERENCES members (id),
  purpose text NOT NULL CHECK (purpose IN ('RESET', 'ACTIVATION')),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_date timestamptz NOT NULL DEFAULT now()
);

-- External identity providers (OpenID Connect style): tokens they sign let members in.
CREATE TABLE idp_connections (
  id uuid PRIMARY KEY,
  site_id uuid NOT NULL REFERENCES sites (id),
  name text NOT NULL,
  issuer text NOT NULL,
  audience text NOT NULL,
  jwks jsonb NOT NULL,
  created_date timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX idp_connections_site_idx ON idp_connections (site_id);

CREATE TABLE member_external_ids (
  site_id uuid NOT NULL REFERENCES sites (id),
  idp_connection_id uuid NOT NULL REFERENCES idp_connections (id) ON DELETE CASCADE,
  subject text NOT NULL,
  member_id uuid NOT NULL REFERENCES members (id),
  created_date timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (site_id, idp_connection_id, subject)
);

-- Redirect sessions: what a hosted page is asked to do (sign in, sign out, check out).
CREATE TABLE redirect_sessions (
  id uuid PRIMARY KEY,
  site_id uuid NOT NULL REFERENCES sites (id),
  client_id uuid,
  kind text NOT NULL,
  request jsonb NOT NULL,
  -- For auth with prompt=none: the digest of the session token that signs the member in.
  session_token_hash text,
  expires_at timestamptz NOT NULL,
  completed_at timestamptz,
  created_date timestamptz NOT NULL DEFAULT now()
);

-- Outgoing e-mail (transactional outbox): written with the change, delivered after commit.
CREATE TABLE mail_outbox (
  id uuid PRIMARY KEY,
  site_id uuid NOT NULL REFERENCES sites (id),
  to_address text NOT NULL,
  kind text NOT NULL,
  subject text NOT NULL,
  body_text text NOT NULL,
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'SENT', 'FAILED', 'STORED')),
  attempts integer NOT NULL DEFAULT 0,
  last_error text,
  sent_date timestamptz,
  created_date timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mail_outbox_site_idx ON mail_outbox (site_id, created_date);
CREATE INDEX mail_outbox_pending_idx ON mail_outbox (status, created_date);

-- Fixed-window counters for per-identifier rate limits (login id, e-mail), shared by every instance.
CREATE TABLE attempt_counters (
  counter_key text NOT NULL,
  window_start timestamptz NOT NULL,
  count integer NOT NULL DEFAULT 0,
  PRIMARY KEY (counter_key, window_start)
);
