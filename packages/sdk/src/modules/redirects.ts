/**
 * Redirect sessions: one call that returns a URL on the platform's hosted pages (sign-in,
 * logout, checkout) and brings the shopper back afterwards.
 */
import type { Transport } from '../core/types.ts';

export type Prompt = 'login' | 'none' | 'consent' | 'select_account';
export type ResponseMode = 'query' | 'fragment' | 'web_message';

export interface AuthRequest {
  clientId: string;
  codeChallenge: string;
  codeChallengeMethod: 'S256';
  responseMode: ResponseMode;
  responseType: 'code';
  scope: 'offline_access';
  state: string;
  redirectUri: string;
  prompt?: Prompt;
  /** From a direct login: lets the hosted page sign the member in without asking again. */
  sessionToken?: string;
}

/** The request's sections (spec §3); one redirect session uses one of the flow sections. */
export interface RedirectSessionRequest {
  auth?: { authRequest: AuthRequest };
  logout?: { clientId: string; postFlowUrl?: string };
  login?: Record<string, unknown>;
  ecomCheckout?: { checkoutId: string };
  bookingsCheckout?: Record<string, unknown>;
  eventsCheckout?: Record<string, unknown>;
  paidPlansCheckout?: Record<string, unknown>;
  storesProduct?: Record<string, unknown>;
  bookingsBook?: Record<string, unknown>;
  callbacks?: { postFlowUrl?: string; thankYouPageUrl?: string; cartPageUrl?: string; loginUrl?: string; [key: string]: unknown };
  preferences?: Record<string, unknown>;
}

export interface RedirectSession {
  id: string;
  fullUrl: string;
  urlDetails?: { endpoint: string; searchParams: Record<string, string> };
  sessionToken?: string;
}

export const redirectSessionPath = '/_api/redirects-api/v1/redirect-session';

/**
 * @example
 * const client = createClient({ modules: { redirects }, auth: OAuthStrategy({ clientId }), baseUrl });
 * const { redirectSession } = await client.redirects.createRedirectSession({
 *   ecomCheckout: { checkoutId },
 *   callbacks: { postFlowUrl: location.href },
 * });
 * location.assign(redirectSession.fullUrl);
 */
export function redirects(transport: Transport) {
  return {
    /** POST the request; the answer's `fullUrl` is where to send the browser. */
    createRedirectSession(request: RedirectSessionRequest): Promise<{ redirectSession: RedirectSession }> {
      return transport.request({ method: 'POST', path: redirectSessionPath, body: request, args: [request] });
    },
  };
}
