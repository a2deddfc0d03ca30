import type { Queryable } from '../../../db/database';

/** What happened to an order that its buyer (or the store) is told about by e-mail. */
export type OrderNotice =
  | { kind: 'ORDER_PLACED' }
  | { kind: 'ORDER_SHIPPED'; fulfillmentId: string }
  | { kind: 'ORDER_CANCELED' }
  | { kind: 'ORDER_REFUNDED'; refundId: string };

/**
 * Tells the buyer and the store about an order change. Called inside the change's own
 * transaction, so a notice exists exactly when the change does, and once per change.
 */
export interface OrderNotifier {
  notify(tx: Queryable, siteId: string, orderId: string, notice: OrderNotice): Promise<void>;
}
