import { createHash } from 'node:crypto';

export type ResponseMode = 'fragment' | 'query' | 'web_message';

/** The outcome of an authorization: a code, or an OAuth error (RFC 6749 §4.1.2.1). */
export type AuthorizationOutcome =
  | { code: string; state?: string }
  | { error: string; error_description: string; state?: string };

export interface Delivery {
  responseMode: ResponseMode;
  redirectUrl?: string;
  targetOrigin?: string;
  message?: Record<string, string>;
}

const params = (outcome: AuthorizationOutcome): Record<string, string> =>
  Object.fromEntries(Object.entries(outcome).filter(([, value]) => value !== undefined)) as Record<string, string>;

/**
 * Where the result goes. `redirectUri` was matched against the app's list when the session was
 * created, and `targetOrigin` against its allowed origins, so neither comes from the browser now.
 */
export function deliver(
  mode: ResponseMode,
  outcome: AuthorizationOutcome,
  target: { redirectUri?: string; targetOrigin?: string },
): Delivery {
  if (mode === 'web_message') return { responseMode: mode, targetOrigin: target.targetOrigin, message: params(outcome) };
  const url = new URL(target.redirectUri!);
  const encoded = new URLSearchParams(params(outcome));
  if (mode === 'query') {
    for (const [key, value] of encoded) url.searchParams.append(key, value);
    return { responseMode: mode, redirectUrl: url.toString() };
  }
  url.hash = encoded.toString();
  return { responseMode: mode, redirectUrl: url.toString() };
}

/**
 * The page that answers a web_message request inside the app's iframe or popup: it posts the result
 * to the allowed origin only, and its CSP lets nothing but that one inline script run.
 */
export function webMessagePage(targetOrigin: string, message: Record<string, string>): { html: string; csp: string } {
  // JSON with `<` escaped cannot close the script element, whatever the state string holds.
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  const script =
    `(function(){var m=${json(message)},o=${json(targetOrigin)};` +
    `var t=window.opener||(window.parent!==window?window.parent:null);if(t){t.postMessage(m,o);}})();`;
  const hash = createHash('sha256').update(script).digest('base64');
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>Signing in</title></head><body><script>${script}</script></body></html>`;
  const csp = `default-src 'none'; script-src 'sha256-${hash}'; frame-ancestors ${targetOrigin}`;
  return { html, csp };
}
