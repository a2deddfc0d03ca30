import { HostedPage } from '../../components/layout/hosted-page';

/** `/hosted/`: nothing to do here by itself; every hosted page opens from a store or an app. */
export function Component() {
  return (
    <HostedPage title="Sign-in and checkout">
      <p>Sign-in, registration and the hosted checkout open here from a store or an app.</p>
      <p>
        <a href="/">Go to the store</a>
      </p>
    </HostedPage>
  );
}
