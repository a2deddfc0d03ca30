import type { Checkout } from '@vitrine/react';
import { CheckoutTotals } from '@vitrine/app-kit/checkout-totals';

/** The lines and totals of the checkout, as the platform priced them. */
export function OrderSummary({ checkout }: { checkout: Checkout }) {
  return (
    <section className="panel" aria-labelledby="summary-title">
      <h2 id="summary-title">Order summary</h2>
      <ul className="summary-lines">
        {checkout.lineItems.map((line) => (
          <li key={line.id} className="row">
            <span>
              {line.productName.original}
              {line.descriptionLines.length ? <span className="muted"> ({line.descriptionLines.map((d) => d.plainText?.original ?? d.colorInfo?.original).filter(Boolean).join(', ')})</span> : null} × {line.quantity}
            </span>
            <span>{line.lineItemPrice?.formattedAmount ?? line.price.formattedAmount}</span>
          </li>
        ))}
      </ul>
      <CheckoutTotals checkout={checkout} totalClassName="grand" totalTestId="checkout-total" />
    </section>
  );
}
