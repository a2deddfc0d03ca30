import { clearedSessionCookieHeaders, requestCookieTokenStorage, sessionCookieHeaders, type Tokens } from '@vitrine/sdk/auth';
import { renewPath, sessionPath } from '../lib/session-route';
import { createStoreClient } from '../lib/sdk';
import type { StoreRequest, StoreResponseHead } from '@vitrine/app-kit/store-host';

export interface SessionResponse extends StoreResponseHead {
  body: string;
}

const noStore = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

function answer(status: number, body: unknown, setCookie: string[] = []): SessionResponse {
  return { status, headers: { ...noStore, 'set-cookie': setCookie }, body: JSON.stringify(body) };
}

const refused = (status: number, message: string, code: string) => answer(status, { message, details: { applicationError: { code, description: message } } });

/** The shape of tokens a sign-in hands over (the SDK's `Tokens`). */
function isTokens(value: unknown): value is Tokens {
  const tokens = value as Tokens | null;
  return (
    typeof tokens?.accessToken?.value === 'string' &&
    typeof tokens.accessToken.expiresAt === 'number' &&
    typeof tokens.refreshToken?.value === 'string' &&
    ['none', 'visitor', 'member'].includes(tokens.refreshToken.role)
  );
}

/**
 * The session route (lib/session-route.ts):
 * - `POST …/renew`: new tokens from the HttpOnly refresh cookie (a new visitor when it is missing
 *   or refused); answers the tokens without the refresh token, and sets both cookies.
 * - `PUT`: a sign-in's tokens become the cookies. `DELETE`: sign-out clears them.
 * Only JSON from a page of this store is taken: a form of another site cannot send JSON, and the
 * `Origin` must name this host, so no other site can plant or end a shopper's session.
 */
export async function handleSession(request: StoreRequest, body: unknown): Promise<SessionResponse | undefined> {
  const path = request.url.split('?')[0];
  if (path !== sessionPath && path !== renewPath) return undefined;
  const allowed = path === renewPath ? ['POST'] : ['PUT', 'DELETE'];
  if (!allowed.includes(request.method)) return refused(405, `Use ${allowed.join(' or ')} here`, 'METHOD_NOT_ALLOWED');
  if (!request.contentType?.startsWith('application/json')) return refused(415, 'Send application/json', 'UNSUPPORTED_MEDIA_TYPE');
  // An origin no URL parser reads (`null`, from a sandboxed page) is not this store's either.
  if (request.origin && request.host && (!URL.canParse(request.origin) || new URL(request.origin).host !== request.host)) return refused(403, 'Not from this store', 'FORBIDDEN_ORIGIN');

  const cookieOptions = { secure: request.secure };
  const { clientId } = request.config;
  if (request.method === 'DELETE') return answer(200, {}, clearedSessionCookieHeaders(clientId, cookieOptions));
  if (request.method === 'PUT') {
    if (!isTokens(body) || !body.refreshToken.value) return refused(400, 'Expected tokens with a refresh token', 'INVALID_TOKENS');
    return answer(200, {}, sessionCookieHeaders(clientId, body, cookieOptions));
  }

  const storage = requestCookieTokenStorage({ cookieHeader: request.cookieHeader, ...cookieOptions });
  const client = createStoreClient({ ...request.config, baseUrl: request.platformUrl }, { tokenStorage: storage });
  // The browser asks only when its access token expired or was refused: renew whatever it holds.
  const current = client.auth.getTokens();
  client.auth.setTokens({ ...current, accessToken: { value: '', expiresAt: 0 } });
  const tokens = await client.auth.generateVisitorTokens();
  return answer(200, { ...tokens, refreshToken: { value: '', role: tokens.refreshToken.role } }, storage.setCookieHeaders());
}
