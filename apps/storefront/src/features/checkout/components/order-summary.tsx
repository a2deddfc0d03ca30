import type { Checkout } from '@vitrine/react';
import { DiscountRows } from '../../../components/ui/discount-rows';

/** The lines and totals of the checkout, as the platform priced them. */
export function OrderSummary({ checkout }: { checkout: Checkout }) {
  const { priceSummary: summary } = checkout;
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
      <dl className="totals">
        <dt>Subtotal</dt>
        <dd>{summary.subtotal.formattedAmount}</dd>
        <DiscountRows total={summary.discount} discounts={checkout.appliedDiscounts} />
        <dt>Shipping</dt>
        <dd>{checkout.shippingInfo.selectedCarrierServiceOption ? summary.shipping.formattedAmount : '—'}</dd>
        <dt>Tax</dt>
        <dd>{summary.tax.formattedAmount}</dd>
        <dt className="grand">Total</dt>
        <dd className="grand" data-testid="checkout-total">
          {summary.total.formattedAmount}
        </dd>
        {checkout.giftCard ? (
          <>
            <dt>Gift card</dt>
            <dd>−{checkout.giftCard.amount.formattedAmount}</dd>
            <dt className="grand">To pay now</dt>
            <dd className="grand">{checkout.payNow.formattedAmount}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
