/** The auth strategies alone, for `@vitrine/sdk/auth`. */
export { OAuthStrategy, type OAuthStrategyConfig } from './oauth-strategy.ts';
export { redirectSignIn, type AuthUrlOptions, type OAuthData, type RedirectSignIn } from './redirect-sign-in.ts';
export { ApiKeyStrategy, type ApiKeyStrategyConfig } from './api-key-strategy.ts';
export type { OAuthContext } from './oauth-context.ts';
// Only types from member-flows.ts: a value exported from it would put the member flows into every
// app's first load, though they are loaded on first use. Its constants live in login-result.ts.
export { LoginState, directLoginTimeoutMs, type LoginErrorCode, type LoginResult } from './login-result.ts';
export type { DirectLoginOptions, LoginParams, MemberFlows, RegisterParams } from './member-flows.ts';
export { createCodeChallenge, createCodeVerifier, createState } from './pkce.ts';
export { parseFromUrl, type OAuthRedirectResult } from './redirect-url.ts';
export { requestTokens, tokenPath, type TokenRequestOptions } from './token-endpoint.ts';
export {
  cookieTokenStorage,
  localStorageTokenStorage,
  memoryTokenStorage,
  type CookieJar,
  type CookieTokenStorageOptions,
  type KeyValueStore,
  type TokenStorage,
} from './token-storage.ts';
export { emptyTokens, hasLiveAccessToken, tokensFromResponse, type AccessToken, type RefreshToken, type TokenResponse, type TokenRole, type Tokens } from './tokens.ts';
export {
  browserSessionAuth,
  browserSessionTokenStorage,
  clearedSessionCookieHeaders,
  parseCookieHeader,
  requestCookieTokenStorage,
  sessionCookieHeaders,
  sessionCookieNames,
  tokensFromCookies,
  type BrowserSessionOptions,
  type BrowserSessionRoutes,
  type RequestCookieTokenStorage,
  type SessionCookieOptions,
} from './session-cookies.ts';
