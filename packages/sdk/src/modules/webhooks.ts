import type { FetchLike, Module, Transport } from '../core/types';
import { eventTypes, type EventType } from '../generated/event-types';
import type { DeliveriesPage, Delivery as WebhookDelivery, Webhook, WebhookInput, WebhookPatch, WebhookWithSecret } from '../generated/events';

/**
 * Webhooks and the events feed.
 *
 * - `webhooks`: the module for site owners (and API keys holding `settings:write`, or
 *   `events:read` for the feed): subscriptions, their deliveries, replays, and the events feed.
 *   These are Vitrine's own endpoints (`/_api/vitrine/v1/...`).
 * - `verifyWebhook` / `createWebhookVerifier`: for the receiving server. A delivery's body is a
 *   JWT (ES256) signed with the platform's key; these check it with WebCrypto against the
 *   platform's JWKS (`/oauth2/jwks`) or keys you pass, and return the event, typed by its `type`.
 */

const prefix = '/_api/vitrine/v1';

/** The event types of the platform (spec §4), generated from its list (`npm run generate:types`). */
export const webhookEventTypes = eventTypes;
export type WebhookEventType = EventType;

/** An entity as the platform's REST API shows it (wire shape: dates are ISO strings, money decimal strings). */
export interface WireEntity {
  id: string;
  [field: string]: unknown;
}

/** What a delete event carries: the id alone. */
export interface DeletedEntity {
  id: string;
}

/** The entity of `product.variants_changed`: the product's variants after the change. */
export interface VariantsChange {
  productId: string;
  variants: WireEntity[];
}

/**
 * The entity each event type carries: `{ id }` for deletes, the product's variants for
 * `product.variants_changed`, the entity's wire shape otherwise. Pass your own map to `verify` for
 * richer entity types.
 */
export type WebhookEntityMap = {
  [T in WebhookEventType]: T extends `${string}.deleted` ? DeletedEntity : T extends 'product.variants_changed' ? VariantsChange : WireEntity;
};

/** One event of one type. */
export interface WebhookEventOf<T extends WebhookEventType, Entity = WebhookEntityMap[T]> {
  /** The same in every delivery, retry and replay of this event: drop duplicates by it. */
  id: string;
  type: T;
  siteId: string;
  /** The id of the cart, checkout, product, … the event is about. */
  entityId: string;
  /** When the change happened (ISO 8601). */
  createdDate: string;
  /** The entity after the change; `{ id }` for deletes. */
  entity: Entity;
}

/**
 * Any event: a union discriminated by `type`, so `switch (event.type)` narrows `entity`.
 *
 * @example
 * switch (event.type) {
 *   case 'product.deleted': forget(event.entity.id); break;
 *   case 'product.variants_changed': reprice(event.entity.productId, event.entity.variants); break;
 * }
 */
export type WebhookEvent<M extends { [T in WebhookEventType]: unknown } = WebhookEntityMap> = {
  [T in WebhookEventType]: WebhookEventOf<T, M[T]>;
}[WebhookEventType];

// ---------------------------------------------------------------------------------------------
// Verifying deliveries
// ---------------------------------------------------------------------------------------------

/**
 * Why a delivery was refused: the `reason` of a `WebhookVerificationError`.
 *
 * @example
 * if (isWebhookVerificationError(error) && error.reason === 'keys_unavailable') return reply.code(503).send(); // retry later
 */
export type WebhookVerificationFailure =
  | 'malformed'
  | 'unknown_key'
  | 'bad_signature'
  | 'bad_claims'
  | 'expired'
  | 'wrong_site'
  | 'wrong_webhook'
  | 'bad_body_signature'
  | 'keys_unavailable';

/**
 * A delivery that must not be trusted. `reason` says why; answer the request with a 4xx and do
 * not act on it. Recognise it with `isWebhookVerificationError` (works across realms).
 *
 * @example
 * try {
 *   const event = await verifier.verify(rawBody, { signature: request.headers['x-vitrine-signature'] });
 * } catch (error) {
 *   if (isWebhookVerificationError(error)) return reply.code(400).send({ reason: error.reason });
 *   throw error;
 * }
 */
export class WebhookVerificationError extends Error {
  override name = 'WebhookVerificationError';
  readonly reason: WebhookVerificationFailure;

  constructor(reason: WebhookVerificationFailure, message: string) {
    super(message);
    this.reason = reason;
  }
}

/**
 * True for a `WebhookVerificationError`, also one from another copy of the SDK.
 *
 * @example
 * if (isWebhookVerificationError(error) && error.reason === 'expired') log('a delivery arrived too late');
 */
export const isWebhookVerificationError = (error: unknown): error is WebhookVerificationError =>
  error instanceof Error && error.name === 'WebhookVerificationError';

/** A public key in JWK form, as `/oauth2/jwks` lists them. */
export interface WebhookJwk {
  kty: string;
  kid?: string;
  crv?: string;
  x?: string;
  y?: string;
  alg?: string;
  use?: string;
}

