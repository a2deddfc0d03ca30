import { queryOne, type Queryable } from '../../db/database';
import type { EventType } from '../../lib/events';

/** An outbox event in its wire shape: the feed's items and the `event` claim of a webhook. */
export interface EventView {
  id: string;
  type: EventType;
  siteId: string;
  entityId: string;
  createdDate: string;
  /** The entity after the change; `{ id }` for deletes. */
  entity: unknown;
}

export interface EventRow {
  seq: number;
  id: string;
  site_id: string;
  type: string;
  entity_id: string;
  payload: unknown;
  created_date: Date;
}

export const eventColumns = 'seq, id, site_id, type, entity_id, payload, created_date';

export const toEventView = (row: EventRow): EventView => ({
  id: row.id,
  type: row.type as EventType,
  siteId: row.site_id,
  entityId: row.entity_id,
  createdDate: row.created_date.toISOString(),
  entity: row.payload,
});

export interface FeedQuery {
  siteId: string;
  types?: readonly string[];
  from?: Date;
  to?: Date;
  /** Exclusive: events after this seq (ascending) or before it (descending). */
  afterSeq?: number;
  descending: boolean;
  limit: number;
}

/** One page of a site's events, in seq order; fetches one extra row to tell whether more follow. */
export async function listEvents(db: Queryable, query: FeedQuery): Promise<EventRow[]> {
  const conditions = ['site_id = $1'];
  const params: unknown[] = [query.siteId];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    conditions.push(sql.replace('?', `$${params.length}`));
  };
  if (query.types?.length) add('type = ANY(?)', query.types);
  if (query.from) add('created_date >= ?', query.from);
  if (query.to) add('created_date < ?', query.to);
  if (query.afterSeq !== undefined) add(query.descending ? 'seq < ?' : 'seq > ?', query.afterSeq);
  params.push(query.limit + 1);
  return db.query<EventRow>(
    `SELECT ${eventColumns} FROM outbox_events WHERE ${conditions.join(' AND ')}
     ORDER BY seq ${query.descending ? 'DESC' : 'ASC'} LIMIT $${params.length}`,
    params,
  );
}

export const findEvent = (db: Queryable, siteId: string, id: string) =>
  queryOne<EventRow>(db, `SELECT ${eventColumns} FROM outbox_events WHERE site_id = $1 AND id = $2`, [siteId, id]);
