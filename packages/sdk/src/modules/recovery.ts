/** Password recovery (spec §7) at `/_api/iam/recovery`: reset e-mails, activation e-mails, new passwords. */
import type { Module, Transport } from '../core/types.ts';
import type { StateResponse } from './identity.ts';

const base = '/_api/iam/recovery';

export interface RecoveryApi {
  /**
   * E-mails a reset link. The answer is the same whether or not the address belongs to a member.
   * `redirect.url` (a page of the app) is carried in the link for after the reset;
   * `redirectSessionId` (Vitrine's hosted pages) names an open sign-in that the new password finishes.
   */
  sendRecoveryEmail(request: {
    email: string;
    language?: string;
    redirect?: { url?: string; clientId?: string };
    redirectSessionId?: string;
  }): Promise<Record<string, never>>;
  /** E-mails an activation link to a member (API key with members:write). */
  sendActivationEmail(request: { identityId: string; emailOptions?: { language?: string; redirect?: { url?: string } } }): Promise<Record<string, never>>;
  /** Sets the password with the token of the e-mailed link; SUCCESS carries a session token. */
  recover(request: { recoveryToken: string; password: string }): Promise<StateResponse>;
}

/**
 * @example
 * ```ts
 * const client = createClient({ modules: { recovery }, auth: OAuthStrategy({ clientId }), baseUrl });
 * await client.recovery.sendRecoveryEmail({ email, redirect: { url: location.href } });
 * ```
 */
export const recovery: Module<RecoveryApi> = (transport: Transport) => ({
  sendRecoveryEmail: (request) => transport.request({ method: 'POST', path: `${base}/v1/send-email`, body: request, args: [request] }),
  sendActivationEmail: (request) => transport.request({ method: 'POST', path: `${base}/v1/activation-email`, body: request, args: [request] }),
  recover: (request) =>
    transport.request({ method: 'POST', path: `${base}/v1/recover`, body: request, args: [{ recoveryToken: '[redacted]', password: '[redacted]' }] }),
});
