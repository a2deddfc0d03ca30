import { useLocation } from 'wouter';
import { usePageHead } from './render-record';

/**
 * The head of a page only its shopper sees (cart, checkout, sign-in, account): a title of its own
 * in the tab and the history, and `noindex`, so a search engine that reaches it keeps it out of
 * its results. The path alone: a query may hold a token (an order link's). Its own module, so the
 * product page's first load does not carry it.
 */
export function usePrivatePage(title: string): void {
  const [pathname] = useLocation();
  usePageHead({ title, path: pathname, noIndex: true });
}
