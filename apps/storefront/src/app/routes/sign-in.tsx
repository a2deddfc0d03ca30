import { useMemberSession } from '@vitrine/react';
import { Navigate } from '../../lib/routing';
import { SignInForm } from '../../features/auth/components/sign-in-form';
import { useReturnTo } from '../../features/auth/utils/return-to';
import { usePrivatePage } from '../../lib/private-page';

export function Component() {
  usePrivatePage('Sign in');
  const returnTo = useReturnTo();
  const session = useMemberSession();
  if (session.data?.loggedIn) return <Navigate to={returnTo} replace />;
  return (
    <main className="page">
      <SignInForm returnTo={returnTo} />
    </main>
  );
}
