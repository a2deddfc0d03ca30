/** The auth strategies alone, for `@vitrine/sdk/auth`. */
export { OAuthStrategy, type OAuthStrategyConfig } from './oauth-strategy';
export { redirectSignIn, type AuthUrlOptions, type OAuthData, type RedirectSignIn } from './redirect-sign-in';
export { ApiKeyStrategy, type ApiKeyStrategyConfig } from './api-key-strategy';
export type { OAuthContext } from './oauth-context';
// Only types from member-flows.ts: a value exported from it would put the member flows into every
// app's first load, though they are loaded on first use. Its constants live in login-result.ts.
export { LoginState, directLoginTimeoutMs, type LoginErrorCode, type LoginResult } from './login-result';
export type { DirectLoginOptions, LoginParams, MemberFlows, RegisterParams } from './member-flows';
export { createCodeChallenge, createCodeVerifier, createState } from './pkce';
export { parseFromUrl, type OAuthRedirectResult } from './redirect-url';
export { requestTokens, tokenPath, type TokenRequestOptions } from './token-endpoint';
export {
  cookieTokenStorage,
  localStorageTokenStorage,
  memoryTokenStorage,
  type CookieJar,
  type CookieTokenStorageOptions,
  type KeyValueStore,
  type TokenStorage,
} from './token-storage';
export { emptyTokens, hasLiveAccessToken, tokensFromResponse, type AccessToken, type RefreshToken, type TokenResponse, type TokenRole, type Tokens } from './tokens';
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
} from './session-cookies';
