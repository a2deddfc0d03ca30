import type { Order } from '@vitrine/sdk/modules/orders';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { formatDateTime } from '../../../components/ui/dates';
import { Notice } from '../../../components/ui/notice';
import { heldRefundFollowMs, newestHeldRefund } from '../utils/held-refund-wait';

/**
 * Whether `deadline` (ms since the epoch) has passed; the page renders again when it passes,
 * without reading anything. The time left is taken when the deadline is set, not when the page
 * opened, so a refund sent long after the page was opened is still followed for its whole time.
 */
function usePassed(deadline: number | undefined): boolean {
  const [passedAt, setPassedAt] = useState<number>();
  useEffect(() => {
    if (deadline === undefined) return;
    const timer = setTimeout(() => setPassedAt(deadline), Math.max(0, deadline - Date.now()));
    return () => clearTimeout(timer);
  }, [deadline]);
  return deadline !== undefined && passedAt === deadline;
}

/**
 * Said once the page stopped reading an order whose refund the provider has still not confirmed
 * (`heldRefundPoll`): what is going on (the money may or may not have gone back; the refund stays
 * held, so it cannot be sent twice), and what to do, since it may never settle on its own.
 */
export function HeldRefundNotice({ order, checking, onCheckAgain }: { order: Order; checking: boolean; onCheckAgain(): void }) {
  const held = newestHeldRefund(order);
  const stalled = usePassed(held ? held.sentAt + heldRefundFollowMs : undefined);
  if (!held || !stalled) return null;
  return (
    <Notice tone="warning">
      <p>
        <strong>The refund of {held.amount} sent {formatDateTime(new Date(held.sentAt).toISOString())} is still not confirmed by the payment provider</strong>, and this
        page has stopped checking for its answer.
      </p>
      <p>
        Whether the money went back is not known yet. The refund stays held, so it cannot be sent twice: do not refund again. Look it up in your payment
        provider&rsquo;s account ({order.payment.transactionId ? `payment ${order.payment.transactionId}` : 'this order’s payment'}). The platform asks again on its
        own only a provider that can be asked twice safely; with any other, the refund stays held until whoever runs your store&rsquo;s platform settles it with
        the provider.
      </p>
      <Button busy={checking} onClick={onCheckAgain}>
        Check again
      </Button>
    </Notice>
  );
}
