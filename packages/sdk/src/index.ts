/**
 * `@vitrine/sdk`: what an app needs, named exports only: the client, the auth strategies and
 * token storages, the errors and their guards, the address and media helpers, and the types.
 * API modules are imported from `@vitrine/sdk/modules/<area>` so that a bundler keeps only the
 * areas an app uses; the wire-encoding helpers a hand-written module needs are on
 * `@vitrine/sdk/internal`. `test/exports.test.ts` pins this list: adding to it is a decision.
 */
export { createClient, type AnyModule, type Client, type ClientOptions, type GraphQLResponse } from './client.ts';

export { createTransport, defaultBaseUrl, type TransportOptions } from './core/transport.ts';
export type { AuthStrategy, CallOptions, FetchLike, HttpMethod, Module, RequestOptions, ResponseFailure, Transport } from './core/types.ts';

export {
  ApplicationError,
  GraphQLError,
  HttpError,
  isApplicationError,
  isGraphQLError,
  isHttpError,
  isOAuthFlowError,
  isSystemError,
  isTimeoutError,
  isTokenError,
  isValidationError,
  isVitrineError,
  OAuthFlowError,
  SystemError,
  TimeoutError,
  TokenError,
  ValidationError,
  VitrineError,
  type ErrorDetails,
  type FieldViolation,
  type OAuthFlowFailure,
  type VitrineErrorInit,
} from './core/errors.ts';

export { fromWireAddress, toWireAddress, type Address, type Geocode, type WireAddress } from './core/address.ts';
export { imageFromMediaUri, mediaUriFromImage, type MediaImage } from './core/media.ts';

// Sign-in: the strategies and token storages; PKCE and the token endpoint stay on `./auth` and `./internal`.
export {
  ApiKeyStrategy,
  cookieTokenStorage,
  emptyTokens,
  LoginState,
  localStorageTokenStorage,
  memoryTokenStorage,
  OAuthStrategy,
  parseFromUrl,
  redirectSignIn,
  tokensFromResponse,
  type AccessToken,
  type ApiKeyStrategyConfig,
  type AuthUrlOptions,
  type CookieJar,
  type CookieTokenStorageOptions,
  type DirectLoginOptions,
  type KeyValueStore,
  type LoginErrorCode,
  type LoginParams,
  type LoginResult,
  type MemberFlows,
  type OAuthContext,
  type OAuthData,
  type OAuthRedirectResult,
  type OAuthStrategyConfig,
  type RedirectSignIn,
  type RefreshToken,
  type RegisterParams,
  type TokenResponse,
  type TokenRole,
  type Tokens,
  type TokenStorage,
} from './auth/index.ts';
