import type { Module, Transport } from '../core/types.ts';
import type { TokenResponse } from '../auth/tokens.ts';

/**
 * Sign-in for site owners and collaborators (identity type WIX_USER), as the studio does it:
 * e-mail and password for the site of an OAuth app. The answer has the token endpoint's shape, so
 * an `OAuthStrategy` can hold it (`setTokens(tokensFromResponse(answer, 'member'))`) and renew it
 * with the refresh token like any other session. Vitrine's own endpoint: the hosted platform signs
 * its owners in on its own pages.
 */
export interface OwnerLoginInput {
  email: string;
  password: string;
  /** The OAuth app whose site the owner signs in to. */
  clientId: string;
}

export interface StudioSessionApi {
  /** Fails with an `ApplicationError` coded `INVALID_CREDENTIALS` ('Wrong email or password'). */
  ownerLogin(input: OwnerLoginInput): Promise<TokenResponse>;
  /**
   * "Forgot password?": e-mails the owner (or collaborator) a link to the studio's reset page
   * (`/studio/reset-password?token=…`). Answers the same whether or not the address is an owner's.
   */
  sendOwnerResetEmail(input: { email: string; clientId: string }): Promise<void>;
  /**
   * A new password with the e-mailed token; every other session of the owner ends and the answer
   * signs this one in (hand it to `tokensFromResponse`). Fails with an `ApplicationError` coded
   * `INVALID_RECOVERY_TOKEN` for a used, expired or unknown token.
   */
  recoverOwnerPassword(input: { recoveryToken: string; password: string; clientId: string }): Promise<TokenResponse>;
}

/**
 * @example
 * ```ts
 * const auth = OAuthStrategy({ clientId });
 * const client = createClient({ modules: { studioSession, siteSettings }, auth, baseUrl });
 * auth.setTokens(tokensFromResponse(await client.studioSession.ownerLogin({ email, password, clientId }), 'member'));
 * const site = await client.siteSettings.getSite();
 * ```
 */
export const studioSession: Module<StudioSessionApi> = (transport: Transport) => ({
  ownerLogin(input) {
    // No visitor token is needed to sign in, and a stale one must not turn this into a 401.
    return transport.request<TokenResponse>({
      method: 'POST',
      path: '/_api/vitrine/v1/owner/login',
      body: input,
      args: [{ ...input, password: '[redacted]' }],
      auth: false,
    });
  },
  async sendOwnerResetEmail(input) {
    await transport.request<Record<string, never>>({ method: 'POST', path: '/_api/vitrine/v1/owner/recovery/send-email', body: input, args: [input], auth: false });
  },
  recoverOwnerPassword(input) {
    return transport.request<TokenResponse>({
      method: 'POST',
      path: '/_api/vitrine/v1/owner/recovery/recover',
      body: input,
      args: [{ ...input, recoveryToken: '[redacted]', password: '[redacted]' }],
      auth: false,
    });
  },
});
