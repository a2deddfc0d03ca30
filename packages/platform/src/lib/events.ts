import type { Queryable } from '../db/database';
import { insertEvents, type NewEventRow } from '../domains/events/events.repository';
import type { WebhookEventType as EventType } from '@vitrine/sdk/modules/webhook-events';
import { newId } from './ids';

/**
 * The events of spec §4. The webhook payloads and the events feed use these names. The one list
 * lives in the SDK, whose webhook verifier checks deliveries against it; the platform validates
 * subscriptions and records events with the same names.
 */
export { webhookEventTypes as eventTypes, type WebhookEventType as EventType } from '@vitrine/sdk/modules/webhook-events';

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
export const recordEvent = (tx: Queryable, event: DomainEvent): Promise<void> => recordEvents(tx, [event]);

/**
 * Writes events in one statement, in the given order (the outbox's sequence follows it): a change
 * that makes several events pays one round trip for all of them.
 */
export function recordEvents(tx: Queryable, events: readonly DomainEvent[]): Promise<void> {
  return insertEvents(tx, events.map(outboxRow));
}

/**
 * The outbox row of an event, for a repository that writes it in the statement making the change
 * (`insertEventFrom`), still inside the change's transaction.
 */
export const outboxRow = (event: DomainEvent): NewEventRow => ({
  id: newId(),
  siteId: event.siteId,
  type: event.type,
  entityId: event.entityId,
  payload: JSON.stringify(event.entity === undefined ? { id: event.entityId } : event.entity),
});
