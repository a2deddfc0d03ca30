/**
 * The platform's events (spec §4) as webhook deliveries and the events feed carry them: their
 * types, and the entity each type carries. Shared by the `webhooks` module and the verifier.
 */

import { eventTypes, type EventType } from '../generated/event-types.ts';

/** The event types of the platform (spec §4), generated from its list (`npm run generate:types`). */
export const webhookEventTypes = eventTypes;
export type WebhookEventType = EventType;

/** An entity as the platform's REST API shows it (wire shape: dates are ISO strings, money decimal strings). */
export interface WireEntity {
  id: string;
  [field: string]: unknown;
}

/** What a delete event carries: the id alone. */
export interface DeletedEntity {
  id: string;
}

/** The entity of `product.variants_changed`: the product's variants after the change. */
export interface VariantsChange {
  productId: string;
  variants: WireEntity[];
}

/**
 * The entity each event type carries: `{ id }` for deletes, the product's variants for
 * `product.variants_changed`, the entity's wire shape otherwise. Pass your own map to `verify` for
 * richer entity types.
 */
export type WebhookEntityMap = {
  [T in WebhookEventType]: T extends `${string}.deleted` ? DeletedEntity : T extends 'product.variants_changed' ? VariantsChange : WireEntity;
};

/** One event of one type. */
export interface WebhookEventOf<T extends WebhookEventType, Entity = WebhookEntityMap[T]> {
  /** The same in every delivery, retry and replay of this event: drop duplicates by it. */
  id: string;
  type: T;
  siteId: string;
  /** The id of the cart, checkout, product, … the event is about. */
  entityId: string;
  /** When the change happened (ISO 8601). */
  createdDate: string;
  /** The entity after the change; `{ id }` for deletes. */
  entity: Entity;
}

/**
 * Any event: a union discriminated by `type`, so `switch (event.type)` narrows `entity`.
 *
 * @example
 * switch (event.type) {
 *   case 'product.deleted': forget(event.entity.id); break;
 *   case 'product.variants_changed': reprice(event.entity.productId, event.entity.variants); break;
 * }
 */
export type WebhookEvent<M extends { [T in WebhookEventType]: unknown } = WebhookEntityMap> = {
  [T in WebhookEventType]: WebhookEventOf<T, M[T]>;
}[WebhookEventType];
