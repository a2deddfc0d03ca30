import type { Queryable } from '../../../db/database';
import type { OrderRow } from './orders.repository';

/** What happened to an order that its buyer (or the store) is told about by e-mail. */
export type OrderNotice =
  | { kind: 'ORDER_PLACED' }
  | { kind: 'ORDER_SHIPPED'; fulfillmentId: string }
  | { kind: 'ORDER_CANCELED' }
  | { kind: 'ORDER_REFUNDED'; refundId: string }
  /** A held refund the provider refused after its caller was told it was sent: the store is told the money did not go back. */
  | { kind: 'REFUND_FAILED'; refundId: string }
  /** A held refund the sweep completed (the provider's yes came late): the store is told the money went back. */
  | { kind: 'REFUND_CONFIRMED'; refundId: string };

/**
 * Tells the buyer and the store about an order change. Called inside the change's own
 * transaction, so a notice exists exactly when the change does, and once per change, with the
 * order as that transaction just wrote it (so the notifier need not read it back).
 */
export interface OrderNotifier {
  notify(tx: Queryable, siteId: string, order: OrderRow, notice: OrderNotice): Promise<void>;
  /** Sends at once what `notify` enqueued, once the change's transaction has committed (the mail sweep sends it otherwise). */
  deliverAfterCommit?(): void;
}
