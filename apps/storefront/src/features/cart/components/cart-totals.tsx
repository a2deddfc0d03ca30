import { CountryRegionFields } from '@vitrine/app-kit/country-region-fields';
import { ShippingOptionCost } from '@vitrine/app-kit/shipping-cost';
import { errorMessage, type Address, type Cart } from '@vitrine/react';
import { needsShipping } from '@vitrine/sdk/modules/checkout-readiness';
import { useId, useState, type FormEvent } from 'react';
import { DiscountRows } from '@vitrine/app-kit/discount-rows';
import { taxLabel } from '@vitrine/app-kit/tax-label';
import { formatMoney } from '../../../components/ui/money';
import type { CartEstimate } from '../hooks/use-cart-estimate';
import { cartProblems } from './line-items';

/** The address to estimate for; it starts from `address`, the estimate shown (a saved one after a reload). */
function EstimateForm({ address, onEstimate }: { address: Address | undefined; onEstimate: (address: Address) => void }) {
  // Country and region as lists of names, as at checkout: nobody types an ISO code.
  const [place, setPlace] = useState({ country: address?.country ?? 'US', region: address?.subdivision ?? '' });
  const postalCodeId = useId();
  const cityId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const typed = (name: string) => String(form.get(name) ?? '').trim() || undefined;
    // The city too: a city's own tax (New York City's) is counted only when the address names it.
    onEstimate({ country: place.country, subdivision: place.region || undefined, city: typed('city'), postalCode: typed('postalCode') });
  };
  return (
    <form onSubmit={submit} aria-label="Estimate for an address">
      <CountryRegionFields rowClassName="grid-2" country={place.country} region={place.region} onChange={setPlace} />
      <div className="grid-2">
        <div className="field">
          <label htmlFor={cityId}>City</label>
          <input id={cityId} name="city" autoComplete="address-level2" defaultValue={address?.city} />
        </div>
        <div className="field">
          <label htmlFor={postalCodeId}>Postal code</label>
          <input id={postalCodeId} name="postalCode" autoComplete="postal-code" defaultValue={address?.postalCode} />
        </div>
      </div>
      <button type="submit" className="button secondary">
        Estimate
      </button>
    </form>
  );
}

/**
 * The shipping row. The platform answers a shipping of 0.00 whenever no option is chosen (no address
 * yet, or an address the store does not ship to), which would read as free shipping: an amount is
 * shown only for the option the estimate chose, and a cart of downloads and gift cards ships nothing.
 */
function shippingText(cart: Cart, { estimate, address }: CartEstimate): string {
  if (!needsShipping(cart)) return 'Not needed';
  if (!address) return 'Enter an address';
  const chosen = estimate.data?.shippingInfo?.selectedCarrierServiceOption;
  // No option for this address: the problems above say why; "—" is no price, not a free one.
  return chosen ? formatMoney(estimate.data?.priceSummary?.shipping?.amount, cart.currency) : estimate.data ? '—' : '';
}

/** Totals estimated for a destination (`useCartEstimate`): tax and the shipping options there. */
export function CartTotals({ cart, estimate: cartEstimate }: { cart: Cart; estimate: CartEstimate }) {
  const { estimate, address, restored, setAddress, setShippingCode } = cartEstimate;
  const summary = estimate.data?.priceSummary;
  const options = estimate.data?.shippingInfo?.carrierServiceOptions?.flatMap((carrier) => carrier.shippingOptions) ?? [];
  const selected = estimate.data?.shippingInfo?.selectedCarrierServiceOption?.code;
  // A line's own problem shows under that line only; the list keeps the whole cart's.
  const problems = cartProblems(cart, estimate.data?.violations ?? []);
  return (
    <section className="panel" aria-labelledby="totals-title">
      <h2 id="totals-title">Estimated totals</h2>
      {/* Drawn again from a saved estimate once it is read back (after hydration), and for another cart. */}
      <EstimateForm key={`${cart.id} ${restored}`} address={address} onEstimate={setAddress} />
      {options.length > 0 ? (
        <fieldset className="field">
          <legend>Shipping</legend>
          <ul className="options-list">
            {options.map((option) => (
              <li key={option.code}>
                <label>
                  <input type="radio" name="shipping" value={option.code} checked={selected === option.code} onChange={() => setShippingCode(option.code)} />
                  <span>
                    {option.title} — <ShippingOptionCost option={option} currency={cart.currency} />
                    {option.logistics?.deliveryTime ? <small> ({option.logistics.deliveryTime})</small> : null}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
      {estimate.error ? <p className="field-error" role="alert">{errorMessage(estimate.error)}</p> : null}
      {problems.length ? (
        <div role="alert">
          <ul className="form-error" aria-label="Problems with your cart">
            {problems.map((violation, index) => (
              <li key={index}>{violation.description}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <dl className="totals" aria-busy={estimate.isFetching}>
        <dt>Subtotal</dt>
        <dd>{formatMoney(summary?.subtotal?.amount ?? cart.subtotal?.amount, cart.currency)}</dd>
        {summary?.discount ? <DiscountRows total={summary.discount} discounts={estimate.data?.appliedDiscounts} /> : null}
        <dt>Shipping</dt>
        <dd>{shippingText(cart, cartEstimate)}</dd>
        {/* In a store whose prices include tax, the tax is part of the subtotal, not added to it. */}
        <dt>{taxLabel((estimate.data?.cart ?? cart).taxIncludedInPrices)}</dt>
        {/* No address yet: $0.00 would read as "no tax" (a tax the store charges anyway still shows). */}
        <dd>{address || Number(summary?.tax?.amount ?? 0) > 0 ? formatMoney(summary?.tax?.amount, cart.currency) : 'Enter an address'}</dd>
        <dt className="grand">Total</dt>
        <dd className="grand" data-testid="cart-total">
          {formatMoney(summary?.total?.amount, cart.currency)}
        </dd>
      </dl>
    </section>
  );
}
