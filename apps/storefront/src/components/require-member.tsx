import { useMemberSession } from '@vitrine/react';
import type { ReactNode } from 'react';
import { Navigate, useCurrentPath } from '../lib/routing';
import { paths } from '../config/paths';
import { Loading } from './ui/states';

/** Member-only pages: a visitor is sent to sign in, and comes back here afterwards. */
export function RequireMember({ children }: { children: ReactNode }) {
  const session = useMemberSession();
  const currentPath = useCurrentPath();
  if (session.isPending) return <Loading />;
  if (!session.data?.loggedIn) return <Navigate to={paths.signIn.href(currentPath)} replace />;
  return <>{children}</>;
}
