-- Fewer index entries written on the two hottest writes, a cart's save and its event's insert.
--
-- Nothing reads carts by (site_id, updated_date). Since every save sets updated_date, that index
-- also kept each save from being a heap-only update (a new row version on the same page, with no
-- new index entries): PostgreSQL can do that only when no indexed column changes.
DROP INDEX carts_site_idx;

-- Nothing reads events by (site_id, type, seq) or (site_id, seq) since the feed pages by position.
DROP INDEX outbox_events_site_type_idx;
DROP INDEX outbox_events_site_seq_idx;

-- An event has no position until a feed read numbers it (assignPositions), and the feed reads only
-- numbered events. Kept to numbered rows, the position indexes take no entry when an event is
-- inserted, only when it is numbered.
DROP INDEX outbox_events_position_idx;
DROP INDEX outbox_events_site_position_idx;
DROP INDEX outbox_events_site_type_position_idx;
CREATE UNIQUE INDEX outbox_events_position_idx ON outbox_events (position) WHERE position IS NOT NULL;
CREATE INDEX outbox_events_site_position_idx ON outbox_events (site_id, position) WHERE position IS NOT NULL;
CREATE INDEX outbox_events_site_type_position_idx ON outbox_events (site_id, type, position) WHERE position IS NOT NULL;
