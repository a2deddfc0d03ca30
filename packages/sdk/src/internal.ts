/**
 * `@vitrine/sdk/internal`: the pieces the SDK's own modules are made of, for a hand-written
 * module or a tool that speaks the wire contract itself: the wire encodings (numbers and dates,
 * cart-like revival, the query string), the error mapping, the token endpoint and PKCE. Not part
 * of the stable API: these may change in any release. Apps use `@vitrine/sdk`.
 */
export { graphqlPath } from './client.ts';
export { defaultTimeoutMs } from './core/transport.ts';
export { encodeQuery, maxQueryStringLength } from './core/query-params.ts';
export { errorFromResponse, oauthFlowFailures } from './core/errors.ts';
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
} from './core/serialize.ts';
export { createCodeChallenge, createCodeVerifier, createState } from './auth/pkce.ts';
export { requestTokens, tokenPath, type TokenRequestOptions } from './auth/token-endpoint.ts';
export { directLoginTimeoutMs } from './auth/login-result.ts';
export { hasLiveAccessToken } from './auth/tokens.ts';
