-- What the webhook fan-out has still to handle is now a narrow list of seqs instead of a flag on
-- each event. Setting the flag rewrote the whole event row (kept whole up to 8 KB since migration
-- 154, 2.2 KB for a cart's event) a second time for every event; a seq is inserted beside the event
-- by a trigger, in the event's own statement and transaction, and deleted once fanned out.
-- As with the flag, an event whose transaction commits late (lower seq, seen later) is still
-- picked up: what is left is what the list holds, not what lies past a cursor.
CREATE TABLE outbox_pending (seq bigint PRIMARY KEY);

INSERT INTO outbox_pending (seq) SELECT seq FROM outbox_events WHERE NOT fanned_out;

CREATE FUNCTION outbox_events_pending() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO outbox_pending (seq) SELECT seq FROM added_events;
  RETURN NULL;
END;
$$;

-- Once per statement, with every row the statement added: events are often written many at a time.
CREATE TRIGGER outbox_events_pending AFTER INSERT ON outbox_events
  REFERENCING NEW TABLE AS added_events
  FOR EACH STATEMENT EXECUTE FUNCTION outbox_events_pending();

DROP INDEX outbox_events_pending_idx;
ALTER TABLE outbox_events DROP COLUMN fanned_out;
