import { layout, linesPart, moneyOf, paragraph } from './order-mail-parts';
import type { OrderMailTemplate } from './order-mail-template';

export const orderCanceled: OrderMailTemplate = {
  kind: 'ORDER_CANCELED',
  notice: 'ORDER_CANCELED',
  audience: 'BUYER',
  description: 'Sent to the buyer when the order is canceled, with what was refunded and what went back on a gift card.',
  render: (ctx) => {
    const money = moneyOf(ctx.order.currency);
    const refunded = ctx.refunded ? money(ctx.refunded) : undefined;
    // The cancel itself puts a gift card's share back on the card (ecom order life): the buyer hears of it here or nowhere.
    const giftCard = ctx.order.data.totals.giftCard;
    return layout(
      ctx,
      `Your order #${ctx.order.number} was canceled${refunded ? ` and ${refunded} refunded` : ''}`,
      [
        paragraph(`Your order #${ctx.order.number} at ${ctx.store.name} was canceled.`),
        refunded ? paragraph(`We refunded ${refunded} of what you paid. It goes back to the way you paid.`) : undefined,
        giftCard?.applied ? paragraph(`The ${money(giftCard.applied)} paid by gift card ${giftCard.obfuscatedCode} is back on the card.`) : undefined,
        linesPart(ctx),
      ],
      { label: 'View your order', url: ctx.orderLink },
    );
  },
};
