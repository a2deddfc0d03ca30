import { deliveryPart, layout, linesPart, moneyOf, paragraph, totalsPart } from './order-mail-parts';
import type { OrderMailTemplate } from './order-mail-template';

export const newOrder: OrderMailTemplate = {
  kind: 'NEW_ORDER',
  notice: 'ORDER_PLACED',
  audience: 'STORE',
  description: 'Sent to the store’s contact address when an order is placed.',
  render: (ctx) =>
    layout(ctx, `New order #${ctx.order.number}: ${moneyOf(ctx.order.currency)(ctx.order.data.totals.total)}`, [
      paragraph(`${ctx.order.buyerEmail} placed order #${ctx.order.number}.`),
      linesPart(ctx),
      totalsPart(ctx),
      deliveryPart(ctx),
      ctx.order.data.buyerNote ? paragraph(`Buyer’s note: ${ctx.order.data.buyerNote}`) : undefined,
    ]),
};
