import { RegisterForm } from '../../features/auth/components/register-form';
import { useReturnTo } from '../../features/auth/utils/return-to';
import { usePrivatePage } from '../../lib/private-page';

export function Component() {
  usePrivatePage('Create an account');
  const returnTo = useReturnTo();
  return (
    <main className="page">
      <RegisterForm returnTo={returnTo} />
    </main>
  );
}
