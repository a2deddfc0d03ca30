import type { OAuthAppRow } from '../auth/auth.repository';
import { isLoopbackOrigin, isLoopbackUrl } from '../../lib/loopback';
import { parseWebUrl } from '../../lib/web-url';

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

/**
 * The URL as it may be sent back to a browser, or undefined when it may not: absolute http(s), no
 * user info, no control characters (NUL, CR/LF, `\x1f`: they would break the `Location` header or
 * be silently dropped by the URL parser), no backslash (browsers read `\` as `/`), and no path
 * starting with `//` (a page that keeps only the path would send the browser to another host).
 * The answer is the parsed URL's own serialisation, so what is checked is exactly what is sent.
 */
export function normalizeReturnUrl(url: string): string | undefined {
  // Control characters are what this refuses: the rule against them in patterns does not apply.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(url)) return undefined;
  const parsed = parseWebUrl(url);
  if (!parsed || parsed.pathname.startsWith('//')) return undefined;
  return parsed.href;
}

/**
 * The one checker for every return URL (logout, recovery e-mails, redirect sessions): the
 * normalized URL when it is a registered redirect URI or a page on an allowed origin of one of
 * `apps`, else undefined.
 */
export function allowedReturnUrl(apps: readonly OAuthAppRow[], url: string): string | undefined {
  const normalized = normalizeReturnUrl(url);
  if (normalized === undefined) return undefined;
  const origin = new URL(normalized).origin;
  return apps.some((app) => isRegisteredRedirectUri(app, url) || isAllowedOrigin(app, origin)) ? normalized : undefined;
}

export const isAllowedReturnUrl = (apps: readonly OAuthAppRow[], url: string): boolean => allowedReturnUrl(apps, url) !== undefined;
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
