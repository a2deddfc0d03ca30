import type { Checkout } from '@vitrine/sdk/modules/checkout';
import { ShippingOptionCost } from '@vitrine/app-kit/shipping-cost';
import { shippingOptionsOf } from '@vitrine/sdk/modules/checkout-readiness';

/**
 * The shipping methods for the saved address; choosing one saves it at once. `choosing` is the
 * code being saved: it shows as chosen until the platform's answer counts.
 */
export function ShippingOptions({ checkout, saving, choosing, onChoose }: { checkout: Checkout; saving: boolean; choosing?: string; onChoose: (code: string) => void }) {
  const options = shippingOptionsOf(checkout);
  const selected = choosing ?? checkout.shippingInfo.selectedCarrierServiceOption?.code;
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
              onChange={() => onChoose(option.code)}
            />
            <label htmlFor={`shipping-${option.code}`}>
              {option.title} — <ShippingOptionCost option={option} currency={checkout.currency} />
              {option.logistics.deliveryTime ? <span className="muted"> ({option.logistics.deliveryTime})</span> : null}
            </label>
          </div>
        ))
      )}
    </fieldset>
  );
}
