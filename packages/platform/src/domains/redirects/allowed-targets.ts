import type { OAuthAppRow } from '../auth/auth.repository';

/**
 * Where a hosted page may send the browser back to. Redirect URIs are compared string for string
 * (OAuth 2.0 security BCP §4.1); post-flow URLs (logout, checkout, callbacks) may also be any
 * http(s) page on one of the app's allowed origins.
 */
export const isRegisteredRedirectUri = (app: OAuthAppRow, uri: string): boolean => app.redirect_uris.includes(uri);

export const isAllowedOrigin = (app: OAuthAppRow, origin: string): boolean => app.allowed_origins.includes(origin);

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

/** The origin of an absolute URL, or undefined. */
export function originOf(url: string): string | undefined {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}
