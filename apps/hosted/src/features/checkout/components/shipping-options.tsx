import type { Checkout } from '@vitrine/sdk/modules/checkout';
import { useState } from 'react';
import { shippingOptionsOf } from '../utils/checkout-state';

/** The shipping methods for the saved address; choosing one saves it at once. */
export function ShippingOptions({ checkout, saving, onChoose }: { checkout: Checkout; saving: boolean; onChoose: (code: string) => void }) {
  const options = shippingOptionsOf(checkout);
  const [choosing, setChoosing] = useState<string>();
  // While the choice is saved it shows as chosen; once saved (or refused) the platform's answer counts.
  const selected = saving && choosing ? choosing : checkout.shippingInfo.selectedCarrierServiceOption?.code;
  return (
    <fieldset className="checkout-section" disabled={saving}>
      <legend>
        <h2>Shipping method</h2>
      </legend>
      {!checkout.shippingInfo.shippingDestination?.address?.country ? (
        <p>Save a delivery address to see the shipping methods.</p>
      ) : options.length === 0 ? (
        <p role="alert">The store does not ship to this address.</p>
      ) : (
        options.map((option) => (
          <div className="radio-option" key={option.code}>
            <input
              type="radio"
              id={`shipping-${option.code}`}
              name="shipping-option"
              value={option.code}
              checked={selected === option.code}
              onChange={() => {
                setChoosing(option.code);
                onChoose(option.code);
              }}
            />
            <label htmlFor={`shipping-${option.code}`}>
              {option.title} — {option.cost.price.formattedAmount}
              {option.logistics.deliveryTime ? <span className="muted"> ({option.logistics.deliveryTime})</span> : null}
            </label>
          </div>
        ))
      )}
    </fieldset>
  );
}
