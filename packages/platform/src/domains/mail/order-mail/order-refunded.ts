import { layout, linesPart, moneyOf, paragraph } from './order-mail-parts';
import type { OrderMailTemplate } from './order-mail-template';

export const orderRefunded: OrderMailTemplate = {
  kind: 'ORDER_REFUNDED',
  notice: 'ORDER_REFUNDED',
  audience: 'BUYER',
  description: 'Sent to the buyer when a refund is made, with its amount.',
  render: (ctx) => {
    const amount = moneyOf(ctx.order.currency)(ctx.refund?.amount ?? 0);
    return layout(
      ctx,
      `Refund of ${amount} for order #${ctx.order.number}`,
      [
        paragraph(`We refunded ${amount} for your order #${ctx.order.number}. It goes back to the way you paid.`),
        ctx.refund?.lineItems.length ? linesPart(ctx, ctx.refund.lineItems) : undefined,
      ],
      { label: 'View your order', url: ctx.orderLink },
    );
  },
};
