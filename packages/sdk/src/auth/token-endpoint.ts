/** Calls to `POST /oauth2/token`: no auth headers of the strategy, and every failure is a `TokenError`. */
import { TokenError, type ErrorDetails } from '../core/errors.ts';
import type { Transport } from '../core/types.ts';
import { randomString } from './pkce.ts';
import type { TokenResponse } from './tokens.ts';

/**
 * The token endpoint's path.
 *
 * @example
 * await fetch(baseUrl + tokenPath, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ clientId, grantType: 'anonymous' }) });
 */
export const tokenPath = '/oauth2/token';

/**
 * Options of one token request.
 *
 * @example
 * await requestTokens(transport, { clientId, grantType: 'refresh_token', refreshToken }, { repeatable: true });
 */
export interface TokenRequestOptions {
  /** Headers such as the visitor token (code exchange) or `<visitor token>,<api key>` (authorized_client). */
  headers?: Record<string, string>;
  /** The grant can be repeated without effect (refresh: the refresh token is not rotated), so retry it. */
  repeatable?: boolean;
}

/**
 * @example
 * const response = await requestTokens(transport, { clientId, grantType: 'anonymous' });
 */
export function requestTokens(transport: Transport, body: Record<string, unknown>, options: TokenRequestOptions = {}): Promise<TokenResponse> {
  return transport.request<TokenResponse>({
    method: 'POST',
    path: tokenPath,
    body,
    auth: false,
    headers: options.headers,
    idempotencyKey: options.repeatable ? randomString(32) : undefined,
    mapError: ({ status, body: responseBody, requestId }) => {
      const details = ((responseBody as { details?: ErrorDetails } | undefined)?.details ?? {}) as ErrorDetails;
      const code = details.applicationError?.code ?? (details.validationError ? 'INVALID_ARGUMENT' : undefined);
      return new TokenError({ status, details, requestId, ...(code !== undefined ? { code: String(code) } : {}) });
    },
  });
}
