/** Tokens as the client holds them (spec §3, §4). */

/**
 * Who the tokens are for: nobody yet (or after logout), an anonymous visitor, or a member.
 *
 * @example
 * const signedIn = auth.getTokens().refreshToken.role === 'member'; // what auth.loggedIn() answers
 */
export type TokenRole = 'none' | 'visitor' | 'member';

/**
 * The token sent with each call (`Authorization: <value>`), with the time it stops working.
 *
 * @example
 * const { expiresAt } = auth.getTokens().accessToken;
 * const secondsLeft = expiresAt - Math.floor(Date.now() / 1000);
 */
export interface AccessToken {
  value: string;
  /** Epoch seconds: the time of issue plus the `expires_in` the platform returned. */
  expiresAt: number;
}

/**
 * The token that renews the access token, and whose tokens they are.
 *
 * @example
 * auth.getTokens().refreshToken.role; // 'visitor'
 */
export interface RefreshToken {
  value: string;
  role: TokenRole;
}

/**
 * A client's tokens: what `getTokens` returns and `setTokens` and `OAuthStrategy({ tokens })` take.
 *
 * @example
 * // A server that rendered the page hands the shopper's tokens to the browser's client:
 * const auth = OAuthStrategy({ clientId, tokens: JSON.parse(serialisedTokens) as Tokens });
 */
export interface Tokens {
  accessToken: AccessToken;
  refreshToken: RefreshToken;
}

/**
 * The token endpoint's answer (wire contract).
 *
 * @example
 * const tokens = tokensFromResponse(await requestTokens(transport, { clientId, grantType: 'anonymous' }), 'visitor');
 */
export interface TokenResponse {
  access_token: string;
  expires_in: number;
  refresh_token: string;
  token_type?: string;
}

/**
 * No tokens: the state after logout, and before the first call.
 *
 * @example
 * auth.setTokens(emptyTokens()); // the next call starts as a new visitor
 */
export const emptyTokens = (): Tokens => ({
  accessToken: { value: '', expiresAt: 0 },
  refreshToken: { value: '', role: 'none' },
});

const nowSeconds = (): number => Math.floor(Date.now() / 1000);

/**
 * The client's tokens from a token response; `expiresAt` = now + `expires_in`.
 *
 * @example
 * tokensFromResponse({ access_token: 'a', refresh_token: 'r', expires_in: 14400 }, 'visitor');
 * // { accessToken: { value: 'a', expiresAt: now + 14400 }, refreshToken: { value: 'r', role: 'visitor' } }
 */
export const tokensFromResponse = (response: TokenResponse, role: TokenRole): Tokens => ({
  accessToken: { value: response.access_token, expiresAt: nowSeconds() + response.expires_in },
  refreshToken: { value: response.refresh_token, role },
});

/**
 * Usable: there is an access token and its expiry has not passed (spec §4).
 *
 * @example
 * if (!hasLiveAccessToken(auth.getTokens())) await auth.generateVisitorTokens();
 */
export const hasLiveAccessToken = (tokens: Tokens, now: number = nowSeconds()): boolean =>
  tokens.accessToken.value !== '' && tokens.accessToken.expiresAt > now;

/**
 * A value read from storage is trusted only when it has the shape of `Tokens`.
 *
 * @example
 * const stored: unknown = JSON.parse(text);
 * const tokens = isTokens(stored) ? stored : undefined;
 */
export function isTokens(value: unknown): value is Tokens {
  const tokens = value as Partial<Tokens> | null;
  return (
    typeof tokens === 'object' &&
    tokens !== null &&
    typeof tokens.accessToken?.value === 'string' &&
    typeof tokens.accessToken.expiresAt === 'number' &&
    typeof tokens.refreshToken?.value === 'string' &&
    (tokens.refreshToken.role === 'none' || tokens.refreshToken.role === 'visitor' || tokens.refreshToken.role === 'member')
  );
}
