/**
 * Fulfilments of an order (`/ecom/v1/fulfillments`): which units left, with which carrier and
 * tracking. Owners and API keys with `ecom:write` create, change and delete them; the buyer reads
 * them (tracking). Every change answers the order in its new state.
 */
import { newIdempotencyKey } from './idempotency-key.ts';
import type { Transport } from '../core/types.ts';
import type { Revived } from '../core/revived.ts';
import type { OrderWithFulfillments as WireOrderWithFulfillments } from '../generated/order.ts';
import type { CreateFulfillmentBody } from '../generated/order-life.ts';
import { cartLikeCall } from './cart.ts';
import type { Order } from './orders.ts';

export type { Fulfillment, TrackingInfo } from './orders.ts';

/** The units and tracking of a fulfilment, created or changed: the generated request body's (`../generated/order-life.ts`). */
export type FulfillmentInput = CreateFulfillmentBody['fulfillment'];

/** Generated from the platform's schemas (`../generated/order.ts`); dates arrive as `Date`. */
export type OrderWithFulfillments = Revived<WireOrderWithFulfillments>;

export interface FulfillmentChange {
  order: Order;
  fulfillmentId: string;
  orderWithFulfillments: OrderWithFulfillments;
}

const id$ = (id: string) => encodeURIComponent(id);

/**
 * @example
 * const client = createClient({ modules: { fulfillments }, auth: ApiKeyStrategy({ apiKey, siteId }), baseUrl });
 * const { order } = await client.fulfillments.createFulfillment(orderId, {
 *   lineItems: [{ id: lineItemId, quantity: 1 }],
 *   trackingInfo: { trackingNumber: '1Z999', shippingProvider: 'UPS', trackingLink: 'https://www.ups.com/track?tracknum=1Z999' },
 * });
 * order.fulfillmentStatus; // 'PARTIALLY_FULFILLED'
 */
export function fulfillments(transport: Transport) {
  return {
    async listFulfillmentsForSingleOrder(orderId: string): Promise<OrderWithFulfillments> {
      const path = `/ecom/v1/fulfillments/orders/${id$(orderId)}`;
      return (await cartLikeCall<{ orderWithFulfillments: OrderWithFulfillments }>(transport, 'GET', path, undefined, [orderId])).orderWithFulfillments;
    },
    createFulfillment(orderId: string, fulfillment: FulfillmentInput = {}, options: { expectedRevision?: number } = {}): Promise<FulfillmentChange> {
      const path = `/ecom/v1/fulfillments/orders/${id$(orderId)}/create-fulfillment`;
      return cartLikeCall(transport, 'POST', path, { fulfillment, ...options }, [orderId, fulfillment, options], newIdempotencyKey());
    },
    /** Changes the units and/or the tracking; what is not sent stays. */
    updateFulfillment(orderId: string, fulfillmentId: string, fulfillment: FulfillmentInput, options: { expectedRevision?: number } = {}): Promise<FulfillmentChange> {
      const path = `/ecom/v1/fulfillments/${id$(fulfillmentId)}/orders/${id$(orderId)}`;
      return cartLikeCall(transport, 'PATCH', path, { fulfillment, ...options }, [orderId, fulfillmentId, fulfillment, options]);
    },
    deleteFulfillment(orderId: string, fulfillmentId: string, options: { expectedRevision?: number } = {}): Promise<FulfillmentChange> {
      const query = options.expectedRevision === undefined ? '' : `?expectedRevision=${options.expectedRevision}`;
      const path = `/ecom/v1/fulfillments/${id$(fulfillmentId)}/orders/${id$(orderId)}${query}`;
      return cartLikeCall(transport, 'DELETE', path, undefined, [orderId, fulfillmentId, options]);
    },
  };
}
