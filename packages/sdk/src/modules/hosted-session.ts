/**
 * Vitrine's own calls behind the platform's hosted pages (`/_api/vitrine/v1`): what a hosted page
 * may know about its redirect session, and the last step of a hosted sign-in. The hosted platform
 * runs these pages itself; an app never needs them, only a page that plays the platform's part.
 */
import type { Module, Transport } from '../core/types.ts';
import type { RedirectSessionView as WireRedirectSessionView } from '../generated/redirects.ts';

const base = '/_api/vitrine/v1';

/**
 * A redirect session as a hosted page sees it: never the session token or the code challenge. The
 * wire schema's, with its open strings named: `clientId` is the OAuth app that asked, `postFlowUrl`
 * where to send the browser when the flow ends or is left (already checked against the app), and a
 * sign-in session (`auth`, `login`) has `captcha`, the one the site asks for with its widget's
 * public site key.
 */
export interface RedirectSessionView extends Omit<WireRedirectSessionView, 'kind' | 'prompt' | 'responseMode'> {
  /** The request's section: `auth`, `login`, `logout`, `ecomCheckout`, `storesProduct` or `callbacks`. */
  kind: 'auth' | 'login' | 'logout' | 'ecomCheckout' | 'storesProduct' | 'callbacks' | (string & {});
  prompt?: 'login' | 'none' | 'consent' | 'select_account';
  responseMode?: 'query' | 'fragment' | 'web_message';
}

/** How the result of a hosted sign-in goes back to the app that asked. */
export interface AuthorizeResult {
  responseMode: 'query' | 'fragment' | 'web_message' | (string & {});
  /** query and fragment: send the browser here (code and state are in it). */
  redirectUrl?: string;
  /** web_message: post `message` to the window that opened the page, for this origin only. */
  targetOrigin?: string;
  message?: Record<string, string>;
}

export interface HostedSessionApi {
  /** Fails with 404 once the session has expired (ten minutes) or when there is no such session. */
  getRedirectSession(id: string): Promise<{ redirectSession: RedirectSessionView }>;
  /**
   * Turns a finished sign-in (the session token of `login`, `register`, a verification or a
   * password reset) into the authorization code for the app of an `auth` session. Each session
   * and each session token works once. With `denied` (the person refused at the consent step) the
   * app gets `error=access_denied` instead of a code.
   */
  authorize(request: { redirectSessionId: string; sessionToken: string; denied?: boolean }): Promise<AuthorizeResult>;
}

/**
 * @example
 * ```ts
 * const auth = OAuthStrategy({ clientId });
 * const client = createClient({ modules: { hostedSession }, auth, baseUrl });
 * const { redirectSession } = await client.hostedSession.getRedirectSession(redirectSessionId);
 * const result = await auth.login({ email, password });
 * const answer = await client.hostedSession.authorize({ redirectSessionId, sessionToken: result.data.sessionToken! });
 * if (answer.redirectUrl) location.replace(answer.redirectUrl);
 * ```
 */
export const hostedSession: Module<HostedSessionApi> = (transport: Transport) => ({
  // Neither call needs a caller: the session id (a random UUID) and the session token are the proof.
  getRedirectSession: (id) =>
    transport.request({ method: 'GET', path: `${base}/redirect-sessions/${encodeURIComponent(id)}`, args: [id], auth: false }),
  authorize: (request) =>
    transport.request({
      method: 'POST',
      path: `${base}/authorize`,
      body: request,
      args: [{ ...request, sessionToken: '[redacted]' }],
      auth: false,
    }),
});
