import type { Checkout } from '@vitrine/sdk/modules/checkout';
import { needsShipping } from '@vitrine/sdk/modules/checkout-readiness';

/** The lines and totals as the platform priced them. */
export function OrderSummary({ checkout }: { checkout: Checkout }) {
  const { priceSummary } = checkout;
  const rows: Array<[string, string | undefined]> = [
    ['Subtotal', priceSummary.subtotal.formattedAmount],
    ...(Number(priceSummary.discount.amount) > 0 ? [['Discount', `−${priceSummary.discount.formattedAmount}`] as [string, string]] : []),
    // Nothing chosen yet for what must ship (no address saved): not yet known, rather than a free-looking $0.00.
    ['Shipping', !needsShipping(checkout) || checkout.shippingInfo.selectedCarrierServiceOption ? priceSummary.shipping.formattedAmount : '—'],
    ['Tax', priceSummary.tax.formattedAmount],
  ];
  return (
    <section className="checkout-section summary" aria-labelledby="summary-heading">
      <h2 id="summary-heading">Your order</h2>
      <ul className="line-items">
        {checkout.lineItems.map((line) => (
          <li key={line.id}>
            <span>
              {line.productName.translated ?? line.productName.original} × {line.quantity}
              {line.availability.status !== 'AVAILABLE' ? <span className="field-error"> — not available</span> : null}
            </span>
            <span>{(line.lineItemPrice ?? line.price).formattedAmount}</span>
          </li>
        ))}
      </ul>
      <dl className="totals">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className="total">
          <dt>Total</dt>
          <dd data-testid="order-total">{priceSummary.total.formattedAmount}</dd>
        </div>
      </dl>
    </section>
  );
}
