import { useSearchParams } from '../../../lib/routing';
import { paths } from '../../../config/paths';

/** `to` when it is a path of this store, else the account page: never another site (no open redirect). */
export function safeReturnPath(to: string): string {
  return to.startsWith('/') && !to.startsWith('//') && !to.startsWith('/\\') ? to : paths.account.href();
}

/** `?returnTo=` of the sign-in pages, checked by `safeReturnPath`. */
export function useReturnTo(): string {
  const [search] = useSearchParams();
  return safeReturnPath(search.get('returnTo') ?? '');
}
