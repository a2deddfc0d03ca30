/**
 * Auth for shoppers: visitor tokens on first need, renewal when they expire, and member tokens
 * through the platform's sign-in flows. The strategy only answers "which headers does this request
 * carry?"; the transport stays free of token state.
 *
 * The token lifecycle lives here; each group of sign-in flows is a factory over `OAuthContext`
 * (redirect-sign-in.ts, member-flows.ts) whose methods are spread into the strategy.
 */
import { isTokenError } from '../core/errors.ts';
import type { AuthStrategy, Transport } from '../core/types.ts';
import { lazyMemberFlows } from './lazy-member-flows.ts';
import type { MemberFlows } from './member-flows.ts';
import type { OAuthContext } from './oauth-context.ts';
import { redirectSignIn, type RedirectSignIn } from './redirect-sign-in.ts';
import { withRenewalLock } from './renewal-lock.ts';
import { requestTokens } from './token-endpoint.ts';
import { memoryTokenStorage, type TokenStorage } from './token-storage.ts';
import { emptyTokens, hasLiveAccessToken, tokensFromResponse, type Tokens } from './tokens.ts';

export type { AuthUrlOptions, OAuthData } from './redirect-sign-in.ts';

/**
 * What `OAuthStrategy` takes: the OAuth app's client id, and optionally tokens to start from and
 * where to keep them.
 *
 * @example
 * // Browser: tokens survive reloads and are shared by the origin's tabs.
 * OAuthStrategy({ clientId, tokenStorage: localStorageTokenStorage() });
 * // Server rendering: one strategy per request, starting from the shopper's cookie.
 * OAuthStrategy({ clientId, tokens: JSON.parse(request.cookies.tokens) });
 */
export interface OAuthStrategyConfig {
  /** The OAuth app's client id (the studio's settings show it). */
  clientId: string;
  /** Start from these tokens, e.g. ones a server read from a cookie. */
  tokens?: Tokens;
  /** Default: memory, private to this strategy. See `localStorageTokenStorage`, `cookieTokenStorage`. */
  tokenStorage?: TokenStorage;
  /**
   * Renews the tokens somewhere else instead of at the token endpoint: for a browser whose refresh
   * token is in an `HttpOnly` cookie, a route of the store's server that renews with it. Resolves
   * with the new tokens (the refresh token's value may be empty; its role must be set).
   */
  renewTokens?: (current: Tokens) => Promise<Tokens>;
}

/**
 * The strategy `OAuthStrategy()` returns: token state, the redirect sign-in and the member flows.
 *
 * @example
 * const auth: OAuthStrategy = OAuthStrategy({ clientId });
 * if (!auth.loggedIn()) location.assign((await auth.getAuthUrl(await auth.generateOAuthData(callbackUrl))).authUrl);
 */
export interface OAuthStrategy extends AuthStrategy, RedirectSignIn, MemberFlows {
  readonly clientId: string;
  getTokens(): Tokens;
  setTokens(tokens: Tokens): void;
  /** True only when the refresh token's role is member (spec §4). */
  loggedIn(): boolean;
  /** The current tokens, after fetching or renewing visitor tokens if needed. */
  generateVisitorTokens(): Promise<Tokens>;
}

/**
 * @example
 * const auth = OAuthStrategy({ clientId: 'e3b0…' });
 * const client = createClient({ modules: { currentCart }, auth, baseUrl: 'http://localhost:3000' });
 *
 * // Sign in: send the shopper to the hosted page…
 * const data = await auth.generateOAuthData(`${location.origin}/callback`, location.href);
 * sessionStorage.setItem('oauth', JSON.stringify(data));
 * location.assign((await auth.getAuthUrl(data)).authUrl);
 * // …and on /callback, exchange the code for member tokens (they replace the visitor's).
 * const { code, state } = auth.parseFromUrl();
 * await auth.getMemberTokens(code, state, JSON.parse(sessionStorage.getItem('oauth')!));
 */
