import { errorMessage } from '@vitrine/react';
import { formatMinor } from '@vitrine/sdk/modules/money';
import type { Order } from '@vitrine/sdk/modules/orders';
import { refundedButNotCanceled, refundNotConfirmed, refundsBeforeCancel } from '../utils/refund-on-cancel';
import { useOrderMutation } from './order-mutation';
import { refundHeld, refundOutcomeUnknown } from './refund-order';

export interface CancelChoice {
  /** Give back what the order's payments can before canceling it. */
  refund: boolean;
  /** Send the buyer the cancellation (which tells of the refund). */
  emailBuyer: boolean;
}

/**
 * Cancels an order nothing of which is fulfilled; every unit goes back in stock. With `refund`,
 * the refunds come first: a refused refund leaves the order as it was, where a cancel cannot be
 * taken back. They e-mail nobody, so the buyer's one e-mail is the cancellation, which tells of
 * them. Each step sends the revision the one before left, so a change made elsewhere meanwhile
 * stops the sequence. A step refused after money went back is reported as such, never as a plain
 * failure: the page then shows the order as it is (refunded, not canceled).
 */
export const useCancelOrder = () =>
  useOrderMutation(async (client, { order, refund, emailBuyer }: CancelChoice & { order: Order }) => {
    let revision = order.revision;
    let refunded = 0;
    const stopped = (error: unknown, partly: boolean) =>
      refunded > 0 ? new Error(refundedButNotCanceled(formatMinor(refunded, order.currency), errorMessage(error), partly)) : error;
    if (refund) {
      // The payments as they are now: how much each has left decides its refund.
      const { payments } = await client.orderTransactions.listTransactionsForSingleOrder(order.id);
      for (const step of refundsBeforeCancel(order, payments)) {
        const answer = await client.orderTransactions.refundPayments(order.id, { ...step.options, expectedRevision: revision }).catch((error: unknown) => {
          // Held before the call failed (no answer to read): treated below as a refund not yet confirmed.
          if (refundOutcomeUnknown(error)) return undefined;
          throw stopped(error, true);
        });
        // Held, the provider's answer to come: it may yet refuse, so the order stays open until the money is known to be back.
        if (!answer || refundHeld(answer)) {
          throw stopped(new Error(refundNotConfirmed(formatMinor(step.amount, order.currency))), true);
        }
        revision = answer.order.revision;
        refunded += step.amount;
      }
    }
    try {
      return await client.orders.cancelOrder(order.id, { restockAllItems: true, sendOrderCanceledEmail: emailBuyer, expectedRevision: revision });
    } catch (error) {
      throw stopped(error, false);
    }
  });
