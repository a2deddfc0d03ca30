import { errorMessage, useUpdateCheckoutMutation, type Checkout, type ShippingOption } from '@vitrine/react';
import { ShippingOptionCost } from '@vitrine/app-kit/shipping-cost';
import { text, formatSlot, isPickup, shippingOptionsOf } from '../utils/checkout-state';

function OptionLabel({ option, currency }: { option: ShippingOption; currency: string }) {
  const pickup = option.logistics.pickupDetails;
  return (
    <span>
      <strong>{option.title}</strong> — <ShippingOptionCost option={option} currency={currency} />
      {option.logistics.deliveryTime ? <span className="muted"> · {option.logistics.deliveryTime}</span> : null}
      {option.logistics.deliveryTimeSlot ? <span className="muted"> · Delivery {formatSlot(option.logistics.deliveryTimeSlot)}</span> : null}
      {pickup ? (
        <span className="muted block">
          {[text(pickup.address.addressLine), text(pickup.address.city), text(pickup.address.postalCode)].filter(Boolean).join(', ')}
          {option.logistics.instructions ? ` · ${option.logistics.instructions}` : ''}
        </span>
      ) : null}
    </span>
  );
}

/** Delivery methods and pickup points for the saved address; choosing one saves it at once. */
export function ShippingStep({ checkout }: { checkout: Checkout }) {
  const update = useUpdateCheckoutMutation(checkout.id);
  const options = shippingOptionsOf(checkout);
  const selected = checkout.shippingInfo.selectedCarrierServiceOption?.code;
  const groups = [
    { title: 'Delivery', options: options.filter((option) => !isPickup(option)) },
    { title: 'Pickup', options: options.filter(isPickup) },
  ].filter((group) => group.options.length > 0);
  return (
    <section className="panel checkout-step" aria-labelledby="shipping-title">
      <h2 id="shipping-title">2. Shipping method</h2>
      {options.length === 0 ? (
        <p role="alert">The store does not ship to this address.</p>
      ) : (
        groups.map((group) => (
          <fieldset key={group.title} disabled={update.isPending}>
            <legend>{group.title}</legend>
            <ul className="options-list">
              {group.options.map((option) => (
                <li key={option.code}>
                  <label>
                    <input
                      type="radio"
                      name="shipping-option"
                      value={option.code}
                      checked={selected === option.code}
                      onChange={() => update.mutate({ checkout: { shippingInfo: { selectedCarrierServiceOption: { code: option.code } } } })}
                    />
                    <OptionLabel option={option} currency={checkout.currency} />
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        ))
      )}
      {update.error ? (
        <p className="field-error" role="alert">
          {errorMessage(update.error)}
        </p>
      ) : null}
    </section>
  );
}
