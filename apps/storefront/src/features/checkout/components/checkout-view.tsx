import { errorMessage, useCreateOrderMutation, type Checkout } from '@vitrine/react';
import { useState } from 'react';
import { blockingViolations, missingForOrder, needsShipping, text } from '../utils/checkout-state';
import { ContactStep } from './contact-step';
import { GiftCardForm } from './gift-card-form';
import { OrderSummary } from './order-summary';
import { ShippingStep } from './shipping-step';

/**
 * The in-app checkout, one page in steps: contact and address, shipping method (delivery or
 * pickup), gift card, then review and place the order. A saved step folds into a summary with an
 * Edit button; the platform's checkout is the only state.
 */
export function CheckoutView({ checkout, onOrderPlaced }: { checkout: Checkout; onOrderPlaced: (orderId: string) => void }) {
  const shipping = needsShipping(checkout);
  const saved = Boolean(checkout.buyerInfo.email && (!shipping || checkout.shippingInfo.shippingDestination?.address?.country));
  const [editing, setEditing] = useState(!saved);
  const place = useCreateOrderMutation(checkout.id, { onSuccess: onOrderPlaced });
  const missing = missingForOrder(checkout);
  const violations = blockingViolations(checkout);
  const destination = checkout.shippingInfo.shippingDestination;
  const steps = ['Contact', ...(shipping ? ['Shipping'] : []), 'Review'];
  const current = editing ? 0 : shipping && !checkout.shippingInfo.selectedCarrierServiceOption ? 1 : steps.length - 1;

  return (
    <div className="checkout-page">
      <ol className="steps" aria-label="Checkout steps">
        {steps.map((step, index) => (
          <li key={step} aria-current={index === current ? 'step' : undefined}>
            {step}
          </li>
        ))}
      </ol>
      <div className="checkout-grid">
        <div>
          {editing ? (
            <ContactStep key={checkout.revision} checkout={checkout} withAddress={shipping} onDone={() => setEditing(false)} />
          ) : (
            <section className="panel checkout-step" aria-labelledby="contact-done-title">
              <div className="row">
                <h2 id="contact-done-title">1. Contact{shipping ? ' and delivery' : ''}</h2>
                <button type="button" className="button link" onClick={() => setEditing(true)}>
                  Edit<span className="visually-hidden"> contact and delivery</span>
                </button>
              </div>
              <p>
                {checkout.buyerInfo.email}
                {destination?.address ? (
                  <>
                    <br />
                    {[destination.contactDetails?.firstName, destination.contactDetails?.lastName].filter(Boolean).join(' ')}, {text(destination.address.addressLine)},{' '}
                    {text(destination.address.city)} {text(destination.address.postalCode)}, {text(destination.address.country)}
                  </>
                ) : null}
              </p>
            </section>
          )}
          {shipping && !editing ? <ShippingStep checkout={checkout} /> : null}
          {!editing ? (
            <section className="panel checkout-step" aria-labelledby="payment-title">
              <h2 id="payment-title">{shipping ? '3.' : '2.'} Gift card and payment</h2>
              <GiftCardForm checkout={checkout} />
              <p className="muted">Payment is taken by the store’s test payment provider when you place the order.</p>
            </section>
          ) : null}
        </div>
        <aside>
          <OrderSummary checkout={checkout} />
          {violations.length ? (
            <ul className="form-error" role="alert">
              {violations.map((violation, index) => (
                <li key={index}>{violation.description}</li>
              ))}
            </ul>
          ) : null}
          {place.error ? (
            <p className="form-error" role="alert">
              {errorMessage(place.error)}
            </p>
          ) : null}
          {missing.length ? <p id="order-missing">To place the order, add {missing.join(', ')}.</p> : null}
          <button
            type="button"
            className="button place-order"
            onClick={() => place.mutate()}
            disabled={missing.length > 0 || violations.length > 0 || place.isPending || editing}
            aria-describedby={missing.length ? 'order-missing' : undefined}
          >
            {place.isPending ? 'Placing order…' : `Place order · ${checkout.payNow.formattedAmount}`}
          </button>
        </aside>
      </div>
    </div>
  );
}
