import { layout, linesPart, paragraph } from './order-mail-parts';
import type { OrderMailTemplate } from './order-mail-template';

export const orderCanceled: OrderMailTemplate = {
  kind: 'ORDER_CANCELED',
  notice: 'ORDER_CANCELED',
  audience: 'BUYER',
  description: 'Sent to the buyer when the order is canceled.',
  render: (ctx) =>
    layout(
      ctx,
      `Your order #${ctx.order.number} was canceled`,
      [paragraph(`Your order #${ctx.order.number} at ${ctx.store.name} was canceled.`), linesPart(ctx)],
      { label: 'View your order', url: ctx.orderLink },
    ),
};