export interface WebhookVerifierOptions {
  /** The platform's base URL; keys are fetched from `${baseUrl}/oauth2/jwks`. */
  baseUrl?: string;
  /** Or the JWKS URL itself. */
  jwksUrl?: string;
  /** Or the keys themselves (`{ keys }` as the JWKS answers, or the list): nothing is fetched. */
  keys?: WebhookJwk[] | { keys: WebhookJwk[] };
  /** Default: the global `fetch`. */
  fetch?: FetchLike;
  /** Accept only events of this site. Recommended: any site on the platform signs with the same key. */
  siteId?: string;
  /** Accept only deliveries for this subscription (the JWT's `aud`). */
  webhookId?: string;
  /**
   * The subscription's secret: when set, the `x-vitrine-signature` header (HMAC-SHA256 of the
   * body) must be passed to `verify` and must match.
   */
  secret?: string;
  /**
   * Refuse bodies signed longer ago than this (every attempt is signed afresh, so a genuine
   * delivery is seconds old). Default 300; `Infinity` turns the check off.
   */
  maxAgeSeconds?: number;
}

export interface WebhookVerifier {
  /**
   * Checks a delivery's body (the raw request body, a JWT) and returns its event.
   * `signature` is the `x-vitrine-signature` header, needed when a `secret` was configured.
   * Throws `WebhookVerificationError` when anything does not hold.
   */
  verify<M extends { [T in WebhookEventType]: unknown } = WebhookEntityMap>(body: string, headers?: { signature?: string | null }): Promise<WebhookEvent<M>>;
}

const jwtType = 'vitrine-event+jwt';
const issuer = 'vitrine';
const clockSkewSeconds = 60;
const encoder = new TextEncoder();
const eventTypeSet: ReadonlySet<string> = new Set(webhookEventTypes);

function bytesFromBase64url(text: string): Uint8Array {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new WebhookVerificationError('malformed', 'The body is not a JWT');
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function jsonFromBase64url(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(new TextDecoder().decode(bytesFromBase64url(text)));
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // reported below
  }
  throw new WebhookVerificationError('malformed', 'The body is not a JWT');
}

function subtle(): SubtleCrypto {
  const crypto = (globalThis as { crypto?: Crypto }).crypto;
  if (!crypto?.subtle) throw new Error('WebCrypto (crypto.subtle) is not available in this runtime');
  return crypto.subtle;
}

const keyList = (keys: WebhookVerifierOptions['keys']): WebhookJwk[] => (Array.isArray(keys) ? keys : (keys?.keys ?? []));

/**
 * A verifier that keeps the platform's public keys between deliveries, fetching the JWKS again
 * (once per unknown key id) when the platform starts signing with a new key.
 *
 * @example
 * const verifier = createWebhookVerifier({ baseUrl: 'https://platform.example', siteId, secret });
 * app.post('/hooks', async (request, reply) => {
 *   const event = await verifier.verify(request.body, { signature: request.headers['x-vitrine-signature'] });
 *   if (await alreadyHandled(event.id)) return reply.code(200).send();
 *   if (event.type === 'checkout.completed') await fulfil(event.entity);
 *   return reply.code(200).send();
 * });
 */
