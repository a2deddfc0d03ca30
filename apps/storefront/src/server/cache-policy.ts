import { createHash } from 'node:crypto';
import type { QueryClient } from '@tanstack/react-query';
import { parseCookieHeader, sessionCookieNames } from '@vitrine/sdk/auth';
import { decodePath, pathPattern, paths } from '../config/paths';

/** The catalogue's pages: the same for every visitor who has no session yet. Compiled once, not per request. */
const publicPages = [paths.home.path, paths.catalogue.path, paths.collection.path, paths.product.path].map(pathPattern);

/**
 * A shared cache (a CDN) may keep a page for a minute and serve it stale for five more while it
 * fetches a fresh one: a product or collection change shows within the minute. Browsers revalidate
 * each time (`max-age=0`) with the ETag.
 */
export const publicCacheControl = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
/** Pages holding a shopper's own cart or account: never kept by any cache. */
export const privateCacheControl = 'private, no-store';

/**
 * A page is public when it is a catalogue page and the request carries no session of this store:
 * its HTML then holds nothing of anyone's (the cart count and the account link are filled in by
 * the browser). A request with a session gets its own cart count in the HTML, so it is private.
 */
export function isPublicPage(method: string, pathname: string, cookieHeader: string | undefined, clientId: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const address = decodePath(pathname);
  if (!publicPages.some((pattern) => pattern.test(address))) return false;
  const cookies = parseCookieHeader(cookieHeader);
  const names = sessionCookieNames(clientId);
  return !cookies.has(names.access) && !cookies.has(names.refresh);
}

/** The guest's order page, whose address holds the order link's token (a credential). Compiled once. */
const orderLinkPage = pathPattern(paths.orderByLink.path);

/**
 * Whether the page's address holds a credential (an order link's token): its own requests (its
 * images, through a CDN's access logs) and its links must not pass the address on as their
 * `Referer`, as the platform's answer to the token says of itself (`Referrer-Policy: no-referrer`).
 */
export const addressHoldsCredential = (pathname: string): boolean => orderLinkPage.test(decodePath(pathname));

/** The shopper's own queries: never in a public page's data, so the browser asks for its own. */
export const isShopperQuery = (queryKey: readonly unknown[]) => queryKey[0] === 'vitrine' && (queryKey[1] === 'cart' || queryKey[1] === 'member' || queryKey[1] === 'checkouts' || queryKey[1] === 'orders');

/**
 * The page's ETag, known before the HTML streams: the HTML is a function of the build (the
 * template), the address, the status and the queries' data, so their digest names it.
 */
export function pageEtag(parts: { template: string; url: string; status: number; queryClient: QueryClient }): string {
  const hash = createHash('sha256').update(parts.template).update('\0').update(parts.url).update('\0').update(String(parts.status));
  // In a fixed order: the queries of a page start in whichever order their answers allow.
  const queries = parts.queryClient.getQueryCache().getAll().sort((a, b) => (a.queryHash < b.queryHash ? -1 : a.queryHash > b.queryHash ? 1 : 0));
  for (const query of queries) {
    hash.update('\0').update(query.queryHash).update('\0').update(JSON.stringify(query.state.data ?? null)).update(query.state.status);
  }
  return `W/"${hash.digest('base64url').slice(0, 27)}"`;
}
