import { isLoopbackHost } from './lib/loopback';

/**
 * `--allow-origin URL` (repeatable) and `VITRINE_ALLOWED_ORIGINS` (comma- or space-separated):
 * the developer's own app addresses, registered on the startup OAuth app at each start. Each must
 * be an absolute http(s) URL without credentials or fragment, and https unless on loopback, the
 * rule every OAuth app's redirect URIs follow. Returns the URLs, or the first problem found.
 */
export function parseAllowedUrls(values: readonly string[]): { urls: string[] } | { error: string } {
  const urls: string[] = [];
  for (const value of values.flatMap((entry) => entry.split(/[\s,]+/)).filter(Boolean)) {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return { error: `--allow-origin ${value}: not an absolute URL (e.g. http://localhost:3000/callback)` };
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return { error: `--allow-origin ${value}: must be http or https` };
    if (url.username || url.password || value.includes('#')) return { error: `--allow-origin ${value}: no credentials or fragment` };
    if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) return { error: `--allow-origin ${value}: must be https unless on localhost` };
    // As given (an origin `http://localhost:3000` stays without a trailing slash), so an app that
    // sends exactly this string as its redirect URI is matched.
    urls.push(value === url.origin ? url.origin : url.href);
  }
  return { urls };
}
