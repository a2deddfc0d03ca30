/**
 * Orders (`/ecom/v1/orders`): one order by id, and a search — every order for owners and apps,
 * their own for a signed-in member (the account page); and what a merchant does to an order:
 * update, cancel, note, mark paid, ready for pickup (owners and API keys with `ecom:write`).
 * Fulfilments are in `./fulfillments`, payments and refunds in `./order-transactions`.
 */
import type { Transport } from '../core/types.ts';
import type { Prepared, Revived } from '../core/revived.ts';
import type { AddActivityBody, CancelOrderBody, UpdateOrderBody } from '../generated/order-life.ts';
import type {
  Fulfillment as WireFulfillment,
  Order as WireOrder,
  OrderActivity as WireOrderActivity,
  OrderLineItem as WireOrderLineItem,
  Refund as WireRefund,
  SearchOrdersResponse,
} from '../generated/order.ts';
import type { SearchOrdersBody } from '../generated/ecom.ts';
import { cartLikeCall } from './cart.ts';
import { newIdempotencyKey } from './idempotency-key.ts';

export type * from './cart.ts';
export type { FulfillmentStatus, OrderStatus, PaymentStatus, TrackingInfo } from '../generated/order.ts';

/**
 * The shapes are generated from the platform's schemas (`../generated/order.ts`); dates arrive as
 * `Date` (see `Revived`).
 */
export type Order = Revived<WireOrder>;
export type OrderLineItem = Revived<WireOrderLineItem>;
export type Fulfillment = Revived<WireFulfillment>;
export type Refund = Revived<WireRefund>;
export type OrderActivity = Revived<WireOrderActivity>;

/**
 * What a merchant changes of an order, the cancel's options and a timeline entry: the generated
 * request bodies (`../generated/order-life.ts`). The shipping address changes only while nothing is
 * fulfilled, for orders shipped to an address.
 */
export type UpdateOrderOptions = Prepared<UpdateOrderBody['order']>;
export type CancelOrderOptions = CancelOrderBody;
export type OrderActivityInput = AddActivityBody['activity'];

/**
 * A search of orders, the request's `search` (`../generated/ecom.ts`): `filter` takes equality or
 * `$eq $ne $gt $gte $lt $lte $in` on id, number, status, paymentStatus, fulfillmentStatus,
 * buyerInfo.email, buyerInfo.memberId, createdDate, priceSummary.total (an amount as the order
 * shows it, `29.5` for 29.50 in its currency).
 */
export type OrderSearch = NonNullable<SearchOrdersBody['search']>;
/** A page of orders and where it sits among the matches (`../generated/order.ts`). */
export type OrderSearchPage = Revived<SearchOrdersResponse>;

const base = '/ecom/v1/orders';
const id$ = (id: string) => encodeURIComponent(id);

/**
 * @example
 * const client = createClient({ modules: { orders }, auth: OAuthStrategy({ clientId }), baseUrl });
 * const { orders: mine } = await client.orders.searchOrders({ sort: [{ fieldName: 'createdDate', order: 'DESC' }] });
 *
 * // A merchant (API key with ecom:write):
 * const unshipped = await merchant.orders.searchOrders({ filter: { fulfillmentStatus: 'NOT_FULFILLED', status: 'APPROVED' } });
 * const order = await merchant.orders.cancelOrder(orderId, { restockAllItems: true });
 */
export function orders(transport: Transport) {
  const orderCall = async (method: 'POST' | 'PATCH', path: string, body: unknown, args: readonly unknown[]) =>
    (await cartLikeCall<{ order: Order }>(transport, method, path, body, args)).order;
  return {
    async getOrder(id: string): Promise<Order> {
      return (await cartLikeCall<{ order: Order }>(transport, 'GET', `${base}/${id$(id)}`, undefined, [id])).order;
    },
    /**
     * The order a guest's e-mailed link names (`?token=` of its `/orders/view` address), read by any
     * caller of the store: the signed token is the credential. An expired link fails with code
     * `ORDER_LINK_EXPIRED`, anything else that names no order with `ORDER_LINK_NOT_FOUND`.
     */
    async getOrderByLink(token: string): Promise<Order> {
      const path = `/_api/vitrine/v1/order-link?token=${encodeURIComponent(token)}`;
      return (await cartLikeCall<{ order: Order }>(transport, 'GET', path, undefined, ['[order link]'])).order;
    },
    searchOrders(search: OrderSearch = {}): Promise<OrderSearchPage> {
      return cartLikeCall(transport, 'POST', '/ecom/v1/orders/search', { search }, [search]);
    },
    /** Changes what a merchant may change; with `expectedRevision`, only if nobody changed the order since (else `REVISION_MISMATCH`). */
    updateOrder(id: string, order: UpdateOrderOptions, options: { expectedRevision?: number } = {}): Promise<Order> {
      return orderCall('PATCH', `${base}/${id$(id)}`, { order, ...options }, [id, order, options]);
    },
    /** Cancels an order nothing of which is fulfilled (`ORDER_HAS_FULFILLMENTS` otherwise); its stock goes back once. */
    cancelOrder(id: string, options: CancelOrderOptions = {}): Promise<Order> {
      return orderCall('POST', `${base}/${id$(id)}/cancel`, options, [id, options]);
    },
    /** Adds a merchant comment or a custom activity to the timeline. */
    addActivity(id: string, activity: OrderActivityInput, options: { expectedRevision?: number } = {}): Promise<{ order: Order; activityId: string }> {
      return cartLikeCall(transport, 'POST', `${base}/${id$(id)}/activities`, { activity, ...options }, [id, activity, options], newIdempotencyKey());
    },
    /** Records an offline payment (pay at pickup, bank transfer) of the balance. */
    markAsPaid(id: string, options: { expectedRevision?: number } = {}): Promise<Order> {
      return orderCall('POST', `${base}/${id$(id)}/mark-as-paid`, options, [id, options]);
    },
    /** A pickup order is ready at its pickup point. */
    markReadyForPickup(id: string, options: { expectedRevision?: number } = {}): Promise<Order> {
      return orderCall('POST', `${base}/${id$(id)}/mark-ready-for-pickup`, options, [id, options]);
    },
    /** The buyer collected a pickup order: every unit left is fulfilled as picked up. */
    markPickedUp(id: string, options: { expectedRevision?: number } = {}): Promise<Order> {
      return orderCall('POST', `${base}/${id$(id)}/mark-picked-up`, options, [id, options]);
    },
  };
}
