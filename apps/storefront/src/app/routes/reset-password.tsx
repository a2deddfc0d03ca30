import { ResetPasswordForm } from '../../features/auth/components/reset-password-form';
import { usePrivatePage } from '../../lib/private-page';

export function Component() {
  usePrivatePage('Reset your password');
  return (
    <main className="page">
      <ResetPasswordForm />
    </main>
  );
}
