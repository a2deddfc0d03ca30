import { layout, linesPart, moneyOf, paragraph } from './order-mail-parts';
import type { OrderMailTemplate } from './order-mail-template';

/*
 * The store's notices of how a refund ended that its caller was told was sent but not confirmed
 * (the provider gave no answer at first, 202): refused, or confirmed. No link: the store's notices
 * have none (the studio's address is not the platform's to know).
 */

/**
 * The refund or refusal a notice tells of. The notifier renders these notices only with it
 * (`needsRefund`, order-mail-notifier.ts) and the preview's sample has both, so its absence is a
 * bug to hear of, not an e-mail to send with a made-up "$0.00" or "unknown" provider.
 */
function told<T>(what: T | undefined, kind: string): T {
  if (what === undefined) throw new Error(`${kind} e-mail rendered without the refund it tells of`);
  return what;
}

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
    const refusal = told(ctx.refusal, 'REFUND_FAILED');
    const amount = moneyOf(ctx.order.currency)(refusal.amount);
    const number = ctx.order.number;
    const asked = refusal.requestedDate ? ` asked for on ${refusal.requestedDate.toISOString().slice(0, 10)}` : '';
    // A provider may refuse without a reason: said so, rather than as empty quotes.
    const why = refusal.reason ? `: “${refusal.reason}”` : ', without giving a reason';
    const who = refusal.provider ? `The payment provider (${refusal.provider})` : 'The payment provider';
    return layout(ctx, `Refund of ${amount} on order #${number} was refused: the money did not go back`, [
      paragraph(`${who} refused the refund of ${amount} on order #${number}${asked}${why}.`),
      paragraph(
        `The money did NOT go back to the buyer (${ctx.order.buyerEmail}), who has not been told. Nothing is held for this refund any more: refund the order again, or settle with the buyer another way.`,
      ),
      refusal.lineItems.length ? linesPart(ctx, refusal.lineItems) : undefined,
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
    const refund = told(ctx.refund, 'REFUND_CONFIRMED');
    const amount = moneyOf(ctx.order.currency)(refund.amount);
    return layout(ctx, `Refund of ${amount} on order #${ctx.order.number} is confirmed: the money went back`, [
      paragraph(`The payment provider confirmed the refund of ${amount} on order #${ctx.order.number}, which had been sent without an answer. The money went back to the buyer (${ctx.order.buyerEmail}).`),
      refund.lineItems.length ? linesPart(ctx, refund.lineItems) : undefined,
    ]);
  },
};
