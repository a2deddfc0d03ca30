import { errorMessage, errorStatus } from '@vitrine/react';
import { Link, useNavigate } from 'react-router';
import { PlaceOrder } from '@vitrine/app-kit/place-order';
import { ErrorState, Loading } from '@vitrine/app-kit/states';
import { paths } from '../../../config/paths';
import { leavePage, withQueryParams } from '../../../lib/leave-page';
import { useShopperClient, type RedirectSessionView } from '../../../lib/redirect-session';
import { useApplyGiftCard, useCheckout, usePaymentSettings, usePlaceOrder, useRemoveGiftCard, useUpdateCheckout } from '../api/checkout-queries';
import { needsShipping } from '@vitrine/sdk/modules/checkout-readiness';
import { ContactAddressStep } from './contact-address-step';
import { GiftCardSection } from './gift-card-section';
import { OrderSummary } from './order-summary';
import { PaymentSection } from './payment-section';
import { ShippingOptions } from './shipping-options';

/**
 * The hosted checkout: contact and address, shipping method, gift card, payment, then the order.
 * The page acts as the shopper who made the checkout (the tokens this origin keeps for the
 * session's app); anyone else is answered 404 by the platform.
 */
export function HostedCheckout({ checkoutId, session }: { checkoutId: string; session?: RedirectSessionView }) {
  const client = useShopperClient(session?.clientId);
  const navigate = useNavigate();
  const checkout = useCheckout(client, checkoutId);
  const payment = usePaymentSettings(client, checkoutId);
  const update = useUpdateCheckout(client, checkoutId);
  const applyGiftCard = useApplyGiftCard(client, checkoutId);
  const removeGiftCard = useRemoveGiftCard(client, checkoutId);
  const place = usePlaceOrder(client, checkoutId);

  if (checkout.isPending) return <Loading label="Loading your checkout…" />;
  if (checkout.error) {
    const missing = errorStatus(checkout.error) === 404;
    return (
      <ErrorState
        title={missing ? 'Checkout not found' : 'The checkout could not be loaded'}
        message={missing ? 'This checkout does not exist, or it was started in another browser.' : errorMessage(checkout.error)}
      >
        {session?.postFlowUrl ? (
          <p>
            <a href={session.postFlowUrl}>Back to the store</a>
          </p>
        ) : null}
      </ErrorState>
    );
  }

  const current = checkout.data;
  if (current.completed && current.orderId) {
    return (
      <ErrorState title="This order is already placed">
        <p>
          <Link to={paths.thankYou.href(current.orderId)}>See the order confirmation</Link>
        </p>
      </ErrorState>
    );
  }
  const shipping = needsShipping(current);

  function placeOrder() {
    place.mutate(undefined, {
      onSuccess: (orderId) => {
        if (session?.thankYouPageUrl) return leavePage(withQueryParams(session.thankYouPageUrl, { orderId }), { replace: false });
        const next = new URLSearchParams({ orderId });
        if (session) next.set('redirectSessionId', session.id);
        void navigate(`${paths.thankYou.path}?${next}`, { replace: true });
      },
    });
  }

  return (
    <div className="checkout-grid">
      <div>
        {/* Keyed by revision: a saved update fills the form again from what the platform kept. */}
        <ContactAddressStep
          key={current.revision}
          checkout={current}
          withAddress={shipping}
          save={update}
          onSubmit={(info) => update.mutate(info)}
        />
        {shipping ? (
          <ShippingOptions
            checkout={current}
            saving={update.isPending}
            // Only a shipping choice being saved, not an address.
            choosing={update.isPending ? update.variables?.shippingInfo?.selectedCarrierServiceOption?.code : undefined}
            onChoose={(code) => update.mutate({ shippingInfo: { selectedCarrierServiceOption: { code } } })}
          />
        ) : null}
        <GiftCardSection checkout={current} apply={applyGiftCard} remove={removeGiftCard} />
        <PaymentSection blocked={payment.data?.blockedPaymentOptions} pending={payment.isPending} />
      </div>
      <aside>
        <OrderSummary checkout={current} />
        <PlaceOrder
          checkout={current}
          // What is charged now: the total less what a gift card pays (and what is paid later).
          total={current.payNow.formattedAmount}
          placing={place.isPending}
          busy={update.isPending || applyGiftCard.isPending || removeGiftCard.isPending}
          error={place.error ? errorMessage(place.error) : undefined}
          onPlace={placeOrder}
        />
        {session?.postFlowUrl ? (
          <p className="form-links">
            <a href={session.postFlowUrl}>Back to the store</a>
          </p>
        ) : null}
      </aside>
    </div>
  );
}
