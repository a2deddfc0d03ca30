import type { Module, Transport } from '../core/types.ts';

/**
 * The site's mail outbox: every e-mail the platform sent, or would have sent when no SMTP server
 * is configured (verification codes, password resets, approvals, order e-mails). For the site's
 * owner only — messages hold live codes and reset links, so API keys are refused. The order
 * e-mails' templates (switches, previews, the store's look, resend) are for staff: owners and API
 * keys with `settings:write` (resend: `ecom:write`). Vitrine's own endpoints.
 */

export interface OutboxMessage {
  id: string;
  to: string;
  /** Its Reply-To header: the store's public address on buyers' order e-mails. */
  replyTo?: string;
  /** What the message is for. */
  kind: 'VERIFICATION_CODE' | 'PASSWORD_RESET' | 'ACTIVATION' | OrderMailKind | (string & {});
  subject: string;
  /** The plain-text body. */
  text: string;
  /** The HTML alternative (order e-mails). Show it only in a sandboxed frame. */
  html?: string;
  /** `STORED` when no SMTP server is configured (kept here only); `PENDING` until SMTP takes it, then `SENT` or `FAILED`. */
  status: 'PENDING' | 'SENT' | 'FAILED' | 'STORED' | (string & {});
  createdDate: string;
  sentDate?: string;
}

/** The order e-mails: confirmation and new-order notice when an order is placed, then shipped, canceled, refunded. */
export type OrderMailKind = 'ORDER_CONFIRMATION' | 'NEW_ORDER' | 'ORDER_SHIPPED' | 'ORDER_CANCELED' | 'ORDER_REFUNDED' | 'REFUND_FAILED' | 'REFUND_CONFIRMED';

export interface MailTemplate {
  kind: OrderMailKind;
  /** BUYER: sent to the order's e-mail; STORE: to the store's contact address. */
  audience: 'BUYER' | 'STORE';
  description: string;
  /** Switched on (the default) or off. */
  enabled: boolean;
}

/** How the store looks in its e-mails. */
export interface MailBrand {
  storeName: string;
  /** Where new-order notices go: the saved address, else the site owner's. */
  contactEmail?: string;
  /** The reply-to address saved; absent when none is. */
  replyToEmail?: string;
  /** The address buyers see in their e-mails and reply to: `replyToEmail`, else the storefront's contact e-mail, else `contactEmail`. */
  replyToEmailInUse?: string;
  logoUrl?: string;
  /** `#rrggbb`. */
  brandColor: string;
}

export interface MailTemplates {
  templates: MailTemplate[];
  brand: MailBrand;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

const prefix = '/_api/vitrine/v1/mail';

export interface MailApi {
  /** Newest first. `limit` 1 to 100. */
  listOutbox(options?: { limit?: number; offset?: number }): Promise<OutboxMessage[]>;
  /** The order e-mails with their switches, and the store's look. */
  listTemplates(): Promise<MailTemplates>;
  /** Switches one order e-mail on or off. */
  switchTemplate(kind: OrderMailKind, enabled: boolean): Promise<MailTemplates>;
  /** Changes the store's contact address, logo URL or colour (`null` clears one). */
  updateBrand(patch: { contactEmail?: string | null; replyToEmail?: string | null; logoUrl?: string | null; brandColor?: string | null }): Promise<MailTemplates>;
  /** One order e-mail rendered with a sample order in the store's look. */
  previewTemplate(kind: OrderMailKind): Promise<RenderedMail>;
  /** Sends one order e-mail again as a new message (ORDER_REFUNDED, REFUND_FAILED and REFUND_CONFIRMED need `refundId`; ORDER_SHIPPED takes `fulfillmentId`). */
  resendOrderMail(orderId: string, input: { kind: OrderMailKind; fulfillmentId?: string; refundId?: string }): Promise<void>;
}

/**
 * @example
 * ```ts
 * const client = createClient({ modules: { mail, studioSession }, auth, baseUrl }); // signed in as the owner
 * const [latest] = await client.mail.listOutbox({ limit: 1 });
 * const { html } = await client.mail.previewTemplate('ORDER_CONFIRMATION');
 * ```
 */
export const mail: Module<MailApi> = (transport: Transport) => ({
  async listOutbox(options = {}) {
    const query = Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined));
    return (await transport.request<{ messages: OutboxMessage[] }>({ method: 'GET', path: `${prefix}/outbox`, query, args: [options] })).messages;
  },
  listTemplates: () => transport.request<MailTemplates>({ method: 'GET', path: `${prefix}/templates`, args: [] }),
  switchTemplate: (kind, enabled) =>
    transport.request<MailTemplates>({ method: 'PATCH', path: `${prefix}/templates/${encodeURIComponent(kind)}`, body: { enabled }, args: [kind, enabled] }),
  updateBrand: (patch) => transport.request<MailTemplates>({ method: 'PATCH', path: `${prefix}/brand`, body: patch, args: [patch] }),
  previewTemplate: (kind) => transport.request<RenderedMail>({ method: 'GET', path: `${prefix}/templates/${encodeURIComponent(kind)}/preview`, args: [kind] }),
  async resendOrderMail(orderId, input) {
    await transport.request({ method: 'POST', path: `${prefix}/orders/${encodeURIComponent(orderId)}/resend`, body: input, args: [orderId, input] });
  },
});
