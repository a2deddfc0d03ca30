/**
 * A shopper's tokens in two cookies that a server-rendered store and the browser share:
 *
 * - `vitrine_session_<client id>`: the access token, its expiry and the role. Readable by the
 *   page's scripts, which send the access token with each call.
 * - `vitrine_refresh_<client id>`: the refresh token, `HttpOnly`, so page scripts never read it;
 *   only the store's server renews with it.
 *
 * The client id is in both names, so two stores on one domain never share a session. Everything
 * here is plain string work: it runs in Node, in any framework, and in the browser.
 */
import { emptyTokens, type TokenRole, type Tokens } from './tokens.ts';
import type { TokenStorage } from './token-storage.ts';

/**
 * The names of the session's two cookies for one OAuth client.
 *
 * @example
 * sessionCookieNames('e3b0…'); // { access: 'vitrine_session_e3b0…', refresh: 'vitrine_refresh_e3b0…' }
 */
export function sessionCookieNames(clientId: string): { access: string; refresh: string } {
  return { access: `vitrine_session_${clientId}`, refresh: `vitrine_refresh_${clientId}` };
}

/**
 * How the session cookies are written.
 *
 * @example
 * sessionCookieHeaders(clientId, tokens, { secure: request.protocol === 'https' });
 */
export interface SessionCookieOptions {
  /** `Secure` attribute: set it when the store is served over https. */
  secure: boolean;
  /** Default `/`. */
  path?: string;
  /** Default: the refresh token's lifetime on the platform, 30 days. */
  maxAgeSeconds?: number;
}

const thirtyDays = 30 * 86_400;
const roles: readonly TokenRole[] = ['none', 'visitor', 'member'];

/**
 * The cookies of a `Cookie` request header, by name (values URI-decoded).
 *
 * @example
 * parseCookieHeader('a=1; b=%7B%7D').get('b'); // '{}'
 */
export function parseCookieHeader(header: string | undefined | null): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    const name = part.slice(0, at).trim();
    if (!name || cookies.has(name)) continue;
    try {
      cookies.set(name, decodeURIComponent(part.slice(at + 1).trim()));
    } catch {
      // A malformed value is someone else's cookie, or a damaged one: skip it.
    }
  }
  return cookies;
}

const parseJson = (text: string | undefined): Record<string, unknown> | undefined => {
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
};

const roleOf = (value: unknown): TokenRole => (roles.includes(value as TokenRole) ? (value as TokenRole) : 'none');

/** The access cookie's value: what page scripts may read. */
function accessCookieValue(tokens: Tokens): string {
  return encodeURIComponent(JSON.stringify({ value: tokens.accessToken.value, expiresAt: tokens.accessToken.expiresAt, role: tokens.refreshToken.role }));
}

/**
 * The tokens in the session cookies. Without the refresh cookie (in the browser, where it is
 * `HttpOnly`) the refresh token's value is empty and its role is the access cookie's.
 *
 * @example
 * const tokens = tokensFromCookies(request.headers.cookie, clientId); // undefined on a first visit
 */
export function tokensFromCookies(cookieHeader: string | undefined | null, clientId: string): Tokens | undefined {
  const names = sessionCookieNames(clientId);
  const cookies = parseCookieHeader(cookieHeader);
  const access = parseJson(cookies.get(names.access));
  const refresh = parseJson(cookies.get(names.refresh));
  if (!access && !refresh) return undefined;
  const tokens = emptyTokens();
  if (access && typeof access.value === 'string' && typeof access.expiresAt === 'number') {
    tokens.accessToken = { value: access.value, expiresAt: access.expiresAt };
    tokens.refreshToken.role = roleOf(access.role);
  }
  if (refresh && typeof refresh.value === 'string') tokens.refreshToken = { value: refresh.value, role: roleOf(refresh.role) };
  // An access token of another role than the refresh token is stale (a sign-in half done): renew.
  if (access && refresh && roleOf(access.role) !== tokens.refreshToken.role) tokens.accessToken = { value: '', expiresAt: 0 };
  return tokens;
}

function attributes(options: SessionCookieOptions, maxAge: number, httpOnly: boolean): string {
  return [`Path=${options.path ?? '/'}`, `Max-Age=${maxAge}`, 'SameSite=Lax', options.secure ? 'Secure' : '', httpOnly ? 'HttpOnly' : '']
    .filter(Boolean)
    .join('; ');
}

/**
 * `Set-Cookie` values that store `tokens`: the access cookie always, the refresh cookie
 * (`HttpOnly`) when the tokens carry a refresh token.
 *
 * @example
 * for (const cookie of sessionCookieHeaders(clientId, auth.getTokens(), { secure: true })) response.append('set-cookie', cookie);
 */
export function sessionCookieHeaders(clientId: string, tokens: Tokens, options: SessionCookieOptions): string[] {
  const names = sessionCookieNames(clientId);
  const maxAge = options.maxAgeSeconds ?? thirtyDays;
  const headers = [`${names.access}=${accessCookieValue(tokens)}; ${attributes(options, maxAge, false)}`];
  if (tokens.refreshToken.value) {
    const refresh = encodeURIComponent(JSON.stringify({ value: tokens.refreshToken.value, role: tokens.refreshToken.role }));
    headers.push(`${names.refresh}=${refresh}; ${attributes(options, maxAge, true)}`);
  }
  return headers;
}

/**
 * `Set-Cookie` values that end the session (sign-out).
 *
 * @example
 * reply.header('set-cookie', clearedSessionCookieHeaders(clientId, { secure: false }));
 */
export function clearedSessionCookieHeaders(clientId: string, options: SessionCookieOptions): string[] {
  const names = sessionCookieNames(clientId);
  return [`${names.access}=; ${attributes(options, 0, false)}`, `${names.refresh}=; ${attributes(options, 0, true)}`];
}

