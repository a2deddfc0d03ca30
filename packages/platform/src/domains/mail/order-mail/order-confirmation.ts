import { deliveryPart, layout, linesPart, paragraph, totalsPart } from './order-mail-parts';
import type { OrderMailTemplate } from './order-mail-template';

export const orderConfirmation: OrderMailTemplate = {
  kind: 'ORDER_CONFIRMATION',
  notice: 'ORDER_PLACED',
  audience: 'BUYER',
  description: 'Sent to the buyer when an order is placed: lines, totals, delivery.',
  render: (ctx) =>
    layout(
      ctx,
      `Your order #${ctx.order.number} at ${ctx.store.name}`,
      [
        paragraph(`Thank you for your order #${ctx.order.number}. Here is what you bought.`),
        linesPart(ctx),
        totalsPart(ctx),
        deliveryPart(ctx),
        ctx.order.data.buyerNote ? paragraph(`Your note: ${ctx.order.data.buyerNote}`) : undefined,
      ],
      { label: 'View your order', url: ctx.orderLink },
    ),
};
