import { useSearchParams } from 'react-router';
import { HostedPage } from '../../components/layout/hosted-page';
import { ErrorState, Loading } from '@vitrine/app-kit/states';
import { HostedCheckout } from '../../features/checkout/components/hosted-checkout';
import { useRedirectSession } from '../../lib/redirect-session';

/** `/hosted/checkout?checkoutId=…[&redirectSessionId=…]`: complete a checkout and place the order. */
export function Component() {
  const [search] = useSearchParams();
  const checkoutId = search.get('checkoutId');
  const session = useRedirectSession();
  let body;
  if (!checkoutId) body = <ErrorState title="No checkout named" message="Open the checkout from the store’s cart." />;
  // The session adds the way back (thank-you and post-flow URLs); an expired one is no reason to stop.
  else if (session.id && session.isPending) body = <Loading label="Loading your checkout…" />;
  else body = <HostedCheckout checkoutId={checkoutId} session={session.data} />;
  return (
    <HostedPage title="Checkout" wide>
      {body}
    </HostedPage>
  );
}
