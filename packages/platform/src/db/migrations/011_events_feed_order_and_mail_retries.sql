-- The events feed's order. `seq` is drawn when a row is inserted, but transactions commit in any
-- order, so a reader that has passed seq 7 could later meet a seq 5 that committed late. A sweep
-- that runs one at a time gives committed rows `position` values, always above every position given
-- before; a reader pages by position, so rows that commit late land after the reader's cursor.
-- Rows written before this migration keep their seq as position.
ALTER TABLE outbox_events ADD COLUMN position bigint;
UPDATE outbox_events SET position = seq;
CREATE UNIQUE INDEX outbox_events_position_idx ON outbox_events (position);
CREATE INDEX outbox_events_site_position_idx ON outbox_events (site_id, position);
CREATE INDEX outbox_events_site_type_position_idx ON outbox_events (site_id, type, position);
CREATE INDEX outbox_events_unpositioned_idx ON outbox_events (seq) WHERE position IS NULL;

-- E-mail delivery: a sender claims a message by leasing it in a short statement and sends outside
-- any transaction; a failed attempt waits until next_attempt_at (exponential backoff).
ALTER TABLE mail_outbox ADD COLUMN next_attempt_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE mail_outbox ADD COLUMN lease_until timestamptz;
CREATE INDEX mail_outbox_due_idx ON mail_outbox (next_attempt_at) WHERE status = 'PENDING';
