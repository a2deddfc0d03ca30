import { formatMinor, formatMoney } from '@vitrine/sdk/modules/money';
import type { Order } from '@vitrine/sdk/modules/orders';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { CheckboxField } from '../../../components/ui/field';
import { Notice } from '../../../components/ui/notice';
import type { CancelChoice } from '../api/cancel-order';
import { refundLeft } from '../utils/refund-on-cancel';

/**
 * "Cancel order": every unit goes back in stock; what the payments can give back is offered as a
 * refund (on by default: a canceled order's money is usually owed), and the buyer's e-mail is one
 * switch. A gift card's share needs no choice: the cancel puts it back on the card, and the dialog
 * says so.
 */
export function CancelDialog({
  order,
  busy,
  failure,
  onCancel,
  onConfirm,
}: {
  order: Order;
  busy: boolean;
  /** Why the last try stopped (a refused refund, or a cancel refused after the refund went through). */
  failure?: string;
  onCancel(): void;
  /** `refunded`: the refund chosen, formatted, for the page to say what was done. */
  onConfirm(choice: CancelChoice, refunded?: string): void;
}) {
  const [refund, setRefund] = useState(true);
  const [emailBuyer, setEmailBuyer] = useState(true);
  const left = refundLeft(order);
  const refunded = refund && left > 0 ? formatMinor(left, order.currency) : undefined;
  const giftCard = order.giftCard && Number(order.giftCard.amount.amount) > 0 ? order.giftCard : undefined;
  return (
    <ConfirmDialog
      open
      title={`Cancel order #${order.number}?`}
      confirmLabel="Cancel order"
      destructive
      busy={busy}
      onCancel={onCancel}
      onConfirm={() => onConfirm({ refund: refunded !== undefined, emailBuyer }, refunded)}
    >
      {failure && <Notice tone="error">{failure}</Notice>}
      <p>Every item goes back in stock.</p>
      {left > 0 && (
        <CheckboxField
          label={`Refund ${formatMinor(left, order.currency)} to the buyer`}
          hint="Refunded first, the way they paid: if the refund is refused, the order is not canceled."
          checked={refund}
          onChange={(e) => setRefund(e.target.checked)}
        />
      )}
      {giftCard && (
        <p>
          The {formatMoney(giftCard.amount.amount, order.currency)} paid by gift card {giftCard.obfuscatedCode} goes back on the card with the cancel.
        </p>
      )}
      <CheckboxField
        label="E-mail the buyer"
        hint={refunded ? 'One e-mail tells of the cancel and the refund.' : undefined}
        checked={emailBuyer}
        onChange={(e) => setEmailBuyer(e.target.checked)}
      />
    </ConfirmDialog>
  );
}
