import { VerifyForm } from '../../features/auth/components/verify-form';

export function Component() {
  return (
    <main className="page">
      <VerifyForm />
    </main>
  );
}
