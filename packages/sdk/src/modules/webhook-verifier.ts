/**
 * Verifying webhook deliveries, for the receiving server: a delivery's body is a JWT (ES256)
 * signed with the platform's key; `createWebhookVerifier` checks it with WebCrypto against the
 * platform's JWKS (`/oauth2/jwks`) or keys you pass, and returns the event, typed by its `type`.
 * Import it from `@vitrine/sdk/modules/webhook-verifier`: a receiver needs nothing else of the SDK.
 */
import type { FetchLike } from '../core/types.ts';
import { webhookEventTypes, type WebhookEntityMap, type WebhookEvent, type WebhookEventType } from './webhook-events.ts';

export * from './webhook-events.ts';

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

/** Where the platform's keys come from, and how strict the checks are: everything but the binding. */
export interface WebhookVerifierKeyOptions {
  /** The platform's base URL; keys are fetched from `${baseUrl}/oauth2/jwks`. */
  baseUrl?: string;
  /** Or the JWKS URL itself. */
  jwksUrl?: string;
  /** Or the keys themselves (`{ keys }` as the JWKS answers, or the list): nothing is fetched. */
  keys?: WebhookJwk[] | { keys: WebhookJwk[] };
  /** Default: the global `fetch`. */
  fetch?: FetchLike;
  /**
   * Refuse bodies signed longer ago than this (every attempt is signed afresh, so a genuine
   * delivery is seconds old). Default 300; `Infinity` turns the check off.
   */
  maxAgeSeconds?: number;
  /**
   * After a fetch of the JWKS, a delivery naming a key it did not list is refused without
   * fetching again for this long, so a stream of forged key ids cannot make the verifier hammer
   * the platform. Default 60; 0 fetches for every unknown key id.
   */
  jwksRefetchCooldownSeconds?: number;
}

/**
 * What ties the verifier to your site: at least one is required. Every site on the platform
 * signs its events with the same key, so a verifier bound to nothing would accept a genuine
 * event of any site, for instance one whose owner pointed a subscription at your receiver.
 */
interface WebhookVerifierBindingFields {
  /** Accept only events of this site. */
  siteId?: string;
  /** Accept only deliveries for this subscription (the JWT's `aud`). */
  webhookId?: string;
  /**
   * The subscription's secret: when set, the `x-vitrine-signature` header (HMAC-SHA256 of the
   * body) must be passed to `verify` and must match.
   */
  secret?: string;
}

/**
 * `siteId`, `webhookId` or `secret`, at least one (any together): a verifier given none is a
 * type error, and throws a `TypeError` when created.
 *
 * @example
 * const binding: WebhookVerifierBinding = { siteId: process.env.VITRINE_SITE_ID! };
 */
export type WebhookVerifierBinding =
  | (WebhookVerifierBindingFields & { siteId: string })
  | (WebhookVerifierBindingFields & { webhookId: string })
  | (WebhookVerifierBindingFields & { secret: string });

/**
 * The keys, the checks, and at least one binding (`siteId`, `webhookId` or `secret`).
 *
 * @example
 * const options: WebhookVerifierOptions = { baseUrl: 'https://platform.example', siteId, secret };
 */
export type WebhookVerifierOptions = WebhookVerifierKeyOptions & WebhookVerifierBinding;

/**
 * The `x-vitrine-signature` header as servers hand it over: Node's `http` and Fastify type a
 * header as `string | string[] | undefined` (a list when it was sent more than once, which a
 * genuine delivery never does, so a list of more than one is refused as malformed).
 *
 * @example
 * const signature: WebhookSignatureHeader = request.headers['x-vitrine-signature'];
 */
export type WebhookSignatureHeader = string | readonly string[] | null | undefined;

/** How long after one fetch of the JWKS an unknown key id does not cause another, unless configured. */
export const defaultJwksRefetchCooldownSeconds = 60;

