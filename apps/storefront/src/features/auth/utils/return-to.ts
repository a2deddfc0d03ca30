import { useSearchParams } from '../../../lib/routing';
import { matchesPath, paths } from '../../../config/paths';
import { isOwnPath } from '../../../lib/own-path';

/**
 * Where a sign-in returns: `to` when it is a path of this store, else the account page (never
 * another site: no open redirect). The header's "Sign in" names the page it was followed from, so
 * followed from the sign-in or registration page it names that page: its own `returnTo` is used
 * instead, and the other sign-in pages (verify, reset, callback) are no place to come back to.
 */
export function safeReturnPath(to: string): string {
  if (!isOwnPath(to)) return paths.account.href();
  const { pathname, searchParams } = new URL(to, 'http://store');
  if (matchesPath(paths.signIn.path, pathname) || matchesPath(paths.register.path, pathname)) return safeReturnPath(searchParams.get('returnTo') ?? '');
  if ([paths.verify, paths.resetPassword, paths.callback].some((page) => matchesPath(page.path, pathname))) return paths.account.href();
  return to;
}

/** `?returnTo=` of the sign-in pages, checked by `safeReturnPath`. */
export function useReturnTo(): string {
  const [search] = useSearchParams();
  return safeReturnPath(search.get('returnTo') ?? '');
}
