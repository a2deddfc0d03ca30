import { errorMessage } from '@vitrine/react';
import type { OrderMailKind } from '@vitrine/sdk/modules/mail';
import type { Order } from '@vitrine/sdk/modules/orders';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/field';
import { Notice } from '../../../components/ui/notice';
import { useResendOrderMail } from '../api/resend-order-mail';
import { Panel } from '../../../components/layout/page';

/** The e-mails this order has a reason to send: a shipped notice once something left, a refund notice once refunded. */
function choicesFor(order: Order): Array<{ value: string; label: string; kind: OrderMailKind; fulfillmentId?: string; refundId?: string }> {
  const latestFulfilment = order.fulfillments.at(-1);
  const latestRefund = order.refunds.at(-1);
  return [
    { value: 'ORDER_CONFIRMATION', label: 'Order confirmation (to the buyer)', kind: 'ORDER_CONFIRMATION' as const },
    { value: 'NEW_ORDER', label: 'New-order notice (to the store)', kind: 'NEW_ORDER' as const },
    ...(latestFulfilment ? [{ value: 'ORDER_SHIPPED', label: 'Shipping confirmation, latest fulfilment (to the buyer)', kind: 'ORDER_SHIPPED' as const, fulfillmentId: latestFulfilment.id }] : []),
    ...(order.status === 'CANCELED' ? [{ value: 'ORDER_CANCELED', label: 'Cancellation (to the buyer)', kind: 'ORDER_CANCELED' as const }] : []),
    ...(latestRefund ? [{ value: 'ORDER_REFUNDED', label: 'Refund notice, latest refund (to the buyer)', kind: 'ORDER_REFUNDED' as const, refundId: latestRefund.id }] : []),
  ];
}

/** "Resend e-mail": any of the order's e-mails again, e.g. when the buyer lost the confirmation. */
export function ResendMail({ order }: { order: Order }) {
  const choices = choicesFor(order);
  const [value, setValue] = useState(choices[0]!.value);
  const resend = useResendOrderMail();
  const chosen = choices.find((choice) => choice.value === value) ?? choices[0]!;
  return (
    <Panel title="E-mails">
      {resend.isError && <Notice tone="error">{errorMessage(resend.error)}</Notice>}
      {resend.isSuccess && <Notice tone="success">E-mail sent again: {chosen.label}.</Notice>}
      <SelectField label="E-mail to send again" options={choices.map(({ value, label }) => ({ value, label }))} value={chosen.value} onChange={(e) => (setValue(e.target.value), resend.reset())} />
      <Button busy={resend.isPending} onClick={() => resend.mutate({ orderId: order.id, kind: chosen.kind, fulfillmentId: chosen.fulfillmentId, refundId: chosen.refundId })}>
        Resend e-mail
      </Button>
    </Panel>
  );
}
