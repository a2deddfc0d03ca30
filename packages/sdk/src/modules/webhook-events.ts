/**
 * The platform's events (spec §4) as webhook deliveries and the events feed carry them: their
 * types, and the entity each type carries. Shared by the `webhooks` module and the verifier.
 */

/**
 * The event types of the platform (spec §4). The one list: the platform imports it to validate
 * subscriptions and name the events it records.
 */
export const webhookEventTypes = [
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
export type WebhookEventType = (typeof webhookEventTypes)[number];

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
