/**
 * An order's payments and refunds (`/ecom/v1/payments`, `/ecom/v1/order-billing`). A refund goes
 * through the payment's provider and never exceeds what was paid less what was refunded; a
 * provider failure answers `REFUND_FAILED` (409, the provider's reason in `data.reason`) and
 * changes nothing. Owners and API keys with `ecom:write` refund; the buyer and `ecom:read` list.
 */
import { newIdempotencyKey } from './idempotency-key.ts';
import type { Transport } from '../core/types.ts';
import type { Revived } from '../core/revived.ts';
import type { OrderPayment as WireOrderPayment, OrderTransactions as WireOrderTransactions } from '../generated/order.ts';
import type { RefundBody } from '../generated/order-life.ts';
import { cartLikeCall } from './cart.ts';
import type { Order } from './orders.ts';

export type { Refund } from './orders.ts';

/** Generated from the platform's schemas (`../generated/order.ts`); dates arrive as `Date`. */
export type OrderPayment = Revived<WireOrderPayment>;
export type OrderTransactions = Revived<WireOrderTransactions>;

/** A refund's amount, items, restock and e-mail: the generated request body (`../generated/order-life.ts`) but the order id, which the call takes on its own. */
export type RefundOptions = Omit<RefundBody, 'orderId'>;

/**
 * @example
 * const client = createClient({ modules: { orderTransactions }, auth: ApiKeyStrategy({ apiKey, siteId }), baseUrl });
 * const { refundId, order } = await client.orderTransactions.refundPayments(orderId, {
 *   details: { items: [{ lineItemId, quantity: 1 }], shippingIncluded: true, reason: 'Damaged' },
 *   sideEffects: { restockInfo: { type: 'ALL_ITEMS' } },
 * });
 * order.paymentStatus; // 'PARTIALLY_REFUNDED'
 *
 * A refund the payment provider has not answered (unreachable, or the platform failed to record
 * its yes) resolves too, with that refund `PENDING` in `orderTransactions.refunds` (HTTP 202): the
 * platform completes it, or lets it go, once the provider answers. Do not send it again; a second
 * call is a second refund.
 */
export function orderTransactions(transport: Transport) {
  return {
    async listTransactionsForSingleOrder(orderId: string): Promise<OrderTransactions> {
      const path = `/ecom/v1/payments/orders/${encodeURIComponent(orderId)}`;
      return (await cartLikeCall<{ orderTransactions: OrderTransactions }>(transport, 'GET', path, undefined, [orderId])).orderTransactions;
    },
    refundPayments(orderId: string, options: RefundOptions): Promise<{ refundId: string; order: Order; orderTransactions: OrderTransactions }> {
      return cartLikeCall(transport, 'POST', '/ecom/v1/order-billing/refund-payments', { orderId, ...options }, [orderId, options], newIdempotencyKey());
    },
  };
}
