import { layout, linesPart, moneyOf, paragraph } from './order-mail-parts';
import type { OrderMailTemplate } from './order-mail-template';

/*
 * The store's notices of how a refund ended that its caller was told was sent but not confirmed
 * (the provider gave no answer at first, 202): refused, or confirmed. No link: the store's notices
 * have none (the studio's address is not the platform's to know).
 */

/**
 * The store's notice that a refund it was told was sent (the provider gave no answer at first) was
 * refused when the provider was asked again: the money did not go back, and nothing is held for it
 * any more, so the merchant refunds again or settles with the buyer another way.
 */
export const refundFailed: OrderMailTemplate = {
  kind: 'REFUND_FAILED',
  notice: 'REFUND_FAILED',
  audience: 'STORE',
  description: 'Sent to the store’s contact address when the payment provider refuses a refund it had not answered at first: the money did not go back.',
  render: (ctx) => {
    const refusal = ctx.refusal;
    const amount = moneyOf(ctx.order.currency)(refusal?.amount ?? 0);
    const number = ctx.order.number;
    const asked = refusal?.requestedDate ? ` asked for on ${refusal.requestedDate.toISOString().slice(0, 10)}` : '';
    return layout(ctx, `Refund of ${amount} on order #${number} was refused: the money did not go back`, [
      paragraph(`The payment provider (${refusal?.provider ?? 'unknown'}) refused the refund of ${amount} on order #${number}${asked}: “${refusal?.reason ?? ''}”.`),
      paragraph(
        `The money did NOT go back to the buyer (${ctx.order.buyerEmail}), who has not been told. Nothing is held for this refund any more: refund the order again, or settle with the buyer another way.`,
      ),
      refusal?.lineItems.length ? linesPart(ctx, refusal.lineItems) : undefined,
    ]);
  },
};

/**
 * The store's notice that a refund it was told was sent but not confirmed (202) is now confirmed:
 * the provider's yes came late, and the sweep completed the refund, so the money went back.
 */
export const refundConfirmed: OrderMailTemplate = {
  kind: 'REFUND_CONFIRMED',
  notice: 'REFUND_CONFIRMED',
  audience: 'STORE',
  description: 'Sent to the store’s contact address when the payment provider confirms a refund it had not answered at first: the money went back.',
  render: (ctx) => {
    const amount = moneyOf(ctx.order.currency)(ctx.refund?.amount ?? 0);
    return layout(ctx, `Refund of ${amount} on order #${ctx.order.number} is confirmed: the money went back`, [
      paragraph(`The payment provider confirmed the refund of ${amount} on order #${ctx.order.number}, which had been sent without an answer. The money went back to the buyer (${ctx.order.buyerEmail}).`),
      ctx.refund?.lineItems.length ? linesPart(ctx, ctx.refund.lineItems) : undefined,
    ]);
  },
};
