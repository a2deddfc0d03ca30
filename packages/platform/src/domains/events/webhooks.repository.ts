import { queryOne, type Queryable } from '../../db/database';
import type { Static } from 'typebox';
import type { EventType } from '../../lib/events';
import type { DeliverySchema } from './events.schemas';
import { wholeNumber } from '../../db/whole-number';

interface SubscriptionRow {
  id: string;
  url: string;
  event_types: string[];
  secret: string;
  enabled: boolean;
  created_date: Date;
  updated_date: Date;
}

export interface Webhook {
  id: string;
  url: string;
  eventTypes: string[];
  enabled: boolean;
  /** The secret's last four characters, to tell secrets apart; the secret itself is shown when set. */
  secretHint: string;
  createdDate: string;
  updatedDate: string;
}

const toWebhook = (row: SubscriptionRow): Webhook => ({
  id: row.id,
  url: row.url,
  eventTypes: row.event_types,
  enabled: row.enabled,
  secretHint: row.secret.slice(-4),
  createdDate: row.created_date.toISOString(),
  updatedDate: row.updated_date.toISOString(),
});

const columns = 'id, url, event_types, secret, enabled, created_date, updated_date';

export const listSubscriptions = async (db: Queryable, siteId: string) =>
  (await db.query<SubscriptionRow>(`SELECT ${columns} FROM webhook_subscriptions WHERE site_id = $1 ORDER BY created_date, id`, [siteId])).map(
    toWebhook,
  );

export async function findSubscription(db: Queryable, siteId: string, id: string) {
  const row = await queryOne<SubscriptionRow>(db, `SELECT ${columns} FROM webhook_subscriptions WHERE site_id = $1 AND id = $2`, [siteId, id]);
  return row && toWebhook(row);
}

export async function insertSubscription(
  db: Queryable,
  input: { id: string; siteId: string; url: string; eventTypes: string[]; secret: string; enabled: boolean },
) {
  const row = await queryOne<SubscriptionRow>(
    db,
    `INSERT INTO webhook_subscriptions (id, site_id, url, event_types, secret, enabled) VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${columns}`,
    [input.id, input.siteId, input.url, input.eventTypes, input.secret, input.enabled],
  );
  return toWebhook(row!);
}

export async function updateSubscription(
  db: Queryable,
  siteId: string,
  id: string,
  patch: { url?: string; eventTypes?: string[]; enabled?: boolean; secret?: string },
) {
  const row = await queryOne<SubscriptionRow>(
    db,
    `UPDATE webhook_subscriptions SET
       url = COALESCE($3, url),
       event_types = COALESCE($4, event_types),
       enabled = COALESCE($5, enabled),
       secret = COALESCE($6, secret),
       updated_date = now()
     WHERE site_id = $1 AND id = $2 RETURNING ${columns}`,
    [siteId, id, patch.url ?? null, patch.eventTypes ?? null, patch.enabled ?? null, patch.secret ?? null],
  );
  return row && toWebhook(row);
}

export async function deleteSubscription(db: Queryable, siteId: string, id: string): Promise<boolean> {
  const rows = await db.query('DELETE FROM webhook_subscriptions WHERE site_id = $1 AND id = $2 RETURNING id', [siteId, id]);
  return rows.length > 0;
}

/** A delivery in its wire shape (`DeliverySchema`). */
export type Delivery = Static<typeof DeliverySchema>;
export type DeliveryStatus = Delivery['status'];

interface DeliveryRow {
  seq: number;
  id: string;
  subscription_id: string;
  event_id: string;
  event_type: string;
  entity_id: string;
  status: 'pending' | 'delivered' | 'dead';
  attempts: number;
  replay: boolean;
  next_attempt_date: Date;
  last_attempt_date: Date | null;
  last_status: number | null;
  last_error: string | null;
  delivered_date: Date | null;
  created_date: Date;
}

const toDelivery = (row: DeliveryRow): Delivery => ({
  id: row.id,
  webhookId: row.subscription_id,
  eventId: row.event_id,
  eventType: row.event_type as EventType,
  entityId: row.entity_id,
  status: row.status.toUpperCase() as DeliveryStatus,
  attempts: row.attempts,
  replay: row.replay,
  nextAttemptDate: row.status === 'pending' ? row.next_attempt_date.toISOString() : undefined,
  lastAttemptDate: row.last_attempt_date?.toISOString(),
  lastStatus: row.last_status ?? undefined,
  lastError: row.last_error ?? undefined,
  deliveredDate: row.delivered_date?.toISOString(),
  createdDate: row.created_date.toISOString(),
});

const deliveryColumns = `d.seq, d.id, d.subscription_id, d.event_id, e.type AS event_type, d.entity_id, d.status, d.attempts, d.replay,
  d.next_attempt_date, d.last_attempt_date, d.last_status, d.last_error, d.delivered_date, d.created_date`;

/** A subscription's deliveries, newest first, after the cursor's seq. */
export async function listDeliveries(
  db: Queryable,
  query: { siteId: string; subscriptionId: string; status?: string; beforeSeq?: number; limit: number },
) {
  // Only the filters asked for are in the text, so each text keeps one plan (db/database.ts `sessionSettings`).
  const params: unknown[] = [query.siteId, query.subscriptionId];
  const filters = [
    ...(query.status === undefined ? [] : [`d.status = $${params.push(query.status)}`]),
    ...(query.beforeSeq === undefined ? [] : [`d.seq < $${params.push(query.beforeSeq)}`]),
  ];
  const rows = await db.query<DeliveryRow>(
    `SELECT ${deliveryColumns} FROM webhook_deliveries d JOIN outbox_events e ON e.id = d.event_id
     WHERE ${['d.site_id = $1', 'd.subscription_id = $2', ...filters].join(' AND ')}
     ORDER BY d.seq DESC LIMIT ${wholeNumber(query.limit + 1)}`,
    params,
  );
  return rows.map((row) => ({ seq: row.seq, delivery: toDelivery(row) }));
}

export async function findDelivery(db: Queryable, siteId: string, subscriptionId: string, id: string) {
  const row = await queryOne<DeliveryRow>(
    db,
    `SELECT ${deliveryColumns} FROM webhook_deliveries d JOIN outbox_events e ON e.id = d.event_id
     WHERE d.site_id = $1 AND d.subscription_id = $2 AND d.id = $3`,
    [siteId, subscriptionId, id],
  );
  return row && toDelivery(row);
}

/**
 * A new delivery of a past event to one subscription, due now and with a fresh day of retries. It
 * queues behind the entity's pending deliveries like any other.
 */
export async function insertReplay(
  db: Queryable,
  input: { id: string; siteId: string; subscriptionId: string; eventId: string; deadAfterMs: number },
) {
  await db.query(
    `INSERT INTO webhook_deliveries (id, site_id, subscription_id, event_id, event_seq, entity_id, give_up_date, replay)
     SELECT $1, e.site_id, $3, e.id, e.seq, e.entity_id, now() + $5::double precision * interval '1 millisecond', true
     FROM outbox_events e WHERE e.site_id = $2 AND e.id = $4`,
    [input.id, input.siteId, input.subscriptionId, input.eventId, input.deadAfterMs],
  );
  return findDelivery(db, input.siteId, input.subscriptionId, input.id);
}
