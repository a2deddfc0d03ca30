import { useSearchParams } from 'react-router';
import { HostedPage } from '../../components/layout/hosted-page';
import { Notice } from '../../components/ui/notice';
import { useRedirectSession } from '../../lib/redirect-session';

/** `/hosted/checkout/thank-you?orderId=…`: the confirmation when the app named no thank-you page of its own. */
export function Component() {
  const [search] = useSearchParams();
  const orderId = search.get('orderId');
  const { data: session } = useRedirectSession();
  return (
    <HostedPage title="Thank you for your order">
      <Notice>
        Your order is placed.{orderId ? <> Order number: <strong data-testid="order-id">{orderId}</strong>.</> : null} A confirmation is on its way to your e-mail.
      </Notice>
      <p>
        <a className="button" href={session?.postFlowUrl ?? '/'}>
          Continue shopping
        </a>
      </p>
    </HostedPage>
  );
}
