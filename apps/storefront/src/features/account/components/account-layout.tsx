import { errorMessage, useSignOutMutation } from '@vitrine/react';
import type { ReactNode } from 'react';
import { NavLink } from '../../../lib/routing';
import { paths } from '../../../config/paths';

/** The account pages' frame: a heading, the section links and signing out. */
export function AccountLayout({ title, children }: { title: string; children: ReactNode }) {
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
      {signOut.error ? (
        <p className="form-error" role="alert">
          {errorMessage(signOut.error)}
        </p>
      ) : null}
      {children}
    </main>
  );
}
