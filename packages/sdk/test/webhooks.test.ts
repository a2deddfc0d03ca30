import http from 'node:http';
import { startTestPlatform, type TestPlatform } from '@vitrine/platform/testing';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { ApiKeyStrategy } from '../src/auth/api-key-strategy';
import { createClient } from '../src/client';
import { createWebhookVerifier, isWebhookVerificationError, verifyWebhook, type DeletedEntity, type VariantsChange, type WebhookEvent, type WireEntity } from '../src/modules/webhook-verifier';
import { webhooks } from '../src/modules/webhooks';

/**
 * The webhooks module against the real platform: a subscription made through the SDK, a real
 * delivery to a node:http receiver, and the receiver-side verification of what arrived.
 */
interface Delivery {
  body: string;
  signature: string | string[] | undefined;
}

let platform: TestPlatform;
let client: ReturnType<typeof makeClient>;
let server: http.Server;
let receiverUrl: string;
const received: Delivery[] = [];

const makeClient = () =>
  createClient({ modules: { webhooks }, auth: ApiKeyStrategy({ apiKey: platform.site.apiKey, siteId: platform.site.siteId }), baseUrl: platform.baseUrl });

beforeAll(async () => {
  platform = await startTestPlatform({ events: { worker: false, allowLoopbackReceivers: true } });
  client = makeClient();
  server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      // As Node types it (string | string[] | undefined): the verifier takes the header as it comes.
      received.push({ body: Buffer.concat(chunks).toString('utf8'), signature: request.headers['x-vitrine-signature'] });
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}/hooks`;
});
afterAll(async () => {
  await platform.close();
  await new Promise((resolve) => server.close(resolve));
});

async function createProduct(name: string): Promise<string> {
  const response = await fetch(`${platform.baseUrl}/stores/v1/products`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: platform.site.apiKey, 'wix-site-id': platform.site.siteId },
    body: JSON.stringify({ product: { name, priceData: { price: 5 } } }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { product: { id: string } }).product.id;
}

async function deliverNext(): Promise<Delivery> {
  const before = received.length;
  for (let pass = 0; pass < 100 && received.length === before; pass++) {
    await platform.app.eventDispatcher.runOnce();
    if (received.length === before) await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(received.length).toBeGreaterThan(before);
  return received[received.length - 1]!;
}

async function rejection(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (failure: unknown) => failure,
  );
  expect(isWebhookVerificationError(error), String(error)).toBe(true);
  return (error as { reason: string }).reason;
}

/** Replaces the JWT's payload with `edit(payload)` and keeps the original signature. */
function tamper(jwt: string, edit: (claims: Record<string, any>) => void): string {
  const [header, payload, signature] = jwt.split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8'));
  edit(claims);
  return [header, Buffer.from(JSON.stringify(claims)).toString('base64url'), signature].join('.');
}

let secret: string;
let webhookId: string;
let delivery: Delivery;
let productId: string;

describe('a delivery, verified', () => {
  it('subscribes through the SDK and verifies what arrives against the platform’s JWKS', async () => {
    const created = await client.webhooks.createWebhook({ url: receiverUrl, eventTypes: ['product.created', 'product.deleted'] });
    secret = created.secret;
    webhookId = created.webhook.id;
    expect(created.webhook).toMatchObject({ url: receiverUrl, enabled: true });

    productId = await createProduct('Verified Tee');
    delivery = await deliverNext();

    const event = await verifyWebhook(delivery.body, {
      baseUrl: platform.baseUrl,
      siteId: platform.site.siteId,
      webhookId,
      secret,
      signature: delivery.signature,
    });
    expect(event).toMatchObject({ type: 'product.created', siteId: platform.site.siteId, entityId: productId, entity: { id: productId, name: 'Verified Tee' } });
    expectTypeOf(event).toEqualTypeOf<WebhookEvent>();
    if (event.type === 'product.created') expectTypeOf(event.entity).toEqualTypeOf<WireEntity>();
    if (event.type === 'product.deleted') expectTypeOf(event.entity).toEqualTypeOf<DeletedEntity>();
    if (event.type === 'product.variants_changed') expectTypeOf(event.entity).toEqualTypeOf<VariantsChange>();
  });

  it('gives the same event id on a replay, so receivers can drop the duplicate', async () => {
    const verifier = createWebhookVerifier({ baseUrl: platform.baseUrl, siteId: platform.site.siteId });
    const first = await verifier.verify(delivery.body);
    const replayed = await client.webhooks.replayEvent(webhookId, first.id);
    expect(replayed).toMatchObject({ status: 'PENDING', replay: true, eventId: first.id });
    const again = await verifier.verify((await deliverNext()).body);
    expect(again.id).toBe(first.id);
  });

  it('works from given keys, without fetching anything', async () => {
    const jwks = await (await fetch(`${platform.baseUrl}/oauth2/jwks`)).json();
    const noFetch = () => Promise.reject(new Error('must not fetch'));
    const event = await verifyWebhook(delivery.body, { keys: jwks, fetch: noFetch, siteId: platform.site.siteId });
    expect(event.entityId).toBe(productId);
    expect(await rejection(verifyWebhook(delivery.body, { keys: [], fetch: noFetch, siteId: platform.site.siteId }))).toBe('unknown_key');
  });
});

describe('a delivery that must not be trusted', () => {
  const options = () => ({ baseUrl: platform.baseUrl, siteId: platform.site.siteId });

  it('refuses a tampered payload or signature', async () => {
    const renamed = tamper(delivery.body, (claims) => (claims.event.entity.name = 'Free Tee'));
    expect(await rejection(verifyWebhook(renamed, options()))).toBe('bad_signature');
    const otherSite = tamper(delivery.body, (claims) => (claims.event.siteId = 'another-site'));
    expect(await rejection(verifyWebhook(otherSite, options()))).toBe('bad_signature');
    const [header, payload, signature] = delivery.body.split('.');
    const flipped = signature!.slice(0, 10) + (signature![10] === 'A' ? 'B' : 'A') + signature!.slice(11);
    expect(await rejection(verifyWebhook([header, payload, flipped].join('.'), options()))).toBe('bad_signature');
  });

  it('refuses what is not a Vitrine event JWT', async () => {
    expect(await rejection(verifyWebhook('{"type":"product.created"}', options()))).toBe('malformed');
    const [, payload] = delivery.body.split('.');
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'vitrine-event+jwt' })).toString('base64url')}.${payload}.`;
    expect(await rejection(verifyWebhook(unsigned, options()))).toBe('malformed');
    // A visitor's access token is signed by the same key, but it is no event.
    const grant = await fetch(`${platform.baseUrl}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientId: platform.site.clientId, grantType: 'anonymous' }),
    });
    const { access_token: accessToken } = (await grant.json()) as { access_token: string };
    expect(await rejection(verifyWebhook(accessToken, options()))).toBe('malformed');
  });

  it('refuses a body signature made with another secret, or none when one is expected', async () => {
    expect(await rejection(verifyWebhook(delivery.body, { ...options(), secret: 'not-the-secret-at-all', signature: delivery.signature }))).toBe(
      'bad_body_signature',
    );
    expect(await rejection(verifyWebhook(delivery.body, { ...options(), secret }))).toBe('bad_body_signature');
    // A header sent twice is no delivery of the platform's; sent once, in a list, it is read.
    expect(await rejection(verifyWebhook(delivery.body, { ...options(), secret, signature: [String(delivery.signature), String(delivery.signature)] }))).toBe(
      'bad_body_signature',
    );
    await expect(verifyWebhook(delivery.body, { ...options(), secret, signature: [String(delivery.signature)] })).resolves.toMatchObject({ entityId: productId });
  });

  it('refuses another site’s or another subscription’s delivery', async () => {
    expect(await rejection(verifyWebhook(delivery.body, { ...options(), siteId: '00000000-0000-4000-8000-000000000000' }))).toBe('wrong_site');
    expect(await rejection(verifyWebhook(delivery.body, { ...options(), webhookId: '00000000-0000-4000-8000-000000000000' }))).toBe('wrong_webhook');
  });

  it('refuses a genuine delivery of another site, whose owner pointed a subscription at this receiver', async () => {
    const other = await platform.createSite();
    const otherClient = createClient({ modules: { webhooks }, auth: ApiKeyStrategy({ apiKey: other.apiKey, siteId: other.siteId }), baseUrl: platform.baseUrl });
    const theirs = await otherClient.webhooks.createWebhook({ url: receiverUrl, eventTypes: ['product.created'] });
    const response = await fetch(`${platform.baseUrl}/stores/v1/products`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: other.apiKey, 'wix-site-id': other.siteId },
      body: JSON.stringify({ product: { name: 'Their Tee', priceData: { price: 5 } } }),
    });
    expect(response.status).toBe(200);
    const foreign = await deliverNext();
    // Signed with the platform's one key, so only the binding tells it apart from this site's own.
    expect(await rejection(verifyWebhook(foreign.body, { baseUrl: platform.baseUrl, siteId: platform.site.siteId }))).toBe('wrong_site');
    expect(await rejection(verifyWebhook(foreign.body, { baseUrl: platform.baseUrl, webhookId }))).toBe('wrong_webhook');
    expect(await rejection(verifyWebhook(foreign.body, { baseUrl: platform.baseUrl, secret, signature: foreign.signature }))).toBe('bad_body_signature');
    // It is genuine: bound to the other site, it verifies.
    await expect(verifyWebhook(foreign.body, { baseUrl: platform.baseUrl, siteId: other.siteId })).resolves.toMatchObject({ siteId: other.siteId });
    // A receiver that binds to nothing cannot be made: it would have accepted the delivery above.
    await expect(verifyWebhook(foreign.body, { baseUrl: platform.baseUrl } as never)).rejects.toThrow(/siteId, webhookId or secret/);
    await otherClient.webhooks.deleteWebhook(theirs.webhook.id);
  });

  it('cannot be created without siteId, webhookId or secret, in its types and at run time', async () => {
    // @ts-expect-error -- a verifier bound to nothing would accept every site's deliveries
    expect(() => createWebhookVerifier({ baseUrl: platform.baseUrl })).toThrow(new TypeError('createWebhookVerifier needs siteId, webhookId or secret, to accept only your own deliveries'));
    // @ts-expect-error -- the same for a single delivery, which rejects as its other failures do
    await expect(verifyWebhook(delivery.body, { baseUrl: platform.baseUrl, maxAgeSeconds: 60 })).rejects.toThrow(TypeError);
    // From JavaScript, an empty value binds nothing either.
    expect(() => createWebhookVerifier({ baseUrl: platform.baseUrl, siteId: '', secret: '' })).toThrow(/siteId, webhookId or secret/);
    for (const binding of [{ siteId: platform.site.siteId }, { webhookId }, { secret }]) expect(createWebhookVerifier({ baseUrl: platform.baseUrl, ...binding }).verify).toBeTypeOf('function');
  });

  it('refuses a genuine body signed long ago', async () => {
    const key = platform.app.keys.current();
    const event = (await verifyWebhook(delivery.body, options())) as unknown as Record<string, unknown>;
    const old = await new SignJWT({ event })
      .setProtectedHeader({ alg: 'ES256', kid: key.kid, typ: 'vitrine-event+jwt' })
      .setIssuer('vitrine')
      .setJti(event.id as string)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .sign(key.privateKey);
    expect(await rejection(verifyWebhook(old, options()))).toBe('expired');
    expect((await verifyWebhook(old, { ...options(), maxAgeSeconds: Infinity })).id).toBe(event.id);
  });
});

describe('managing subscriptions and reading events', () => {
  it('lists deliveries and events, and changes and deletes the subscription', async () => {
    const { deliveries } = await client.webhooks.listDeliveries(webhookId, { status: 'DELIVERED' });
    expect(deliveries.length).toBeGreaterThanOrEqual(2);
    expect(deliveries.every((d) => d.status === 'DELIVERED' && d.webhookId === webhookId)).toBe(true);

    const secondId = await createProduct('Second Tee');
    const page = await client.webhooks.listEvents({ types: ['product.created'], from: new Date(Date.now() - 60_000), limit: 1 });
    expect(page.events).toHaveLength(1);
    expect(page.events[0]).toMatchObject({ type: 'product.created', entityId: productId });
    expect(page.nextCursor).toBeDefined();
    const next = await client.webhooks.listEvents({ types: ['product.created'], from: new Date(Date.now() - 60_000), cursor: page.nextCursor });
    expect(next.events.map((e) => e.entityId)).toEqual([secondId]);

    expect(await client.webhooks.updateWebhook(webhookId, { enabled: false })).toMatchObject({ enabled: false });
    const rotated = await client.webhooks.rotateWebhookSecret(webhookId);
    expect(rotated.secret).not.toBe(secret);
    await client.webhooks.deleteWebhook(webhookId);
    expect((await client.webhooks.listWebhooks()).map((w) => w.id)).not.toContain(webhookId);
  });
});

describe('the platform’s keys, fetched sparingly', () => {
  /** The delivery with another key id in its header: a key the platform never published. */
  const withKeyId = (jwt: string, kid: string) =>
    [Buffer.from(JSON.stringify({ alg: 'ES256', typ: 'vitrine-event+jwt', kid })).toString('base64url'), ...jwt.split('.').slice(1)].join('.');
  const countingFetch = () => {
    const urls: string[] = [];
    return { urls, fetch: (url: string, init: RequestInit) => (urls.push(url), fetch(url, init)) };
  };

  it('many deliveries naming unknown keys fetch the JWKS once in the cooldown; known keys still verify', async () => {
    const counter = countingFetch();
    const verifier = createWebhookVerifier({ baseUrl: platform.baseUrl, siteId: platform.site.siteId, fetch: counter.fetch, maxAgeSeconds: Infinity });
    const together = await Promise.all(Array.from({ length: 20 }, (_, index) => rejection(verifier.verify(withKeyId(delivery.body, `forged-${index}`)))));
    expect(new Set(together)).toEqual(new Set(['unknown_key']));
    for (const index of [1, 2, 3, 4, 5]) expect(await rejection(verifier.verify(withKeyId(delivery.body, `later-${index}`)))).toBe('unknown_key');
    expect((await verifier.verify(delivery.body)).entityId).toBe(productId);
    expect(counter.urls).toEqual([`${platform.baseUrl}/oauth2/jwks`]);
  });

  it('with the cooldown set to 0, each unknown key id fetches again', async () => {
    const counter = countingFetch();
    const verifier = createWebhookVerifier({ baseUrl: platform.baseUrl, siteId: platform.site.siteId, fetch: counter.fetch, maxAgeSeconds: Infinity, jwksRefetchCooldownSeconds: 0 });
    for (const index of [1, 2, 3]) expect(await rejection(verifier.verify(withKeyId(delivery.body, `forged-${index}`)))).toBe('unknown_key');
    expect(counter.urls).toHaveLength(3);
  });
});
