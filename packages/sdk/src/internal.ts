/**
 * `@vitrine/sdk/internal`: the pieces the SDK's own modules are made of, for a hand-written
 * module or a tool that speaks the wire contract itself: the wire encodings (numbers and dates,
 * cart-like revival, the query string), the error mapping, the token endpoint and PKCE. Not part
 * of the stable API: these may change in any release. Apps use `@vitrine/sdk`.
 */
export { graphqlPath } from './client';
export { defaultTimeoutMs } from './core/transport';
export { encodeQuery, maxQueryStringLength } from './core/query-params';
export { errorFromResponse, oauthFlowFailures } from './core/errors';
export {
  dateKeys,
  defaultMediaBaseUrl,
  fromWireDate,
  fromWireNumber,
  numberKeys,
  prepareCartLikeRequest,
  reviveCartLike,
  reviveWire,
  toWireJson,
  toWireNumber,
  type CartLikeOptions,
} from './core/serialize';
export { createCodeChallenge, createCodeVerifier, createState } from './auth/pkce';
export { requestTokens, tokenPath, type TokenRequestOptions } from './auth/token-endpoint';
export { directLoginTimeoutMs } from './auth/login-result';
export { hasLiveAccessToken } from './auth/tokens';
