import type { Order } from '@vitrine/sdk/modules/orders';

/*
 * How long the order page waits for the payment provider's answer to a held refund. The platform
 * settles a held refund in the background only when its provider keeps refunds by reference (it is
 * asked again after `refundInDoubtAfterMs`, 10 minutes by default, then on a backing-off schedule);
 * with any other provider the refund stays held until someone settles it with the provider, and a
 * page that read the order every 5 s would do so for as long as it stays open. So the page reads
 * often at first, less often later, and stops once the newest held refund is older than
 * `heldRefundFollowMs`, saying so (`HeldRefundNotice`).
 */

/** Past this age of its newest held refund, the order page stops reading the order again. */
export const heldRefundFollowMs = 30 * 60_000;
/** While the newest held refund is younger than this, the page reads the order every `heldRefundPollMs`; after, every `heldRefundSlowPollMs`. */
const heldRefundFastMs = 2 * 60_000;
export const heldRefundPollMs = 5_000;
const heldRefundSlowPollMs = 30_000;

/** When the newest refund still waiting for its provider's answer was sent (ms since the epoch), or undefined when none is. */
export function newestHeldRefund(order: Order): { sentAt: number; amount: string } | undefined {
  let newest: { sentAt: number; amount: string } | undefined;
  for (const refund of order.refunds) {
    if (refund.status !== 'PENDING') continue;
    const sentAt = new Date(refund.createdDate).getTime();
    if (!newest || sentAt > newest.sentAt) newest = { sentAt, amount: refund.amount.formattedAmount };
  }
  return newest;
}

/** How long until the order is read again to follow its held refund, or false: nothing is held, or it has waited past `heldRefundFollowMs`. */
export function heldRefundPoll(order: Order, now: number): number | false {
  const held = newestHeldRefund(order);
  if (!held) return false;
  const age = now - held.sentAt;
  if (age >= heldRefundFollowMs) return false;
  return age < heldRefundFastMs ? heldRefundPollMs : heldRefundSlowPollMs;
}
