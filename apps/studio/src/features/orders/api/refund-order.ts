import { errorCode, errorMessage } from '@vitrine/react';
import type { RefundOptions } from '@vitrine/sdk/modules/order-transactions';
import { refusalOf, refusedRefundText } from '../utils/refused-refund';
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

/**
 * Whether a refund call failed after its refund was held (`OUTCOME_UNKNOWN`: a 500 once the hold
 * committed, or a retry told so): the money may be on its way back, so it is no refusal to retry.
 */
export const refundOutcomeUnknown = (error: unknown) => errorCode(error) === 'OUTCOME_UNKNOWN';

/**
 * What the refund and cancel dialogs say of a failed call: a refusal by the payment provider in the
 * studio's one wording for it (`refusedRefundText`); when the refund was held before the call
 * failed, to look before refunding again; otherwise the platform's reason.
 */
export const refundFailure = (error: Error | null, currency: string) => {
  if (!error) return undefined;
  if (refundOutcomeUnknown(error)) return 'The refund was sent, but its answer was lost on the way. The order, reloaded below, shows whether it went through: do not refund again until it does.';
  const refusal = refusalOf(error);
  return refusal ? refusedRefundText(refusal, currency) : errorMessage(error);
};