export function OAuthStrategy(config: OAuthStrategyConfig): OAuthStrategy {
  const { clientId } = config;
  const storage = config.tokenStorage ?? memoryTokenStorage();
  if (config.tokens) storage.save(clientId, config.tokens);
  const lockName = `vitrine-token-renewal:${clientId}`;
  let attached: Transport | undefined;
  // The one renewal in flight: every caller that finds the token missing or expired awaits it.
  let renewal: Promise<Tokens> | undefined;

  const getTokens = (): Tokens => structuredClone(storage.load(clientId) ?? emptyTokens());
  const setTokens = (tokens: Tokens): void => storage.save(clientId, tokens);

  function transport(): Transport {
    if (!attached) throw new Error('Pass this OAuthStrategy to createClient({ auth }) before calling it');
    return attached;
  }

  async function renew(via: Transport): Promise<Tokens> {
    // Read again: another tab may have renewed while this one waited for the lock.
    const current = getTokens();
    if (hasLiveAccessToken(current)) return current;
    if (config.renewTokens) {
      const tokens = await config.renewTokens(current);
      setTokens(tokens);
      return tokens;
    }
    if (current.refreshToken.value) {
      try {
        const response = await requestTokens(
          via,
          { clientId, grantType: 'refresh_token', refreshToken: current.refreshToken.value },
          { repeatable: true },
        );
        const role = current.refreshToken.role === 'none' ? 'visitor' : current.refreshToken.role;
        const tokens = tokensFromResponse(response, role);
        setTokens(tokens);
        return tokens;
      } catch (error) {
        // A refresh token the platform refuses (revoked, expired, another client's) ends that
        // session: the shopper goes on as a new visitor. Outages and rate limits are not refusals.
        const refused = isTokenError(error) && (error.status === 400 || error.status === 401 || error.status === 403);
        if (!refused) throw error;
      }
    }
    const tokens = tokensFromResponse(await requestTokens(via, { clientId, grantType: 'anonymous' }), 'visitor');
    setTokens(tokens);
    return tokens;
  }

  function renewOnce(via: Transport): Promise<Tokens> {
    if (!renewal) {
      const task = () => renew(via);
      renewal = (storage.shared ? withRenewalLock(lockName, task) : task()).finally(() => {
        renewal = undefined;
      });
    }
    return renewal;
  }

  async function liveTokens(via: Transport): Promise<Tokens> {
    const tokens = getTokens();
    return hasLiveAccessToken(tokens) ? tokens : renewOnce(via);
  }

  const context: OAuthContext = {
    clientId,
    transport,
    getTokens,
    setTokens,
    clearTokens: () => storage.clear(clientId),
    requestTokens: (body, options) => requestTokens(transport(), body, options),
    async visitorHeaders(): Promise<Record<string, string>> {
      if (getTokens().refreshToken.role !== 'visitor') return {};
      try {
        return { Authorization: (await liveTokens(transport())).accessToken.value };
      } catch {
        // Without a visitor token the sign-in still works; only the cart merge is lost.
        return {};
      }
    },
    fail(error) {
      attached?.reportError?.(error);
      return error;
    },
  };

  const signIn = redirectSignIn(context);
  return {
    clientId,
    getTokens,
    setTokens,

    attach(clientTransport) {
      attached = clientTransport;
    },

    async getAuthHeaders(via) {
      attached ??= via;
      return { Authorization: (await liveTokens(via)).accessToken.value };
    },

    async onUnauthorized(headers, via) {
      const sent = headers.Authorization;
      if (!sent) return false;
      const tokens = getTokens();
      // Another call renewed meanwhile: retry with what it got.
      if (tokens.accessToken.value !== sent) return hasLiveAccessToken(tokens);
      const role = tokens.refreshToken.role;
      setTokens({ ...tokens, accessToken: { ...tokens.accessToken, expiresAt: 0 } });
      const renewed = await renewOnce(via);
      // A member whose session ended is now a visitor: repeating the call as someone else would
      // be wrong, so the caller gets the 401 (and `loggedIn()` is false from here on).
      return renewed.refreshToken.role === role;
    },

    loggedIn: () => getTokens().refreshToken.role === 'member',

    generateVisitorTokens: () => liveTokens(transport()),

    ...signIn,
    ...lazyMemberFlows(context, signIn),
  };
}
