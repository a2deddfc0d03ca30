import { errorMessage } from '@vitrine/react';
import type { RefundOptions } from '@vitrine/sdk/modules/order-transactions';
import type { Order } from '@vitrine/sdk/modules/orders';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useOutcome } from '../../../components/ui/outcome';
import { useAddOrderNote } from '../api/add-order-note';
import { useCancelOrder } from '../api/cancel-order';
import { useFulfilOrder } from '../api/fulfil-order';
import { useMarkOrderPaid } from '../api/mark-order-paid';
import { refundFailure, refundOutcome, useRefundOrder } from '../api/refund-order';
import { cancelBlocker, canMarkPaid, heldRefundOutcome, refundable, unfulfilled } from '../utils/order-life';
import { refundLeft } from '../utils/refund-on-cancel';
import { CancelDialog } from './cancel-dialog';
import { FulfilDialog } from './fulfil-dialog';
import { OrderTimeline } from './order-timeline';
import { RefundDialog } from './refund-dialog';

type Dialog = 'fulfil' | 'refund' | 'cancel' | 'paid' | null;

/**
 * What a merchant does to an order: fulfil, refund, cancel (refunding it first), mark as paid, and
 * note. Each action names the revision shown, so a change made elsewhere meanwhile is refused and
 * the page reloads the order; the outcome (or the platform's refusal) shows above the buttons.
 */
export function useOrderActions(order: Order) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const { notice, report, setOutcome } = useOutcome();
  // A refund the merchant was told was sent but not yet confirmed: once the order shows how it
  // ended (the page reads it again meanwhile), that replaces "do not refund again".
  const [heldRefund, setHeldRefund] = useState<string>();
  useEffect(() => {
    const settled = heldRefund ? heldRefundOutcome(order, heldRefund) : undefined;
    if (!settled) return;
    setOutcome(settled);
    setHeldRefund(undefined);
  }, [order, heldRefund, setOutcome]);
  const fulfil = useFulfilOrder();
  const refund = useRefundOrder();
  const cancel = useCancelOrder();
  const markPaid = useMarkOrderPaid();
  const note = useAddOrderNote();
  const target = { orderId: order.id, revision: order.revision };
  const close = () => setDialog(null);
  const openDialog = (next: Dialog) => {
    // A refusal belongs to the try it answered: a dialog opened again starts clean.
    fulfil.reset();
    refund.reset();
    cancel.reset();
    setDialog(next);
  };
  const failure = (error: Error | null) => (error ? errorMessage(error) : undefined);
  const blocker = cancelBlocker(order);
  const open = order.status !== 'CANCELED';
  const canFulfil = open && order.lineItems.some((line) => unfulfilled(line) > 0);
  // A refund held without its provider's answer is followed until the order shows how it ended.
  const refundNow = (input: Omit<RefundOptions, 'expectedRevision'>) =>
    refund.mutate(
      { ...target, refund: input },
      report<{ pending: boolean; refundId: string }>(refundOutcome, (made) => {
        setHeldRefund(made.pending ? made.refundId : undefined);
        close();
      }),
    );
  const canRefund = refundLeft(order) > 0 && order.lineItems.some((line) => refundable(line) > 0 || Number(order.priceSummary.shipping.amount) > 0);

  const buttons = (
    <>
      {notice}
      <div className="actions" role="group" aria-label="Order actions">
        <Button variant="primary" disabled={!canFulfil} onClick={() => openDialog('fulfil')}>
          Fulfil items
        </Button>
        <Button disabled={!canRefund} onClick={() => openDialog('refund')}>
          Refund
        </Button>
        {canMarkPaid(order) && <Button onClick={() => openDialog('paid')}>Mark as paid</Button>}
        <Button variant="danger" disabled={Boolean(blocker)} aria-describedby={blocker ? 'cancel-blocker' : undefined} onClick={() => openDialog('cancel')}>
          Cancel order
        </Button>
      </div>
      {blocker && order.status !== 'CANCELED' && (
        <p className="field-hint" id="cancel-blocker">
          {blocker}
        </p>
      )}
      {dialog === 'fulfil' && (
        <FulfilDialog
          order={order}
          open
          busy={fulfil.isPending}
          failure={failure(fulfil.error)}
          onCancel={close}
          onFulfil={(input) => fulfil.mutate({ ...target, fulfillment: input }, report('Items fulfilled.', close))}
        />
      )}
      {dialog === 'refund' && (
        <RefundDialog order={order} open busy={refund.isPending} failure={refundFailure(refund.error, order.currency)} onCancel={close} onRefund={refundNow} />
      )}
      {dialog === 'cancel' && (
        <CancelDialog
          order={order}
          busy={cancel.isPending}
          failure={refundFailure(cancel.error, order.currency)}
          onCancel={close}
          onConfirm={(choice, refunded) =>
            // On a refusal the dialog stays open with the reason; the page shows the order as it now is.
            cancel.mutate({ order, ...choice }, report(`Order canceled${refunded ? ` and ${refunded} refunded` : ''}; its items are back in stock.`, close))
          }
        />
      )}
      <ConfirmDialog
        open={dialog === 'paid'}
        title={`Mark order #${order.number} as paid?`}
        confirmLabel="Mark as paid"
        busy={markPaid.isPending}
        onCancel={close}
        onConfirm={() => markPaid.mutate(target, { ...report('Payment recorded.'), onSettled: close })}
      >
        <p>Records that the buyer paid the balance of {order.balanceSummary.balance.formattedAmount} outside the store (cash, bank transfer).</p>
      </ConfirmDialog>
    </>
  );

  const timeline = (
    <OrderTimeline order={order} busy={note.isPending} onAddNote={(message, done) => note.mutate({ orderId: order.id, message }, report('Note added.', done))} />
  );
  return { buttons, timeline };
}
