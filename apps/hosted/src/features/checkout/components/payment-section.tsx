import type { PaymentOption } from '@vitrine/sdk/modules/checkout';

/**
 * How the order is paid. This platform records test payments only (no card is charged, no card
 * number is asked for); the store's payment settings may block paying online.
 */
export function PaymentSection({ blocked, pending }: { blocked: PaymentOption[] | undefined; pending: boolean }) {
  const online = !blocked?.includes('FULL_PAYMENT_ONLINE');
  return (
    <section className="checkout-section" aria-labelledby="payment-heading">
      <h2 id="payment-heading">Payment</h2>
      {pending ? (
        <p>Loading payment options…</p>
      ) : online ? (
        <p>
          <strong>Test payment.</strong> The store’s test provider takes the payment when you place the order; no money moves.
        </p>
      ) : (
        <p>
          <strong>Pay later.</strong> The store takes payment offline after you place the order.
        </p>
      )}
    </section>
  );
}
