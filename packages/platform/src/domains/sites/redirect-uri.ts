import type { FieldViolation } from '../../lib/app-error';
import { normalizeReturnUrl } from '../redirects/allowed-targets';

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * OAuth 2.0 security BCP: redirect URIs are absolute, carry no fragment, and use https except on
 * loopback (native and development apps). They are later compared string for string.
 */
export function redirectUriViolation(uri: string, field: string): FieldViolation | undefined {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return { field, description: 'must be an absolute URL', violatedRule: 'FORMAT' };
  }
  if (url.hash || uri.includes('#')) return { field, description: 'must not contain a fragment', violatedRule: 'FORMAT' };
  // Registered URIs are sent back to browsers: the same rules as every return URL.
  if (normalizeReturnUrl(uri) === undefined) {
    return { field, description: 'must not contain control characters, backslashes, user info or a path starting with //', violatedRule: 'FORMAT' };
  }
  if (url.protocol === 'https:') return undefined;
  if (url.protocol === 'http:' && loopbackHosts.has(url.hostname)) return undefined;
  return { field, description: 'must use https (http only on loopback)', violatedRule: 'FORMAT' };
}

/** An allowed origin is scheme, host and port only. */
export function originViolation(origin: string, field: string): FieldViolation | undefined {
  try {
    const url = new URL(origin);
    if (url.origin === origin && (url.protocol === 'https:' || url.protocol === 'http:')) return undefined;
  } catch {
    // falls through to the violation below
  }
  return { field, description: 'must be an origin such as https://shop.example', violatedRule: 'FORMAT' };
}
