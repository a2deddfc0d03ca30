/**
 * Orders (`/ecom/v1/orders`): one order by id, and a search — every order for owners and apps,
 * their own for a signed-in member (the account page); and what a merchant does to an order:
 * update, cancel, note, mark paid, ready for pickup (owners and API keys with `ecom:write`).
 * Fulfilments are in `./fulfillments`, payments and refunds in `./order-transactions`.
 */
import type { Transport } from '../core/types.ts';
import { cartLikeCall, type AddressWithContact, type AppliedDiscount, type ChannelType, type LineItem, type Money, type TaxSummary } from './cart.ts';

export type * from './cart.ts';

export interface Order {
  id: string;
  /** The order number buyers see. */
  number: string;
  checkoutId: string;
  cartId?: string;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  fulfillmentStatus: FulfillmentStatus;
  /** Counts the order's changes; send it back as `expectedRevision` to change it only if nobody did since. */
  revision: number;
  currency: string;
  channelInfo: { type: ChannelType };
  buyerInfo: { email: string; memberId?: string; visitorId?: string; userId?: string };
  buyerNote?: string;
  lineItems: Array<
    Omit<LineItem, 'availability' | 'fullPrice' | 'descriptionLines'> & { fullPrice: Money; descriptionLines: unknown[]; fulfilledQuantity: number; refundedQuantity: number }
  >;
  priceSummary: { subtotal: Money; shipping: Money; tax: Money; discount: Money; total: Money };
  payNow: Money;
  payLater: Money;
  giftCard?: { id: string; obfuscatedCode: string; amount: Money };
  appliedDiscounts: AppliedDiscount[];
  taxSummary: TaxSummary;
  billingInfo?: AddressWithContact;
  shippingInfo?: { shippingDestination?: AddressWithContact; code?: string; title?: string; cost?: { price: Money; totalDiscount: Money }; logistics?: unknown };
  payment: { provider: 'TEST'; outcome: 'APPROVED' | 'PENDING' | 'NONE'; transactionId?: string; amount: Money };
  /** What is left to pay, what was paid and what was refunded. */
  balanceSummary: { balance: Money; paid: Money; refunded: Money };
  fulfillments: Fulfillment[];
  refunds: Refund[];
  /** The timeline, oldest first: placed, paid, fulfilled, refunded, canceled, notes, e-mails sent. */
  activities: OrderActivity[];
  createdDate: Date;
  updatedDate: Date;
}

export type OrderStatus = 'APPROVED' | 'CANCELED' | 'INITIALIZED';
/** `NOT_PAID`: an offline payment method (pay at pickup) until the order is marked paid. */
export type PaymentStatus = 'PAID' | 'NOT_PAID' | 'PARTIALLY_PAID' | 'PENDING' | 'PARTIALLY_REFUNDED' | 'FULLY_REFUNDED';
export type FulfillmentStatus = 'NOT_FULFILLED' | 'PARTIALLY_FULFILLED' | 'FULFILLED';

export interface TrackingInfo {
  trackingNumber?: string;
  /** The carrier, e.g. `UPS`. */
  shippingProvider?: string;
  /** An http(s) URL where the buyer follows the parcel. */
  trackingLink?: string;
}

export interface Fulfillment {
  id: string;
  lineItems: Array<{ id: string; quantity: number }>;
  trackingInfo?: TrackingInfo;
  /** A pickup order handed over at the pickup point. */
  pickedUp?: boolean;
  createdDate: Date;
  updatedDate: Date;
}

export interface Refund {
  id: string;
  /** `PENDING` only while the payment provider is being asked. */
  status: 'PENDING' | 'COMPLETED';
  amount: Money;
  paymentId: string;
  provider: string;
  providerTransactionId?: string;
  lineItems: Array<{ id: string; quantity: number }>;
  shippingAmount: Money;
  restockLineItems: Array<{ id: string; quantity: number }>;
  reason?: string;
  createdDate: Date;
}

export interface OrderActivity {
  id: string;
  /** e.g. `ORDER_PLACED`, `ORDER_PAID`, `ORDER_FULFILLED`, `ORDER_REFUNDED`, `ORDER_CANCELED`, `MERCHANT_COMMENT`, `SHIPPING_CONFIRMATION_EMAIL_SENT`. */
  type: string;
  createdDate: Date;
  /** Who did it: `WIX_USER` (staff), `APP` (an API key), `MEMBER` / `ANONYMOUS_VISITOR` (the buyer), `SYSTEM`. */
  author: { type: string; id?: string; name?: string };
  note?: string;
  data?: Record<string, unknown>;
}

export interface UpdateOrderOptions {
  buyerNote?: string;
  buyerInfo?: { email?: string };
  billingInfo?: AddressWithContact;
  /** Only while nothing is fulfilled, for orders shipped to an address. */
  shippingInfo?: { shippingDestination: AddressWithContact };
}

export interface CancelOrderOptions {
  /** Default true. */
  sendOrderCanceledEmail?: boolean;
  /** Default true: every unit goes back in stock. */
  restockAllItems?: boolean;
  expectedRevision?: number;
}

export type OrderActivityInput = { merchantComment: { message: string } } | { customActivity: { type: string; additionalData?: Record<string, string> } };

export interface OrderSearch {
  /** Equality or `$eq $ne $gt $gte $lt $lte $in` on id, number, status, paymentStatus, fulfillmentStatus, buyerInfo.email, buyerInfo.memberId, createdDate, priceSummary.total (an amount as the order shows it, `29.5` for 29.50 in its currency). */
  filter?: Record<string, unknown>;
  sort?: Array<{ fieldName: string; order?: 'ASC' | 'DESC' }>;
  paging?: { limit?: number; offset?: number };
}

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
    searchOrders(search: OrderSearch = {}): Promise<{ orders: Order[]; metadata: { count: number; offset: number; total: number } }> {
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
      return cartLikeCall(transport, 'POST', `${base}/${id$(id)}/activities`, { activity, ...options }, [id, activity, options]);
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
