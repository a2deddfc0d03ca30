import type { Order } from '@vitrine/sdk/modules/orders';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextField } from '../../../components/ui/field';
import { Notice } from '../../../components/ui/notice';
import { unfulfilled } from '../utils/order-life';
import { chosenLines, LineQuantities } from './line-quantities';

export interface FulfilInput {
  lineItems: Array<{ id: string; quantity: number }>;
  trackingInfo?: { shippingProvider?: string; trackingNumber?: string; trackingLink?: string };
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
  const [carrier, setCarrier] = useState('');
  const [number, setNumber] = useState('');
  const [link, setLink] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const confirm = () => {
    const lineItems = chosenLines(quantities);
    if (lineItems.length === 0) return setProblem('Choose at least one unit to fulfil.');
    if (link.trim() && !/^https?:\/\/\S+$/.test(link.trim())) return setProblem('The tracking link must be a web address (https://…).');
    setProblem(null);
    const tracking = { shippingProvider: carrier.trim() || undefined, trackingNumber: number.trim() || undefined, trackingLink: link.trim() || undefined };
    onFulfil({ lineItems, trackingInfo: Object.values(tracking).some(Boolean) ? tracking : undefined });
  };

  return (
    <ConfirmDialog open={open} title={`Fulfil order #${order.number}`} confirmLabel="Fulfil items" busy={busy} onCancel={onCancel} onConfirm={confirm}>
      {(problem ?? failure) && <Notice tone="error">{problem ?? failure}</Notice>}
      <LineQuantities order={order} caption="Units to send" left={unfulfilled} quantities={quantities} onChange={setQuantities} />
      <TextField label="Carrier" placeholder="UPS" value={carrier} maxLength={200} onChange={(e) => setCarrier(e.target.value)} />
      <TextField label="Tracking number" value={number} maxLength={200} onChange={(e) => setNumber(e.target.value)} />
      <TextField label="Tracking link" type="url" placeholder="https://" value={link} maxLength={2000} onChange={(e) => setLink(e.target.value)} />
    </ConfirmDialog>
  );
}
