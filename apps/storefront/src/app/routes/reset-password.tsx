import { ResetPasswordForm } from '../../features/auth/components/reset-password-form';

export function Component() {
  return (
    <main className="page">
      <ResetPasswordForm />
    </main>
  );
}