export function createWebhookVerifier(options: WebhookVerifierOptions): WebhookVerifier {
  const jwksUrl = options.jwksUrl ?? (options.baseUrl ? `${options.baseUrl.replace(/\/+$/, '')}/oauth2/jwks` : undefined);
  if (!options.keys && !jwksUrl) throw new TypeError('createWebhookVerifier needs keys, jwksUrl or baseUrl');
  const maxAgeSeconds = options.maxAgeSeconds ?? 300;
  const cache = new Map<string, Promise<CryptoKey>>();
  let known: WebhookJwk[] = keyList(options.keys);
  let refresh: Promise<void> | undefined;

  async function fetchKeys() {
    const doFetch = options.fetch ?? ((url: string, init: RequestInit) => fetch(url, init));
    try {
      const response = await doFetch(jwksUrl!, { method: 'GET', headers: { accept: 'application/json' } });
      if (!response.ok) throw new Error(`status ${response.status}`);
      known = keyList((await response.json()) as { keys: WebhookJwk[] });
    } catch (error) {
      throw new WebhookVerificationError('keys_unavailable', `Could not fetch the platform's keys: ${(error as Error).message}`);
    }
  }

  async function keyFor(kid: string): Promise<CryptoKey> {
    let jwk = known.find((key) => key.kid === kid);
    if (!jwk && jwksUrl) {
      // One fetch at a time, whatever number of deliveries name the new key.
      refresh ??= fetchKeys().finally(() => (refresh = undefined));
      await refresh;
      jwk = known.find((key) => key.kid === kid);
    }
    if (!jwk || jwk.kty !== 'EC' || jwk.crv !== 'P-256') throw new WebhookVerificationError('unknown_key', `No platform key with id ${kid}`);
    let key = cache.get(kid);
    if (!key) {
      const { kty, crv, x, y } = jwk;
      key = subtle().importKey('jwk', { kty, crv, x, y, ext: true }, { name: 'ECDSA', namedCurve: 'P-256' }, false, ['verify']) as Promise<CryptoKey>;
      cache.set(kid, key);
    }
    try {
      return await key;
    } catch {
      cache.delete(kid);
      throw new WebhookVerificationError('unknown_key', `The platform key ${kid} could not be read`);
    }
  }

  async function checkBodySignature(body: string, signature: string | null | undefined) {
    const value = /^v1=([A-Za-z0-9_-]+)$/.exec(signature ?? '')?.[1];
    if (!value) throw new WebhookVerificationError('bad_body_signature', 'The x-vitrine-signature header is missing or malformed');
    const key = await subtle().importKey('raw', encoder.encode(options.secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
    // subtle.verify compares in constant time.
    if (!(await subtle().verify('HMAC', key, bytesFromBase64url(value) as BufferSource, encoder.encode(body)))) {
      throw new WebhookVerificationError('bad_body_signature', 'The x-vitrine-signature header does not match the body');
    }
  }

  return {
    async verify<M extends { [T in WebhookEventType]: unknown } = WebhookEntityMap>(body: string, headers: { signature?: string | null } = {}) {
      if (typeof body !== 'string') throw new WebhookVerificationError('malformed', 'Pass the raw request body as a string');
      const parts = body.trim().split('.');
      if (parts.length !== 3) throw new WebhookVerificationError('malformed', 'The body is not a JWT');
      const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
      const header = jsonFromBase64url(headerPart);
      if (header.alg !== 'ES256' || header.typ !== jwtType || typeof header.kid !== 'string') {
        throw new WebhookVerificationError('malformed', 'The body is not a Vitrine event');
      }
      const key = await keyFor(header.kid);
      const valid = await subtle().verify(
        { name: 'ECDSA', hash: 'SHA-256' },
        key,
        bytesFromBase64url(signaturePart) as BufferSource,
        encoder.encode(`${headerPart}.${payloadPart}`),
      );
      if (!valid) throw new WebhookVerificationError('bad_signature', 'The signature does not match the event');
      if (options.secret !== undefined) await checkBodySignature(body.trim(), headers.signature);

      const claims = jsonFromBase64url(payloadPart);
      const event = claims.event as Record<string, unknown> | undefined;
      if (
        claims.iss !== issuer ||
        !event ||
        typeof event.id !== 'string' ||
        event.id !== claims.jti ||
        typeof event.type !== 'string' ||
        !eventTypeSet.has(event.type) ||
        typeof event.siteId !== 'string' ||
        typeof event.entityId !== 'string' ||
        typeof event.createdDate !== 'string'
      ) {
        throw new WebhookVerificationError('bad_claims', 'The event is incomplete');
      }
      const issuedAt = typeof claims.iat === 'number' ? claims.iat : NaN;
      const now = Date.now() / 1000;
      if (!(issuedAt <= now + clockSkewSeconds) || now - issuedAt > maxAgeSeconds) {
        throw new WebhookVerificationError('expired', 'The delivery was signed too long ago');
      }
      if (options.siteId !== undefined && event.siteId !== options.siteId) {
        throw new WebhookVerificationError('wrong_site', 'The event belongs to another site');
      }
      if (options.webhookId !== undefined && claims.aud !== options.webhookId) {
        throw new WebhookVerificationError('wrong_webhook', 'The delivery was made for another subscription');
      }
      return event as unknown as WebhookEvent<M>;
    },
  };
}

/**
 * Verifies one delivery and returns its event. For a server receiving many, keep one
 * `createWebhookVerifier` so the platform's keys are fetched once.
 *
 * @example
 * const event = await verifyWebhook(rawBody, { baseUrl: 'https://platform.example', siteId });
 * if (event.type === 'cart.deleted') console.log('cart gone', event.entity.id);
 */
export function verifyWebhook<M extends { [T in WebhookEventType]: unknown } = WebhookEntityMap>(
  body: string,
  options: WebhookVerifierOptions & { signature?: string | null },
): Promise<WebhookEvent<M>> {
  return createWebhookVerifier(options).verify<M>(body, { signature: options.signature });
}

// ---------------------------------------------------------------------------------------------
// Managing subscriptions and reading the feed
// ---------------------------------------------------------------------------------------------

export type { DeliveriesPage, Delivery as WebhookDelivery, Webhook, WebhookInput, WebhookPatch, WebhookWithSecret } from '../generated/events';
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
    return transport.request<WebhookWithSecret>({ method: 'POST', path: `${prefix}/webhooks`, body: input, args: [input] });
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
