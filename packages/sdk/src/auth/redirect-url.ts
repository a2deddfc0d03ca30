/** Reading the return URL of a redirect-based sign-in (spec §2). */

/**
 * What the hosted sign-in put in the return URL.
 *
 * @example
 * const result: OAuthRedirectResult = parseFromUrl('https://shop.example/callback#code=c&state=s');
 * // { code: 'c', state: 's' }
 */
export interface OAuthRedirectResult {
  code?: string;
  state?: string;
  error?: string;
  errorDescription?: string;
}

/**
 * The code, state and error the hosted sign-in put in the return URL's fragment or query
 * string (fragment first). Without an argument, reads the current page's URL.
 *
 * @example
 * const { code, state, error } = auth.parseFromUrl();
 */
export function parseFromUrl(url?: string): OAuthRedirectResult {
  const href = url ?? (globalThis as { location?: { href?: string } }).location?.href;
  if (!href) throw new Error('parseFromUrl needs a URL when there is no current page');
  const parsed = new URL(href);
  const fragment = new URLSearchParams(parsed.hash.replace(/^#/, ''));
  const read = (name: string) => fragment.get(name) ?? parsed.searchParams.get(name) ?? undefined;
  const result: OAuthRedirectResult = {};
  const code = read('code');
  const state = read('state');
  const error = read('error');
  const errorDescription = read('error_description');
  if (code !== undefined) result.code = code;
  if (state !== undefined) result.state = state;
  if (error !== undefined) result.error = error;
  if (errorDescription !== undefined) result.errorDescription = errorDescription;
  return result;
}
