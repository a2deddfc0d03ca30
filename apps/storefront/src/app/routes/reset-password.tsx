import { ResetPasswordForm } from '../../features/auth/components/reset-password-form';
import { useReturnTo } from '../../features/auth/utils/return-to';
import { usePrivatePage } from '../../lib/private-page';

export function Component() {
  usePrivatePage('Reset your password');
  const returnTo = useReturnTo();
  return (
    <main className="page">
      <ResetPasswordForm returnTo={returnTo} />
    </main>
  );
}
