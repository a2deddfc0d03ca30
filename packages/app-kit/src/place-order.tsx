import type { Checkout } from '@vitrine/sdk/modules/checkout';
import { blockingViolations, missingForOrder as missingCodes, type MissingForOrder } from '@vitrine/sdk/modules/checkout-readiness';
import { FormError } from './form-error.tsx';

const missingText: Record<MissingForOrder, string> = {
  BUYER_EMAIL: 'your e-mail',
  SHIPPING_ADDRESS: 'a delivery address',
  SHIPPING_OPTION: 'a shipping method',
  LINE_ITEMS: 'something to buy',
};

/** What still stops the order, in the shopper's words, in the order the page asks for it. */
const missingForOrder = (checkout: Checkout): string[] => missingCodes(checkout).map((code) => missingText[code]);

const list = new Intl.ListFormat('en', { type: 'conjunction' });

/** The sentence under the order button, or undefined when nothing is missing: "…, add your e-mail and a delivery address." */
export function missingSentence(checkout: Checkout): string | undefined {
  const missing = missingForOrder(checkout);
  return missing.length ? `To place the order, add ${list.format(missing)}.` : undefined;
}

interface Props {
  checkout: Checkout;
  /** The amount on the button: what is paid now. */
  total: string;
  placing: boolean;
  /** Another part of the page is saving or being edited: no order until it is done. */
  busy: boolean;
  /** The failed order's message, if any. */
  error?: string;
  onPlace: () => void;
}

/**
 * The checkout's last step, in the storefront and on the hosted checkout: what the platform says
 * blocks the order, what the shopper has still to give, and the button, enabled only when nothing
 * stops the order and named for the total.
 */
export function PlaceOrder({ checkout, total, placing, busy, error, onPlace }: Props) {
  const missing = missingSentence(checkout);
  const violations = blockingViolations(checkout);
  return (
    <>
      {violations.length ? (
        <ul className="form-error" role="alert">
          {violations.map((violation, index) => (
            <li key={index}>{violation.description}</li>
          ))}
        </ul>
      ) : null}
      <FormError message={error} />
      {missing ? <p id="order-missing">{missing}</p> : null}
      <button
        type="button"
        className="button place-order"
        onClick={onPlace}
        disabled={missing !== undefined || violations.length > 0 || placing || busy}
        aria-describedby={missing ? 'order-missing' : undefined}
      >
        {placing ? 'Placing order…' : `Place order · ${total}`}
      </button>
    </>
  );
}
