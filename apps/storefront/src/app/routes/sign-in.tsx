import { useMemberSession } from '@vitrine/react';
import { Navigate } from '../../lib/routing';
import { SignInForm } from '../../features/auth/components/sign-in-form';
import { useReturnTo } from '../../features/auth/utils/return-to';

export function Component() {
  const returnTo = useReturnTo();
  const session = useMemberSession();
  if (session.data?.loggedIn) return <Navigate to={returnTo} replace />;
  return (
    <main className="page">
      <SignInForm returnTo={returnTo} />
    </main>
  );
}
