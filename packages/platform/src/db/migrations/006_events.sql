-- Webhooks: subscriptions per site, and one delivery row per (subscription, event) that a
-- dispatcher on any platform instance claims with FOR UPDATE SKIP LOCKED.

-- Outbox rows not yet turned into deliveries. The flag, not a sequence cursor, decides what is
-- left: an event whose transaction commits late (lower seq, seen later) is still picked up.
ALTER TABLE outbox_events ADD COLUMN fanned_out boolean NOT NULL DEFAULT false;
CREATE INDEX outbox_events_pending_idx ON outbox_events (seq) WHERE NOT fanned_out;
-- The events feed pages a site's events by seq, with or without a type filter.
CREATE INDEX outbox_events_site_seq_idx ON outbox_events (site_id, seq);

CREATE TABLE webhook_subscriptions (
  id uuid PRIMARY KEY,
  site_id uuid NOT NULL REFERENCES sites (id),
  url text NOT NULL,
  event_types text[] NOT NULL,
  -- Signs each delivery's body with HMAC-SHA256, beside the platform's JWT signature. Kept in
  -- the clear because signing needs it; it is shown to the owner only when set.
  secret text NOT NULL,
  enabled boolean NOT NULL DEFAULT true,
  created_date timestamptz NOT NULL DEFAULT now(),
  updated_date timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webhook_subscriptions_site_idx ON webhook_subscriptions (site_id);

-- status: pending (waiting, retrying or in flight), delivered, dead (gave up; can be replayed).
-- An attempt is in flight while lease_until is in the future; `attempts` numbers the attempts,
-- and a result is written only for the attempt the worker claimed.
CREATE TABLE webhook_deliveries (
  seq bigserial PRIMARY KEY,
  id uuid NOT NULL UNIQUE,
  site_id uuid NOT NULL REFERENCES sites (id),
  subscription_id uuid NOT NULL REFERENCES webhook_subscriptions (id) ON DELETE CASCADE,
  event_id uuid NOT NULL REFERENCES outbox_events (id),
  event_seq bigint NOT NULL,
  entity_id text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'dead')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_date timestamptz NOT NULL DEFAULT now(),
  lease_until timestamptz,
  last_attempt_date timestamptz,
  last_status integer,
  last_error text,
  delivered_date timestamptz,
  -- Retries stop (dead letter) once the next one would fall after this.
  give_up_date timestamptz NOT NULL,
  replay boolean NOT NULL DEFAULT false,
  created_date timestamptz NOT NULL DEFAULT now()
);
-- Claiming: what is due, and whether an earlier delivery of the same entity is still pending.
CREATE INDEX webhook_deliveries_due_idx ON webhook_deliveries (next_attempt_date) WHERE status = 'pending';
-- Walking pending deliveries in order lets a claim stop after `limit` heads of line.
CREATE INDEX webhook_deliveries_order_idx ON webhook_deliveries (event_seq, seq) WHERE status = 'pending';
CREATE INDEX webhook_deliveries_entity_idx ON webhook_deliveries (subscription_id, entity_id, event_seq, seq) WHERE status = 'pending';
-- The studio's list of a subscription's deliveries, newest first.
CREATE INDEX webhook_deliveries_subscription_idx ON webhook_deliveries (subscription_id, seq);
