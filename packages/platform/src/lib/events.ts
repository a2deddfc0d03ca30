import type { Queryable } from '../db/database';
import { newId } from './ids';

/** The events of spec §4. The webhook payloads and the events feed use these names. */
export const eventTypes = [
  'cart.created',
  'cart.updated',
  'cart.deleted',
  'checkout.created',
  'checkout.updated',
  'checkout.completed',
  'redirect_session.created',
  'product.created',
  'product.changed',
  'product.deleted',
  'collection.created',
  'collection.changed',
  'collection.deleted',
  'product.variants_changed',
  'order.created',
  'order.updated',
  'order.canceled',
  'order.payment_status_updated',
  'fulfillment.created',
  'fulfillment.updated',
  'fulfillment.deleted',
  'refund.created',
] as const;
export type EventType = (typeof eventTypes)[number];

export interface DomainEvent {
  type: EventType;
  siteId: string;
  entityId: string;
  /** The entity after the change, in its wire shape; omitted (id only) for deletes. */
  entity?: unknown;
}

/**
 * Writes an event to the outbox. Call it with the transaction that makes the change, so the
 * event exists exactly when the change does (transactional outbox); a dispatcher delivers it.
 */
export async function recordEvent(tx: Queryable, event: DomainEvent): Promise<void> {
  const id = newId();
  const payload = event.entity === undefined ? { id: event.entityId } : event.entity;
  await tx.query('INSERT INTO outbox_events (id, site_id, type, entity_id, payload) VALUES ($1, $2, $3, $4, $5)', [
    id,
    event.siteId,
    event.type,
    event.entityId,
    JSON.stringify(payload),
  ]);
}

/**
 * Writes several events in one statement, in the given order (the outbox's sequence follows the
 * rows' order), for a change that touches many entities at once.
 */
export async function recordEvents(tx: Queryable, events: readonly DomainEvent[]): Promise<void> {
  if (events.length === 0) return;
  await tx.query(
    `INSERT INTO outbox_events (id, site_id, type, entity_id, payload)
     SELECT id, site_id, type, entity_id, payload FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::jsonb[]) WITH ORDINALITY
       AS e(id, site_id, type, entity_id, payload, position) ORDER BY position`,
    [
      events.map(() => newId()),
      events.map((event) => event.siteId),
      events.map((event) => event.type),
      events.map((event) => event.entityId),
      events.map((event) => JSON.stringify(event.entity === undefined ? { id: event.entityId } : event.entity)),
    ],
  );
}
