import { queryOne, type Database, type Queryable } from '../../db/database';
import type { Static } from 'typebox';
import type { EventType } from '../../lib/events';
import type { EventSchema } from './events.schemas';
import { wholeNumber } from '../../db/whole-number';

/** An outbox event in its wire shape: the feed's items and the `event` claim of a webhook. */
export type EventView = Static<typeof EventSchema>;

export interface EventRow {
  seq: number;
  /** The feed's order, given after commit by `assignPositions`; null until then. */
  position: number | null;
  id: string;
  site_id: string;
  type: string;
  entity_id: string;
  payload: unknown;
  created_date: Date;
}

export const eventColumns = 'seq, position, id, site_id, type, entity_id, payload, created_date';

export const toEventView = (row: EventRow): EventView => ({
  id: row.id,
  type: row.type as EventType,
  siteId: row.site_id,
  entityId: row.entity_id,
  createdDate: row.created_date.toISOString(),
  entity: row.payload,
});

/** One outbox row to write; `payload` is the entity in its wire shape, as JSON text. */
export interface NewEventRow {
  id: string;
  siteId: string;
  type: EventType;
  entityId: string;
  payload: string;
}

/**
 * Writes outbox rows in one statement, in the given order (the outbox's sequence follows the rows'
 * order), inside the caller's transaction.
 */
export async function insertEvents(tx: Queryable, rows: readonly NewEventRow[]): Promise<void> {
  if (rows.length === 0) return;
  if (rows.length === 1) {
    // Most changes make one event. Plain parameters spare printing the payload into an array
    // literal (every quote escaped) and the database parsing it back: a third of the insert's CPU
    // on PGlite for a payload of a few kilobytes (a checkout's or an order's).
    const [row] = rows as [NewEventRow];
    await tx.query('INSERT INTO outbox_events (id, site_id, type, entity_id, payload) VALUES ($1, $2, $3, $4, $5::jsonb)', [row.id, row.siteId, row.type, row.entityId, row.payload]);
    return;
  }
  await tx.query(
    `INSERT INTO outbox_events (id, site_id, type, entity_id, payload)
     SELECT id, site_id, type, entity_id, payload FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::jsonb[]) WITH ORDINALITY
       AS e(id, site_id, type, entity_id, payload, position) ORDER BY position`,
    [rows.map((row) => row.id), rows.map((row) => row.siteId), rows.map((row) => row.type), rows.map((row) => row.entityId), rows.map((row) => row.payload)],
  );
}

/**
 * The outbox insert of one event for each row of `source` (a CTE of the caller's statement), with
 * its params numbered from `$first`: a change and its event in one statement, the event written
 * exactly when the change's CTE yields its row. The text depends on `source` and `first` alone, so
 * a caller builds it once; `params` gives each event's values.
 */
export function insertEventFrom(source: string, first: number): { sql: string; params: (row: NewEventRow) => unknown[] } {
  const [id, siteId, type, entityId, payload] = [0, 1, 2, 3, 4].map((n) => `$${first + n}`);
  return {
    sql: `INSERT INTO outbox_events (id, site_id, type, entity_id, payload) SELECT ${id}::uuid, ${siteId}::uuid, ${type}::text, ${entityId}::text, ${payload}::jsonb FROM ${source}`,
    params: (row) => [row.id, row.siteId, row.type, row.entityId, row.payload],
  };
}

export interface FeedQuery {
  siteId: string;
  types?: readonly string[];
  from?: Date;
  to?: Date;
  /** Exclusive: events after this position (ascending) or before it (descending). */
  afterPosition?: number;
  descending: boolean;
  limit: number;
}

/**
 * Held while positions are given, and by the webhook fan-out (which also updates outbox rows), so
 * sweeps run one at a time and never deadlock with a fan-out over the same rows.
 */
export const outboxLock = 727276;

/**
 * Gives committed events without a position the next positions, in seq order, after the highest
 * one given so far. Sweeps take turns on `outboxLock` (each reads the maximum only once the last
 * sweep has committed), so positions only grow in the order readers can see them: an event whose
 * transaction commits late gets a position above any cursor a reader already holds, where a seq
 * cursor would have skipped it.
 */
export async function assignPositions(db: Database, limit = 10_000): Promise<void> {
  // Most reads find nothing to number: check first (the partial index makes it cheap), so a feed
  // reader takes the lock, and queues behind the webhook fan-out, only when there is work.
  const [pending] = await db.query<{ found: boolean }>('SELECT EXISTS (SELECT 1 FROM outbox_events WHERE position IS NULL) AS found');
  if (!pending?.found) return;
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [outboxLock]);
    await tx.query(
      `WITH top AS (SELECT coalesce(max(position), 0) AS p FROM outbox_events),
            pending AS (SELECT seq, row_number() OVER (ORDER BY seq) AS n FROM outbox_events WHERE position IS NULL ORDER BY seq LIMIT ${wholeNumber(limit)})
       UPDATE outbox_events e SET position = top.p + pending.n FROM top, pending WHERE e.seq = pending.seq`,
    );
  });
}

/**
 * One page of a site's positioned events, in position order; fetches one extra row to tell
 * whether more follow. Call `assignPositions` first so events committed until now are included.
 */
export async function listEvents(db: Queryable, query: FeedQuery): Promise<EventRow[]> {
  const conditions = ['site_id = $1', 'position IS NOT NULL'];
  const params: unknown[] = [query.siteId];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    conditions.push(sql.replace('?', `$${params.length}`));
  };
  if (query.types?.length) add('type = ANY(?)', query.types);
  if (query.from) add('created_date >= ?', query.from);
  if (query.to) add('created_date < ?', query.to);
  if (query.afterPosition !== undefined) add(query.descending ? 'position < ?' : 'position > ?', query.afterPosition);
  return db.query<EventRow>(
    `SELECT ${eventColumns} FROM outbox_events WHERE ${conditions.join(' AND ')}
     ORDER BY position ${query.descending ? 'DESC' : 'ASC'} LIMIT ${wholeNumber(query.limit + 1)}`,
    params,
  );
}

export const findEvent = (db: Queryable, siteId: string, id: string) =>
  queryOne<EventRow>(db, `SELECT ${eventColumns} FROM outbox_events WHERE site_id = $1 AND id = $2`, [siteId, id]);
