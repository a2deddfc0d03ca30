import { errorCode } from '@vitrine/react';
import { formatMoney } from '@vitrine/sdk/modules/money';
import type { Order } from '@vitrine/sdk/modules/orders';

/*
 * A refund the payment provider refused, in the one wording the studio uses for it: the refund
 * dialog's and the cancel dialog's outcome (refused at once, 409 `REFUND_FAILED`, or after it was
 * held), the Payment panel's "Refused refunds" and the timeline all say the same sentence, so a
 * merchant never wonders whether they read of three different refusals.
 */

/** What is known of a refused refund: how much (decimal, as on the wire), which provider, and its reason. */
export interface Refusal {
  amount?: string;
  provider?: string;
  reason?: string;
}

/** A refund the payment provider refused after the platform held it (the order's `REFUND_FAILED` activity). */
export interface RefusedRefund extends Refusal {
  refundId: string;
  amount: string;
  date: string;
}

/** A refused refund in words: how much, who refused it and why, that the money did not go back, and what to do. */
export const refusedRefundText = ({ amount, provider, reason }: Refusal, currency: string) =>
  `The payment provider${provider ? ` (${provider})` : ''} refused the refund${amount ? ` of ${formatMoney(amount, currency)}` : ''}${reason ? `: ${reason}` : ''}. The money did not go back to the buyer: refund again, or settle with the buyer another way.`;

/**
 * The refunds the payment provider refused after they were sent: the platform let go of each (it
 * is no longer among the order's refunds), and only the timeline keeps it.
 */
export function refusedRefunds(order: Order): RefusedRefund[] {
  return order.activities.flatMap((activity) => {
    const refused = refusedActivity(activity);
    return refused ? [refused] : [];
  });
}

/** A timeline entry's refused refund, or undefined for any other entry. */
export function refusedActivity(activity: Order['activities'][number]): RefusedRefund | undefined {
  const data = activity.data ?? {};
  if (activity.type !== 'REFUND_FAILED' || typeof data.refundId !== 'string' || typeof data.amount !== 'string') return undefined;
  return { refundId: data.refundId, amount: data.amount, provider: textOf(data.provider), reason: textOf(data.reason), date: String(activity.createdDate) };
}

/** A refund call the provider refused at once (409 `REFUND_FAILED`, its data naming the provider, the reason and the amount), or undefined for any other failure. */
export function refusalOf(error: unknown): Refusal | undefined {
  if (errorCode(error) !== 'REFUND_FAILED') return undefined;
  const data = (error as { details?: { applicationError?: { data?: Record<string, unknown> } } }).details?.applicationError?.data ?? {};
  return { amount: textOf(data.amount), provider: textOf(data.provider), reason: textOf(data.reason) };
}

const textOf = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
