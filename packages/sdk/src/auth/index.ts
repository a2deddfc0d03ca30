/** The auth strategies alone, for `@vitrine/sdk/auth`. */
export { OAuthStrategy, type OAuthStrategyConfig } from './oauth-strategy';
export { redirectSignIn, type AuthUrlOptions, type OAuthData, type RedirectSignIn } from './redirect-sign-in';
export { ApiKeyStrategy, type ApiKeyStrategyConfig } from './api-key-strategy';
export type { OAuthContext } from './oauth-context';
export {
  LoginState,
  directLoginTimeoutMs,
  loginResultFromState,
  type DirectLoginOptions,
  type LoginErrorCode,
  type LoginParams,
  type LoginResult,
  type MemberFlows,
  type RegisterParams,
} from './member-flows';
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