export interface WebhookVerifier {
  /**
   * Checks a delivery's body (the raw request body, a JWT) and returns its event.
   * `signature` is the `x-vitrine-signature` header, needed when a `secret` was configured.
   * Throws `WebhookVerificationError` when anything does not hold.
   */
  verify<M extends { [T in WebhookEventType]: unknown } = WebhookEntityMap>(body: string, headers?: { signature?: WebhookSignatureHeader }): Promise<WebhookEvent<M>>;
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
 * when a delivery names a key it does not know (the platform signs with a new key): one fetch at
 * a time, and at most one per `jwksRefetchCooldownSeconds`.
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
  const bound = (value: unknown) => typeof value === 'string' && value !== '';
  if (!bound(options.siteId) && !bound(options.webhookId) && !bound(options.secret)) {
    // Every site's events are signed with the same key: unbound, any site's genuine event would pass.
    throw new TypeError('createWebhookVerifier needs siteId, webhookId or secret, to accept only your own deliveries');
  }
  const maxAgeSeconds = options.maxAgeSeconds ?? 300;
  const cache = new Map<string, Promise<CryptoKey>>();
  let known: WebhookJwk[] = keyList(options.keys);
  let refresh: Promise<void> | undefined;
  const cooldownMs = (options.jwksRefetchCooldownSeconds ?? defaultJwksRefetchCooldownSeconds) * 1000;
  /** When the keys were last fetched; a failed fetch does not count, so the next delivery tries again. */
  let fetchedAt: number | undefined;
  const mayRefetch = () => fetchedAt === undefined || Date.now() - fetchedAt >= cooldownMs;

  async function fetchKeys() {
    const doFetch = options.fetch ?? ((url: string, init: RequestInit) => fetch(url, init));
    try {
      const response = await doFetch(jwksUrl!, { method: 'GET', headers: { accept: 'application/json' } });
      if (!response.ok) throw new Error(`status ${response.status}`);
      known = keyList((await response.json()) as { keys: WebhookJwk[] });
      fetchedAt = Date.now();
    } catch (error) {
      throw new WebhookVerificationError('keys_unavailable', `Could not fetch the platform's keys: ${(error as Error).message}`);
    }
  }

  async function keyFor(kid: string): Promise<CryptoKey> {
    let jwk = known.find((key) => key.kid === kid);
    if (!jwk && jwksUrl && (refresh || mayRefetch())) {
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

  async function checkBodySignature(body: string, header: WebhookSignatureHeader) {
    const signature = typeof header === 'string' ? header : header?.length === 1 ? header[0] : undefined;
    const value = /^v1=([A-Za-z0-9_-]+)$/.exec(signature ?? '')?.[1];
    if (!value) throw new WebhookVerificationError('bad_body_signature', 'The x-vitrine-signature header is missing or malformed');
    const key = await subtle().importKey('raw', encoder.encode(options.secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
    // subtle.verify compares in constant time.
    if (!(await subtle().verify('HMAC', key, bytesFromBase64url(value) as BufferSource, encoder.encode(body)))) {
      throw new WebhookVerificationError('bad_body_signature', 'The x-vitrine-signature header does not match the body');
    }
  }

  return {
    async verify<M extends { [T in WebhookEventType]: unknown } = WebhookEntityMap>(body: string, headers: { signature?: WebhookSignatureHeader } = {}) {
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
 * `createWebhookVerifier` so the platform's keys are fetched once. Options without a binding
 * (`siteId`, `webhookId` or `secret`) reject with a `TypeError`.
 *
 * @example
 * const event = await verifyWebhook(rawBody, { baseUrl: 'https://platform.example', siteId });
 * if (event.type === 'cart.deleted') console.log('cart gone', event.entity.id);
 */
export async function verifyWebhook<M extends { [T in WebhookEventType]: unknown } = WebhookEntityMap>(
  body: string,
  options: WebhookVerifierOptions & { signature?: WebhookSignatureHeader },
): Promise<WebhookEvent<M>> {
  return createWebhookVerifier(options).verify<M>(body, { signature: options.signature });
}
