import { VerifyForm } from '../../features/auth/components/verify-form';
import { useReturnTo } from '../../features/auth/utils/return-to';
import { usePrivatePage } from '../../lib/private-page';

export function Component() {
  usePrivatePage('Verify your e-mail');
  const returnTo = useReturnTo();
  return (
    <main className="page">
      <VerifyForm returnTo={returnTo} />
    </main>
  );
}
