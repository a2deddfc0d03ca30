import type { Order } from '@vitrine/sdk/modules/orders';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Notice } from '../../../components/ui/notice';
import { unfulfilled } from '../utils/order-life';
import { chosenLines, LineQuantities } from './line-quantities';
import { useTrackingFields, type TrackingInput } from './tracking-fields';

export interface FulfilInput {
  lineItems: Array<{ id: string; quantity: number }>;
  trackingInfo?: TrackingInput;
}

/** Which units leave now (all that are left, to start with), with the carrier and the tracking. */
export function FulfilDialog({
  order,
  open,
  busy,
  failure,
  onCancel,
  onFulfil,
}: {
  order: Order;
  open: boolean;
  busy: boolean;
  /** The platform's refusal of the last try, shown where the merchant is looking. */
  failure?: string;
  onCancel(): void;
  onFulfil(input: FulfilInput): void;
}) {
  const [quantities, setQuantities] = useState<Record<string, number>>(() => Object.fromEntries(order.lineItems.map((line) => [line.id, unfulfilled(line)])));
  const tracking = useTrackingFields();
  const [problem, setProblem] = useState<string | null>(null);

  const confirm = () => {
    const lineItems = chosenLines(quantities);
    if (lineItems.length === 0) return setProblem('Choose at least one unit to fulfil.');
    const typed = tracking.read();
    if (typed.problem) return setProblem(typed.problem);
    setProblem(null);
    onFulfil({ lineItems, trackingInfo: typed.tracking });
  };

  return (
    <ConfirmDialog open={open} title={`Fulfil order #${order.number}`} confirmLabel="Fulfil items" busy={busy} onCancel={onCancel} onConfirm={confirm}>
      {(problem ?? failure) && <Notice tone="error">{problem ?? failure}</Notice>}
      <LineQuantities order={order} caption="Units to send" left={unfulfilled} quantities={quantities} onChange={setQuantities} />
      {tracking.fields}
    </ConfirmDialog>
  );
}
