import { useSearchParams } from '../../../lib/routing';
import { matchesPath, paths } from '../../../config/paths';
import { orderLinkReturn } from '../../../lib/order-link';
import { isOwnPath } from '../../../lib/own-path';

/** The pages a shopper signs in through; each passes its `?returnTo=` on to the next. */
const signInPages = [paths.signIn, paths.register, paths.verify, paths.resetPassword];

/**
 * Where a sign-in returns: `to` when it is a path of this store, else the account page (never
 * another site: no open redirect). The header's "Sign in" names the page it was followed from, so
 * followed from a sign-in page (sign-in, registration, verify, reset) it names that page: its own
 * `returnTo` is used instead; the callback is no place to come back to. Followed from a guest's
 * order link, it goes where that page's own "Sign in" does, the order in the account: the link is
 * most often followed to sign in because it expired, and would only say so again.
 */
export function safeReturnPath(to: string): string {
  if (!isOwnPath(to)) return paths.account.href();
  const { pathname, searchParams } = new URL(to, 'http://store');
  if (signInPages.some((page) => matchesPath(page.path, pathname))) return safeReturnPath(searchParams.get('returnTo') ?? '');
  if (matchesPath(paths.orderByLink.path, pathname)) return orderLinkReturn(searchParams.get('token') ?? '');
  return matchesPath(paths.callback.path, pathname) ? paths.account.href() : to;
}

/**
 * A link to a sign-in page that, once the shopper is signed in, still returns to `returnTo`: every
 * link between the sign-in pages and into them is built here, so none drops the return address.
 * `returnTo` is checked (`safeReturnPath`), and the account page, where a sign-in goes anyway, is
 * left out of the address.
 *
 * @example signInPageHref('register', '/cart') // '/register?returnTo=%2Fcart'
 */
export function signInPageHref(page: 'signIn' | 'register' | 'verify' | 'resetPassword', returnTo: string): string {
  const to = safeReturnPath(returnTo);
  const href = paths[page].href();
  return to === paths.account.href() ? href : `${href}?${new URLSearchParams({ returnTo: to })}`;
}

/** `?returnTo=` of the sign-in pages, checked by `safeReturnPath`. */
export function useReturnTo(): string {
  const [search] = useSearchParams();
  return safeReturnPath(search.get('returnTo') ?? '');
}
