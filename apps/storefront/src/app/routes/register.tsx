import { RegisterForm } from '../../features/auth/components/register-form';
import { useReturnTo } from '../../features/auth/utils/return-to';

export function Component() {
  const returnTo = useReturnTo();
  return (
    <main className="page">
      <RegisterForm returnTo={returnTo} />
    </main>
  );
}
