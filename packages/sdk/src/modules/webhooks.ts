/**
 * Webhooks and the events feed, for site owners (and API keys holding `settings:write`, or
 * `events:read` for the feed): subscriptions, their deliveries, replays, and the events feed.
 * These are Vitrine's own endpoints (`/_api/vitrine/v1/...`). Receiving servers verify
 * deliveries with `@vitrine/sdk/modules/webhook-verifier`.
 */
import { newIdempotencyKey } from './idempotency-key.ts';
import type { Module, Transport } from '../core/types.ts';
import type { DeliveriesPage, Delivery as WebhookDelivery, Webhook, WebhookInput, WebhookPatch, WebhookWithSecret } from '../generated/events.ts';
import type { WebhookEvent, WebhookEventType } from './webhook-events.ts';

export * from './webhook-events.ts';

const prefix = '/_api/vitrine/v1';

export type { DeliveriesPage, Delivery as WebhookDelivery, Webhook, WebhookInput, WebhookPatch, WebhookWithSecret } from '../generated/events.ts';
/** PENDING: waiting, retrying or in flight; DEAD: retries ran out (replay it to try again). */
export type DeliveryStatus = WebhookDelivery['status'];

export interface Page {
  /** Page size, 1 to 100; default 50. */
  limit?: number;
  /** The `nextCursor` of the previous page. */
  cursor?: string;
}

export interface EventsQuery extends Page {
  types?: WebhookEventType[];
  /** Events at or after this time. */
  from?: Date | string;
  /** Events before this time. */
  to?: Date | string;
  /** ASC (default): oldest first, for catching up; DESC: newest first. */
  order?: 'ASC' | 'DESC';
}

export interface EventsPage {
  events: WebhookEvent[];
  /** Present when more events match; pass it back with the same filters. */
  nextCursor?: string;
}

export interface WebhooksApi {
  listWebhooks(): Promise<Webhook[]>;
  getWebhook(id: string): Promise<Webhook>;
  /** Subscribes a URL; keep the `secret` from the answer, it cannot be read again. */
  createWebhook(input: WebhookInput): Promise<WebhookWithSecret>;
  /** Changes the URL or event types, or turns the subscription off (`enabled: false`) and on. */
  updateWebhook(id: string, patch: WebhookPatch): Promise<Webhook>;
  /** Deletes the subscription and its pending deliveries. */
  deleteWebhook(id: string): Promise<void>;
  /** Replaces the signing secret with `secret`, or with a new one the platform makes. */
  rotateWebhookSecret(id: string, secret?: string): Promise<WebhookWithSecret>;
  /** The subscription's deliveries, newest first. */
  listDeliveries(id: string, query?: Page & { status?: DeliveryStatus }): Promise<DeliveriesPage>;
  /** Sends a dead (or delivered) delivery's event again, as a new delivery. */
  replayDelivery(id: string, deliveryId: string): Promise<WebhookDelivery>;
  /** Sends any past event of the site to this subscription. */
  replayEvent(id: string, eventId: string): Promise<WebhookDelivery>;
  /** The events feed (`events:read`): the site's events by type and time. */
  listEvents(query?: EventsQuery): Promise<EventsPage>;
}

const segment = (value: string) => encodeURIComponent(value);
const isoDate = (value: Date | string | undefined) => (value instanceof Date ? value.toISOString() : value);

/**
 * The webhooks module: pass it to `createClient` as the site's owner, or with an API key holding
 * `settings:write` (subscriptions) or `events:read` (the feed).
 *
 * @example
 * const client = createClient({ modules: { webhooks }, auth: ApiKeyStrategy({ apiKey, siteId }), baseUrl });
 * const { webhook, secret } = await client.webhooks.createWebhook({ url: 'https://shop.example/hooks', eventTypes: ['checkout.completed'] });
 * const { events } = await client.webhooks.listEvents({ types: ['product.created'], limit: 20 });
 */
export const webhooks: Module<WebhooksApi> = (transport: Transport) => ({
  async listWebhooks() {
    return (await transport.request<{ webhooks: Webhook[] }>({ method: 'GET', path: `${prefix}/webhooks`, args: [] })).webhooks;
  },
  async getWebhook(id) {
    return (await transport.request<{ webhook: Webhook }>({ method: 'GET', path: `${prefix}/webhooks/${segment(id)}`, args: [id] })).webhook;
  },
  createWebhook(input) {
    return transport.request<WebhookWithSecret>({ method: 'POST', path: `${prefix}/webhooks`, body: input, args: [input], idempotencyKey: newIdempotencyKey() });
  },
  async updateWebhook(id, patch) {
    return (await transport.request<{ webhook: Webhook }>({ method: 'PATCH', path: `${prefix}/webhooks/${segment(id)}`, body: patch, args: [id, patch] }))
      .webhook;
  },
  async deleteWebhook(id) {
    await transport.request<Record<string, never>>({ method: 'DELETE', path: `${prefix}/webhooks/${segment(id)}`, args: [id] });
  },
  rotateWebhookSecret(id, secret) {
    return transport.request<WebhookWithSecret>({
      method: 'POST',
      path: `${prefix}/webhooks/${segment(id)}/rotate-secret`,
      body: secret === undefined ? {} : { secret },
      args: [id],
    });
  },
  listDeliveries(id, query = {}) {
    return transport.request<DeliveriesPage>({
      method: 'GET',
      path: `${prefix}/webhooks/${segment(id)}/deliveries`,
      query: { status: query.status, cursor: query.cursor, limit: query.limit },
      args: [id, query],
    });
  },
  async replayDelivery(id, deliveryId) {
    return (
      await transport.request<{ delivery: WebhookDelivery }>({
        method: 'POST',
        path: `${prefix}/webhooks/${segment(id)}/deliveries/${segment(deliveryId)}/replay`,
        args: [id, deliveryId],
      })
    ).delivery;
  },
  async replayEvent(id, eventId) {
    return (
      await transport.request<{ delivery: WebhookDelivery }>({
        method: 'POST',
        path: `${prefix}/webhooks/${segment(id)}/replay`,
        body: { eventId },
        args: [id, eventId],
      })
    ).delivery;
  },
  listEvents(query = {}) {
    return transport.request<EventsPage>({
      method: 'GET',
      path: `${prefix}/events`,
      query: { type: query.types, from: isoDate(query.from), to: isoDate(query.to), order: query.order, cursor: query.cursor, limit: query.limit },
      args: [query],
    });
  },
});
