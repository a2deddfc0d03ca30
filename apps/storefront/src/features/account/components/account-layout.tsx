import { errorMessage, useSignOutMutation } from '@vitrine/react';
import type { ComponentType, ReactNode } from 'react';
import { FormError } from '@vitrine/app-kit/form-error';
import { RequireMember } from '../../../components/require-member';
import { NavLink } from '../../../lib/routing';
import { paths } from '../../../config/paths';
import { usePrivatePage } from '../../../lib/private-page';

/** The account pages' frame: a heading, the section links and signing out. */
function AccountLayout({ title, children }: { title: string; children: ReactNode }) {
  const signOut = useSignOutMutation({ onSuccess: (logoutUrl) => location.assign(logoutUrl) });
  return (
    <main className="page">
      <h1>{title}</h1>
      <nav className="account-nav" aria-label="Account">
        <ul>
          <li>
            <NavLink to={paths.account.href()} end>
              Profile
            </NavLink>
          </li>
          <li>
            <NavLink to={paths.accountOrders.href()}>Orders</NavLink>
          </li>
          <li>
            <NavLink to={paths.accountAddresses.href()}>Addresses</NavLink>
          </li>
          <li>
            <button type="button" className="button link" disabled={signOut.isPending} onClick={() => signOut.mutate(`${location.origin}${paths.home.href()}`)}>
              Sign out
            </button>
          </li>
        </ul>
      </nav>
      <FormError message={signOut.error ? errorMessage(signOut.error) : undefined} />
      {children}
    </main>
  );
}

/**
 * A route module's page of the member's account (`export const Component = accountPage(…)`): a
 * visitor is sent to sign in and comes back after; a member sees `Content` in the account's frame.
 */
export function accountPage(title: string, Content: ComponentType): ComponentType {
  return function AccountPage() {
    usePrivatePage(title);
    return (
      <RequireMember>
        <AccountLayout title={title}>
          <Content />
        </AccountLayout>
      </RequireMember>
    );
  };
}
