import type { Module, Transport } from '../core/types.ts';

/**
 * The site's mail outbox: every e-mail the platform sent, or would have sent when no SMTP server
 * is configured (verification codes, password resets, approvals). For the site's owner only —
 * messages hold live codes and reset links, so API keys are refused. Vitrine's own endpoint.
 */

export interface OutboxMessage {
  id: string;
  to: string;
  /** What the message is for. */
  kind: 'VERIFICATION_CODE' | 'PASSWORD_RESET' | 'ACTIVATION' | (string & {});
  subject: string;
  /** The plain-text body. */
  text: string;
  /** `STORED` when no SMTP server is configured (kept here only); `PENDING` until SMTP takes it, then `SENT` or `FAILED`. */
  status: 'PENDING' | 'SENT' | 'FAILED' | 'STORED' | (string & {});
  createdDate: string;
  sentDate?: string;
}

export interface MailApi {
  /** Newest first. `limit` 1 to 100. */
  listOutbox(options?: { limit?: number; offset?: number }): Promise<OutboxMessage[]>;
}

/**
 * @example
 * ```ts
 * const client = createClient({ modules: { mail, studioSession }, auth, baseUrl }); // signed in as the owner
 * const [latest] = await client.mail.listOutbox({ limit: 1 });
 * ```
 */
export const mail: Module<MailApi> = (transport: Transport) => ({
  async listOutbox(options = {}) {
    const query = Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined));
    return (await transport.request<{ messages: OutboxMessage[] }>({ method: 'GET', path: '/_api/vitrine/v1/mail/outbox', query, args: [options] })).messages;
  },
});
