import type { OAuthAppRow } from '../auth/auth.repository';
import { isLoopbackOrigin, isLoopbackUrl } from '../../lib/loopback';

/**
 * Where a hosted page may send the browser back to. Redirect URIs are compared string for string
 * (OAuth 2.0 security BCP §4.1); post-flow URLs (logout, checkout, callbacks) may also be any
 * http(s) page on one of the app's allowed origins. An app marked `loopback_redirects` (the
 * startup app of a platform on a loopback address) also takes any loopback URI, whatever its
 * port, as RFC 8252 §7.3 allows for apps running on the developer's machine.
 */
export const isRegisteredRedirectUri = (app: OAuthAppRow, uri: string): boolean =>
  app.redirect_uris.includes(uri) || (app.loopback_redirects && isLoopbackUrl(uri));

export const isAllowedOrigin = (app: OAuthAppRow, origin: string): boolean =>
  app.allowed_origins.includes(origin) || (app.loopback_redirects && isLoopbackOrigin(origin));

export function isAllowedReturnUrl(apps: readonly OAuthAppRow[], url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false;
  if (parsed.username || parsed.password) return false;
  return apps.some((app) => isRegisteredRedirectUri(app, url) || isAllowedOrigin(app, parsed.origin));
}

/** The end of every refusal of a return URL: how the developer registers it. */
export const howToRegister = (url: string) =>
  `${url} is not registered for this OAuth app: add it to the app's redirect URIs or allowed origins in the studio (OAuth apps), ` +
  `or start the platform with --allow-origin ${url}`;

/** The origin of an absolute URL, or undefined. */
export function originOf(url: string): string | undefined {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}
