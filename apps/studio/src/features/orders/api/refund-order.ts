import type { RefundOptions } from '@vitrine/sdk/modules/order-transactions';
import { useOrderMutation } from './order-mutation';

/**
 * Refunds units and/or shipping (or an amount) through the order's payment provider. `pending`:
 * the provider has not answered yet (the platform completes or lets go of the refund once it does),
 * so the merchant is told to wait, not to refund again.
 */
export const useRefundOrder = () =>
  useOrderMutation(async (client, { orderId, revision, refund }: { orderId: string; revision: number; refund: Omit<RefundOptions, 'expectedRevision'> }) => {
    const answer = await client.orderTransactions.refundPayments(orderId, { ...refund, expectedRevision: revision });
    return { order: answer.order, refundId: answer.refundId, pending: refundHeld(answer) };
  });

/** Whether a refund call's answer says the refund is held: sent, its provider's answer still to come (HTTP 202). */
export const refundHeld = ({ refundId, orderTransactions }: { refundId: string; orderTransactions: { refunds: ReadonlyArray<{ id: string; status: string }> } }) =>
  orderTransactions.refunds.some((made) => made.id === refundId && made.status === 'PENDING');

/** What the merchant is told once a refund was sent. */
export const refundOutcome = ({ pending }: { pending: boolean }) =>
  pending ? 'Refund sent; the payment provider has not confirmed it yet. It completes on its own once it does: do not refund again.' : 'Refund made.';
