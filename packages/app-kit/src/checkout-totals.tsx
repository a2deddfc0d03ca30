import type { Checkout } from '@vitrine/sdk/modules/checkout';
import { needsShipping } from '@vitrine/sdk/modules/checkout-readiness';
import { DiscountRows } from './discount-rows.tsx';
import { GiftCardRows } from './gift-card-rows.tsx';
import { taxLabel } from './tax-label.ts';

interface Props {
  checkout: Checkout;
  /** The app's class for the total's row (each app sets it apart its own way). */
  totalClassName: string;
  /** Names the total for tests. */
  totalTestId: string;
}

/**
 * A checkout's totals list as the platform priced it, on the storefront's checkout and the hosted
 * one: subtotal, each discount named, shipping, tax, the total, and after it what a gift card pays
 * and what is left to pay now and later, so the rows add up to what the order button charges.
 */
export function CheckoutTotals({ checkout, totalClassName, totalTestId }: Props) {
  const { priceSummary } = checkout;
  // Before the address that tax is reckoned at is saved, $0.00 would read as "no tax" and the total
  // as final: what must ship shows "—" until then (a tax the store charges anyway still shows).
  const taxUnknown = needsShipping(checkout) && !checkout.shippingInfo.shippingDestination?.address?.country && Number(priceSummary.tax.amount) === 0;
  return (
    <dl className="totals">
      <dt>Subtotal</dt>
      <dd>{priceSummary.subtotal.formattedAmount}</dd>
      <DiscountRows total={priceSummary.discount} discounts={checkout.appliedDiscounts} />
      <dt>Shipping</dt>
      {/* Downloads and gift cards ship nothing; for what must ship, nothing chosen yet (no address saved) is not yet
          known: either way not a free-looking $0.00. */}
      <dd>{!needsShipping(checkout) ? 'Not needed' : checkout.shippingInfo.selectedCarrierServiceOption ? priceSummary.shipping.formattedAmount : '—'}</dd>
      <dt>{taxLabel(checkout.taxIncludedInPrice)}</dt>
      <dd>{taxUnknown ? '—' : priceSummary.tax.formattedAmount}</dd>
      <dt className={totalClassName}>Total</dt>
      <dd className={totalClassName} data-testid={totalTestId}>
        {priceSummary.total.formattedAmount}
      </dd>
      <GiftCardRows checkout={checkout} />
    </dl>
  );
}
