import { HostedPage } from '../../components/layout/hosted-page';

export function Component() {
  return (
    <HostedPage title="Not found">
      <p role="alert">This page does not exist.</p>
      <p>
        <a href="/">Go to the store</a>
      </p>
    </HostedPage>
  );
}
