-- Idempotency-Key on creating POSTs: the first answer is kept for 24 hours and replayed to a retry
-- with the same key. Keys are scoped to the site and the caller (a visitor, member, site user or API
-- key), so one caller can never be answered with another caller's response.
CREATE TABLE idempotency_keys (
  site_id uuid NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  caller text NOT NULL,
  key text NOT NULL,
  -- SHA-256 of the method, path with query, and body: the same key with another request is refused.
  request_hash text NOT NULL,
  -- While the first request runs: until when it holds the key. A process that died mid-request
  -- leaves a lease that runs out, so a retry can take the key over instead of waiting 24 hours.
  locked_until timestamptz NOT NULL,
  status_code integer,
  content_type text,
  response_body text,
  created_date timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (site_id, caller, key)
);
CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_date);
