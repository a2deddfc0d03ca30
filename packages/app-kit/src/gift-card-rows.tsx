import type { Order } from '@vitrine/sdk/modules/orders';

type GiftCardPayment = Pick<Order, 'giftCard' | 'payNow' | 'payLater'>;

/** A placed order's rows say what was paid; a checkout's, before the order, what will be. */
const wording = {
  order: { card: 'Paid by gift card', now: 'Charged' },
  checkout: { card: 'Gift card', now: 'To pay now' },
};

/**
 * The rows after the total of an order, or of a checkout, when a gift card pays part of it: what
 * the card pays, what is charged besides, and what is left to pay later (offline lines), so the
 * rows add up to the total. Rows of the page's totals list (`dt`/`dd` pairs); nothing without a
 * gift card. `chargedTestId` names the amount charged now for tests.
 */
export function GiftCardRows(props: ({ order: GiftCardPayment } | { checkout: GiftCardPayment }) & { chargedTestId?: string }) {
  const [payment, words] = 'order' in props ? [props.order, wording.order] : [props.checkout, wording.checkout];
  if (!payment.giftCard) return null;
  return (
    <>
      <dt>
        {words.card} {payment.giftCard.obfuscatedCode}
      </dt>
      <dd>−{payment.giftCard.amount.formattedAmount}</dd>
      <dt>{words.now}</dt>
      <dd data-testid={props.chargedTestId}>{payment.payNow.formattedAmount}</dd>
      {Number(payment.payLater.amount) > 0 ? (
        <>
          <dt>To pay later</dt>
          <dd>{payment.payLater.formattedAmount}</dd>
        </>
      ) : null}
    </>
  );
}
