/**
 * `@vitrine/sdk`: named exports only. API modules are imported from `@vitrine/sdk/modules/<area>`
 * so that a bundler keeps only the areas an app uses.
 */
export { createClient, graphqlPath, type AnyModule, type Client, type ClientOptions, type GraphQLResponse } from './client';

export { createTransport, defaultBaseUrl, type TransportOptions } from './core/transport';
export type { AuthStrategy, CallOptions, FetchLike, HttpMethod, Module, RequestOptions, ResponseFailure, Transport } from './core/types';
export { encodeQuery, maxQueryStringLength } from './core/query-params';

export {
  ApplicationError,
  errorFromResponse,
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
  oauthFlowFailures,
  SystemError,
  TimeoutError,
  TokenError,
  ValidationError,
  VitrineError,
  type ErrorDetails,
  type FieldViolation,
  type OAuthFlowFailure,
  type VitrineErrorInit,
} from './core/errors';

export {
  dateKeys,
  defaultMediaBaseUrl,
  fromWireAddress,
  fromWireDate,
  fromWireNumber,
  imageFromMediaUri,
  mediaUriFromImage,
  numberKeys,
  prepareCartLikeRequest,
  reviveCartLike,
  reviveWire,
  toWireAddress,
  toWireJson,
  toWireNumber,
  type Address,
  type CartLikeOptions,
  type Geocode,
  type MediaImage,
  type WireAddress,
} from './core/serialize';

export * from './auth/index';
