import type { Checkout } from '@vitrine/sdk/modules/checkout';
import { CheckoutTotals } from '@vitrine/app-kit/checkout-totals';

/** The lines and totals as the platform priced them; the totals are the storefront's (each discount named, the gift card after the total). */
export function OrderSummary({ checkout }: { checkout: Checkout }) {
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
      <CheckoutTotals checkout={checkout} totalClassName="total" totalTestId="order-total" />
    </section>
  );
}
