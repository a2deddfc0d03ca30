import { useSearchParams } from '../../../lib/routing';
import { paths } from '../../../config/paths';

/** `?returnTo=` of the sign-in pages: only a path of this store, never another site (no open redirect). */
export function useReturnTo(): string {
  const [search] = useSearchParams();
  const to = search.get('returnTo') ?? '';
  return to.startsWith('/') && !to.startsWith('//') && !to.startsWith('/\\') ? to : paths.account.href();
}