/**
 * A `TokenStorage` for one server request: it starts from the request's cookies and collects the
 * `Set-Cookie` values for the response when the tokens change (a first visit, a renewal).
 *
 * @example
 * const storage = requestCookieTokenStorage({ cookieHeader: request.headers.cookie, secure: false });
 * const client = createClient({ modules, auth: OAuthStrategy({ clientId, tokenStorage: storage }), baseUrl });
 * await client.auth.generateVisitorTokens(); // renews an expired token, once
 * response.setHeader('set-cookie', storage.setCookieHeaders());
 */
export interface RequestCookieTokenStorage extends TokenStorage {
  /** The `Set-Cookie` values to send back: empty when the tokens did not change. */
  setCookieHeaders(): string[];
}

export function requestCookieTokenStorage(options: SessionCookieOptions & { cookieHeader: string | undefined | null }): RequestCookieTokenStorage {
  const tokensByClient = new Map<string, Tokens | undefined>();
  const changes = new Map<string, string[]>();
  return {
    shared: false,
    load(clientId) {
      if (!tokensByClient.has(clientId)) tokensByClient.set(clientId, tokensFromCookies(options.cookieHeader, clientId));
      const tokens = tokensByClient.get(clientId);
      return tokens && structuredClone(tokens);
    },
    save(clientId, tokens) {
      tokensByClient.set(clientId, structuredClone(tokens));
      changes.set(clientId, sessionCookieHeaders(clientId, tokens, options));
    },
    clear(clientId) {
      tokensByClient.set(clientId, undefined);
      changes.set(clientId, clearedSessionCookieHeaders(clientId, options));
    },
    setCookieHeaders: () => [...changes.values()].flat(),
  };
}

/**
 * How `browserSessionTokenStorage` hands a refresh token to the store's server and forgets it.
 *
 * @example
 * browserSessionTokenStorage({
 *   handOver: (tokens) => void fetch('/session', { method: 'PUT', body: JSON.stringify(tokens), keepalive: true }),
 *   forget: () => void fetch('/session', { method: 'DELETE', keepalive: true }),
 * });
 */
export interface BrowserSessionOptions {
  /** Called with new tokens that carry a refresh token (after a sign-in): the server sets the `HttpOnly` cookie. */
  handOver(tokens: Tokens): void;
  /** Called on sign-out: the server clears both cookies. */
  forget(): void;
  /** Default `document`. */
  document?: { cookie: string };
  /** Default: true when the page is served over https. */
  secure?: boolean;
}

/**
 * The browser's side of the session cookies: reads and writes the access cookie, and gives
 * refresh tokens to the server (the refresh cookie is `HttpOnly`). Pair it with
 * `OAuthStrategy({ renewTokens })`, which renews through the server.
 *
 * @example
 * OAuthStrategy({ clientId, tokenStorage: browserSessionTokenStorage({ handOver, forget }), renewTokens: () => renewThroughServer() });
 */
export function browserSessionTokenStorage(options: BrowserSessionOptions): TokenStorage {
  const jar = () => options.document ?? (globalThis as unknown as { document: { cookie: string } }).document;
  const cookieOptions = (): SessionCookieOptions => ({
    secure: options.secure ?? (globalThis as { location?: { protocol?: string } }).location?.protocol === 'https:',
  });
  return {
    shared: true,
    load: (clientId) => tokensFromCookies(jar().cookie, clientId),
    save(clientId, tokens) {
      jar().cookie = sessionCookieHeaders(clientId, { ...tokens, refreshToken: { value: '', role: tokens.refreshToken.role } }, cookieOptions())[0]!;
      if (tokens.refreshToken.value) options.handOver(tokens);
    },
    clear(clientId) {
      jar().cookie = clearedSessionCookieHeaders(clientId, cookieOptions())[0]!;
      options.forget();
    },
  };
}

/**
 * Where a store's server answers the session protocol of `browserSessionAuth`: `PUT`/`DELETE`
 * on `sessionUrl`, `POST` on `renewUrl`, JSON in and out.
 *
 * @example
 * browserSessionAuth({ sessionUrl: '/_storefront/session', renewUrl: '/_storefront/session/renew' });
 */
export interface BrowserSessionRoutes {
  sessionUrl: string;
  renewUrl: string;
  /** Default: the global `fetch`. */
  fetch?: typeof fetch;
}

/**
 * `tokenStorage` and `renewTokens` for `OAuthStrategy` in a browser whose server keeps the refresh
 * token in the `HttpOnly` cookie: sign-ins are handed over with `PUT sessionUrl`, sign-outs end
 * with `DELETE sessionUrl`, renewals are `POST renewUrl`. `keepalive` lets a hand-over finish
 * while the page navigates away.
 *
 * @example
 * OAuthStrategy({ clientId, ...browserSessionAuth({ sessionUrl: '/session', renewUrl: '/session/renew' }) });
 */
export function browserSessionAuth(routes: BrowserSessionRoutes): { tokenStorage: TokenStorage; renewTokens: () => Promise<Tokens> } {
  const send = (url: string, method: string, body?: unknown) =>
    (routes.fetch ?? fetch)(url, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body ?? {}), keepalive: true, credentials: 'same-origin' });
  return {
    tokenStorage: browserSessionTokenStorage({
      handOver: (tokens) => void send(routes.sessionUrl, 'PUT', tokens).catch(() => undefined),
      forget: () => void send(routes.sessionUrl, 'DELETE').catch(() => undefined),
    }),
    async renewTokens() {
      const response = await send(routes.renewUrl, 'POST');
      if (!response.ok) throw new Error(`The session could not be renewed (HTTP ${response.status})`);
      return (await response.json()) as Tokens;
    },
  };
}
