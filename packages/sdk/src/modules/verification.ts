/** E-mail verification (spec §7) at `/_api/iam/verification`: six-digit codes, resendable. */
import type { Module, Transport } from '../core/types.ts';
import type { StateResponse } from './identity.ts';

const base = '/_api/iam/verification';

export interface VerificationApi {
  /** Sends a code to the member's e-mail (the member itself, or an API key with members:write). */
  /** `verificationId` and `stateToken` are the same value; the auth steps take it as `stateToken`. */
  start(request: { identityId: string; target: 'EMAIL' }): Promise<{ verificationId: string; stateToken: string }>;
  /** Submits the code; the answer is mapped like a login's (`SUCCESS` carries a session token). */
  verifyDuringAuthentication(request: { code: string; stateToken: string }): Promise<StateResponse>;
  /** A new code for the same state token (not more than one per 30 seconds). */
  resendDuringAuthentication(request: { stateToken: string }): Promise<Record<string, never>>;
}

/**
 * @example
 * ```ts
 * const client = createClient({ modules: { verification }, auth: OAuthStrategy({ clientId }), baseUrl });
 * const answer = await client.verification.verifyDuringAuthentication({ code: '123456', stateToken });
 * ```
 */
export const verification: Module<VerificationApi> = (transport: Transport) => ({
  start: (request) => transport.request({ method: 'POST', path: `${base}/v1/start`, body: request, args: [request] }),
  verifyDuringAuthentication: (request) => transport.request({ method: 'POST', path: `${base}/v1/auth/verify`, body: request, args: [request] }),
  resendDuringAuthentication: (request) => transport.request({ method: 'POST', path: `${base}/v1/auth/resend`, body: request, args: [request] }),
});
