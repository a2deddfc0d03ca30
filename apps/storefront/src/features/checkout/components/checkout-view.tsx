import { errorMessage, useCreateOrderMutation, type Checkout } from '@vitrine/react';
import { useState } from 'react';
import { PlaceOrder } from '@vitrine/app-kit/place-order';
import { needsShipping, text } from '../utils/checkout-state';
import { CheckoutGiftCard } from './checkout-gift-card';
import { ContactStep } from './contact-step';
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
              <CheckoutGiftCard checkout={checkout} />
              <p className="muted">Payment is taken by the store’s test payment provider when you place the order.</p>
            </section>
          ) : null}
        </div>
        <aside>
          <OrderSummary checkout={checkout} />
          <PlaceOrder
            checkout={checkout}
            total={checkout.payNow.formattedAmount}
            placing={place.isPending}
            busy={editing}
            error={place.error ? errorMessage(place.error) : undefined}
            onPlace={() => place.mutate()}
          />
        </aside>
      </div>
    </div>
  );
}
