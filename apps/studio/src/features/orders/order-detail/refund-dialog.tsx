import type { Order } from '@vitrine/sdk/modules/orders';
import type { RefundOptions } from '@vitrine/sdk/modules/order-transactions';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { CheckboxField, TextField } from '../../../components/ui/field';
import { currencyDigits, formatMoney } from '@vitrine/sdk/modules/money';
import { parseDecimal } from '../../../components/ui/money';
import { Notice } from '../../../components/ui/notice';
import { offeredRefund, refundable, refundEstimate } from '../utils/order-life';
import { chosenLines, LineQuantities } from './line-quantities';

/**
 * Which units (and whether the shipping) to refund, how much, and whether the units go back in
 * stock. The amount starts as the units' share of what was paid; the platform refuses more than
 * is left to refund, and its message is shown on the page.
 */
export function RefundDialog({
  order,
  open,
  busy,
  failure,
  onCancel,
  onRefund,
}: {
  order: Order;
  open: boolean;
  busy: boolean;
  /** The platform's refusal of the last try (more than is refundable, a provider failure). */
  failure?: string;
  onCancel(): void;
  onRefund(refund: Omit<RefundOptions, 'expectedRevision'>): void;
}) {
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [shipping, setShipping] = useState(false);
  const [restock, setRestock] = useState(true);
  const [amount, setAmount] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const digits = currencyDigits(order.currency);
  const estimate = refundEstimate(order, quantities, shipping, digits);
  const left = Number(order.balanceSummary.paid.amount) - Number(order.balanceSummary.refunded.amount);
  const offered = offeredRefund(estimate, left);
  const shown = amount ?? offered.amount.toFixed(digits);

  const confirm = () => {
    const items = chosenLines(quantities).map(({ id, quantity }) => ({ lineItemId: id, quantity }));
    const value = parseDecimal(shown);
    if (value === undefined || Number.isNaN(value) || value <= 0) return setProblem('Enter the amount to refund.');
    if (items.length === 0 && !shipping && amount === null) return setProblem('Choose the units or the shipping to refund, or type an amount.');
    setProblem(null);
    onRefund({
      // The amount is sent when typed or cut to what is left: otherwise the platform works it out from the units and shipping.
      ...(amount !== null || offered.capped ? { paymentRefunds: [{ amount: value.toFixed(digits) }] } : {}),
      details: { items, shippingIncluded: shipping, ...(reason.trim() ? { reason: reason.trim() } : {}) },
      sideEffects: { restockInfo: restock && items.length > 0 ? { type: 'ALL_ITEMS' } : { type: 'NO_ITEMS' } },
    });
  };

  return (
    <ConfirmDialog open={open} title={`Refund order #${order.number}`} confirmLabel="Refund" destructive busy={busy} onCancel={onCancel} onConfirm={confirm}>
      {(problem ?? failure) && <Notice tone="error">{problem ?? failure}</Notice>}
      <p>
        Left to refund: <strong>{formatMoney(left, order.currency)}</strong>
      </p>
      <LineQuantities order={order} caption="Units to refund" left={refundable} quantities={quantities} onChange={setQuantities} />
      <CheckboxField label={`Refund the shipping (${order.priceSummary.shipping.formattedAmount})`} checked={shipping} onChange={(e) => setShipping(e.target.checked)} />
      <CheckboxField label="Put the refunded units back in stock" checked={restock} onChange={(e) => setRestock(e.target.checked)} />
      <TextField
        label={`Amount to refund (${order.currency})`}
        inputMode="decimal"
        value={shown}
        hint={
          amount !== null
            ? undefined
            : offered.capped
              ? 'What is left to refund: the units and shipping chosen are worth more, and the rest was not paid through the payment (a gift card gets its share back when the order is canceled).'
              : 'Worked out from the units and shipping chosen; type to refund another amount.'
        }
        // Emptied, the field offers the worked-out amount again.
        onChange={(e) => setAmount(e.target.value === '' ? null : e.target.value)}
      />
      <TextField label="Reason" value={reason} maxLength={1000} onChange={(e) => setReason(e.target.value)} />
    </ConfirmDialog>
  );
}
