import type { Order } from '@vitrine/sdk/modules/orders';

/**
 * The rows after an order's total when a gift card paid part of it: what the card paid, what was
 * charged besides, and what is left to pay later (offline lines), so the rows add up to the total.
 * Rows of the page's totals list (`dt`/`dd` pairs); nothing without a gift card. `chargedTestId`
 * names the charged amount for tests.
 */
export function GiftCardRows({ order, chargedTestId }: { order: Pick<Order, 'giftCard' | 'payNow' | 'payLater'>; chargedTestId?: string }) {
  if (!order.giftCard) return null;
  return (
    <>
      <dt>Paid by gift card {order.giftCard.obfuscatedCode}</dt>
      <dd>−{order.giftCard.amount.formattedAmount}</dd>
      <dt>Charged</dt>
      <dd data-testid={chargedTestId}>{order.payNow.formattedAmount}</dd>
      {Number(order.payLater.amount) > 0 ? (
        <>
          <dt>To pay later</dt>
          <dd>{order.payLater.formattedAmount}</dd>
        </>
      ) : null}
    </>
  );
}
