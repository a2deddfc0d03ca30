/** Tokens as the client holds them (spec §3, §4). */

export type TokenRole = 'none' | 'visitor' | 'member';

export interface AccessToken {
  value: string;
  /** Epoch seconds: the time of issue plus the `expires_in` the platform returned. */
  expiresAt: number;
}

export interface RefreshToken {
  value: string;
  role: TokenRole;
}

export interface Tokens {
  accessToken: AccessToken;
  refreshToken: RefreshToken;
}

/** The token endpoint's answer (wire contract). */
export interface TokenResponse {
  access_token: string;
  expires_in: number;
  refresh_token: string;
  token_type?: string;
}

/** No tokens: the state after logout, and before the first call. */
export const emptyTokens = (): Tokens => ({
  accessToken: { value: '', expiresAt: 0 },
  refreshToken: { value: '', role: 'none' },
});

const nowSeconds = (): number => Math.floor(Date.now() / 1000);

/** The client's tokens from a token response; `expiresAt` = now + `expires_in`. */
export const tokensFromResponse = (response: TokenResponse, role: TokenRole): Tokens => ({
  accessToken: { value: response.access_token, expiresAt: nowSeconds() + response.expires_in },
  refreshToken: { value: response.refresh_token, role },
});

/** Usable: there is an access token and its expiry has not passed (spec §4). */
export const hasLiveAccessToken = (tokens: Tokens, now: number = nowSeconds()): boolean =>
  tokens.accessToken.value !== '' && tokens.accessToken.expiresAt > now;

/** A value read from storage is trusted only when it has the shape of `Tokens`. */
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
