import { VerifyForm } from '../../features/auth/components/verify-form';
import { usePrivatePage } from '../../lib/private-page';

export function Component() {
  usePrivatePage('Verify your e-mail');
  return (
    <main className="page">
      <VerifyForm />
    </main>
  );
}
