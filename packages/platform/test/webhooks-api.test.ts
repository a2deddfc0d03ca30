import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../src/testing';
import { apiKeyHeaders, httpClient, ownerToken, visitorToken } from './helpers';

/** The owners' webhook subscription API: who may use it, what it accepts, what it shows. */
let platform: TestPlatform;
let http: ReturnType<typeof httpClient>;
let owner: Record<string, string>;
beforeAll(async () => {
  platform = await startTestPlatform({ events: { worker: false, allowLoopbackReceivers: true } });
  http = httpClient(platform);
  owner = { authorization: await ownerToken(platform) };
});
afterAll(() => platform.close());

const base = '/_api/vitrine/v1/webhooks';
const valid = { url: 'https://shop.example/hooks', eventTypes: ['cart.created', 'checkout.completed'] };

describe('managing subscriptions', () => {
  it('creates a subscription, shows its secret once, then changes, rotates and deletes it', async () => {
    const created = await http.post(base, valid, owner);
    expect(created.status).toBe(200);
    const { webhook, secret } = created.body;
    expect(secret).toMatch(/^whsec_.{40,}/);
    expect(webhook).toMatchObject({ url: valid.url, eventTypes: valid.eventTypes, enabled: true, secretHint: secret.slice(-4) });

    const listed = await http.get(base, owner);
    expect(listed.body.webhooks.map((w: { id: string }) => w.id)).toContain(webhook.id);
    expect(JSON.stringify(listed.body)).not.toContain(secret);
    expect((await http.get(`${base}/${webhook.id}`, owner)).body.webhook).toEqual(webhook);

    const changed = await http.patch(`${base}/${webhook.id}`, { enabled: false, eventTypes: ['product.deleted', 'product.deleted'] }, owner);
    expect(changed.body.webhook).toMatchObject({ enabled: false, eventTypes: ['product.deleted'], url: valid.url });

    const rotated = await http.post(`${base}/${webhook.id}/rotate-secret`, {}, owner);
    expect(rotated.body.secret).not.toBe(secret);
    expect(rotated.body.webhook.secretHint).toBe(rotated.body.secret.slice(-4));

    expect((await http.delete(`${base}/${webhook.id}`, owner)).status).toBe(200);
    expect((await http.get(`${base}/${webhook.id}`, owner)).status).toBe(404);
  });

  it('keeps a secret the owner chooses, and refuses a short one', async () => {
    const chosen = 'a-long-enough-shared-secret';
    const created = await http.post(base, { ...valid, secret: chosen }, owner);
    expect(created.body.secret).toBe(chosen);
    const short = await http.post(base, { ...valid, secret: 'short' }, owner);
    expect(short.status).toBe(400);
    expect(short.body.details.validationError.fieldViolations[0]).toMatchObject({ field: 'secret', violatedRule: 'MIN_LENGTH' });
  });

  it('changes the secret only through rotate-secret: a secret sent with a change is ignored, however short or odd', async () => {
    const { webhook, secret } = (await http.post(base, valid, owner)).body;
    for (const sent of ['x', '', 42, ['a'], { a: 1 }]) {
      const changed = await http.patch(`${base}/${webhook.id}`, { enabled: false, secret: sent }, owner);
      expect(changed.status, JSON.stringify(sent)).toBe(200);
      expect(changed.body.webhook, JSON.stringify(sent)).toMatchObject({ enabled: false, secretHint: secret.slice(-4) });
    }
    expect((await http.get(`${base}/${webhook.id}`, owner)).body.webhook.secretHint).toBe(secret.slice(-4));
  });

  it('refuses URLs that are not public https, naming the field', async () => {
    for (const url of [
      'http://shop.example/hooks',
      'https://10.1.2.3/hooks',
      'https://169.254.169.254/latest/meta-data',
      'https://192.168.0.10/hooks',
      'https://[fd00::1]/hooks',
      'https://user:pass@shop.example/hooks',
      'https://shop.example/hooks#frag',
      'ftp://shop.example/hooks',
      'not a url',
    ]) {
      const response = await http.post(base, { ...valid, url }, owner);
      expect(response.status, url).toBe(400);
      expect(response.body.details.validationError.fieldViolations[0], url).toMatchObject({ field: 'url', violatedRule: 'FORMAT' });
    }
  });

  it('accepts only the event types of the spec, at least one', async () => {
    const unknown = await http.post(base, { ...valid, eventTypes: ['cart.created', 'order.shipped'] }, owner);
    expect(unknown.status).toBe(400);
    expect(unknown.body.details.validationError.fieldViolations[0]).toMatchObject({ field: 'eventTypes.1', violatedRule: 'INVALID_ENUM_VALUE' });
    const none = await http.post(base, { ...valid, eventTypes: [] }, owner);
    expect(none.body.details.validationError.fieldViolations[0]).toMatchObject({ field: 'eventTypes', violatedRule: 'MIN_SIZE' });
  });
});

describe('who may manage subscriptions', () => {
  it('lets owners and settings keys in, and keeps visitors and narrower keys out', async () => {
    expect((await http.get(base, apiKeyHeaders(platform.site))).status).toBe(200);
    expect((await http.get(base)).status).toBe(401);
    expect((await http.get(base, { authorization: await visitorToken(platform) })).status).toBe(403);
    const readOnly = await http.post('/_api/vitrine/v1/api-keys', { name: 'Feed reader', permissions: ['events:read'] }, owner);
    const keyHeaders = { authorization: readOnly.body.key, 'wix-site-id': platform.site.siteId };
    expect((await http.get(base, keyHeaders)).status).toBe(403);
    expect((await http.post(base, valid, keyHeaders)).status).toBe(403);

    // A webhook hands its receiver the events' data: a settings key without events:read may look
    // at and delete subscriptions, but neither set one up nor point one elsewhere, renew its secret or replay.
    const settingsOnly = await http.post('/_api/vitrine/v1/api-keys', { name: 'Settings', permissions: ['settings:write'] }, owner);
    const settingsHeaders = { authorization: settingsOnly.body.key, 'wix-site-id': platform.site.siteId };
    const mine = (await http.post(base, valid, owner)).body.webhook;
    expect((await http.get(base, settingsHeaders)).status).toBe(200);
    const refused = [
      await http.post(base, valid, settingsHeaders),
      await http.patch(`${base}/${mine.id}`, { url: 'https://elsewhere.example/hooks' }, settingsHeaders),
      await http.post(`${base}/${mine.id}/rotate-secret`, {}, settingsHeaders),
      await http.get(`${base}/${mine.id}/deliveries`, settingsHeaders),
    ];
    expect(refused.map((answer) => [answer.status, answer.body.details.applicationError.code])).toEqual(refused.map(() => [403, 'PERMISSION_DENIED']));
    expect((await http.get(`${base}/${mine.id}`, owner)).body.webhook.url).toBe(valid.url);
    expect((await http.delete(`${base}/${mine.id}`, settingsHeaders)).status).toBe(200);
  });

  it('answers 404 for another site’s subscription, whatever the call', async () => {
    const other = await platform.createSite();
    const theirs = (await http.post(base, valid, { authorization: await ownerToken(platform, other) })).body.webhook;
    expect((await http.get(`${base}/${theirs.id}`, owner)).status).toBe(404);
    expect((await http.patch(`${base}/${theirs.id}`, { enabled: false }, owner)).status).toBe(404);
    expect((await http.get(`${base}/${theirs.id}/deliveries`, owner)).status).toBe(404);
    expect((await http.post(`${base}/${theirs.id}/rotate-secret`, {}, owner)).status).toBe(404);
    expect((await http.post(`${base}/${theirs.id}/replay`, { eventId: theirs.id }, owner)).status).toBe(404);
    expect((await http.delete(`${base}/${theirs.id}`, owner)).status).toBe(404);
    expect((await http.get(base, owner)).body.webhooks.map((w: { id: string }) => w.id)).not.toContain(theirs.id);
  });
});

describe('documentation', () => {
  it('lists the webhook and feed routes in the OpenAPI document', async () => {
    const document = (await http.get('/openapi.json')).body;
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/_api/vitrine/v1/webhooks',
        '/_api/vitrine/v1/webhooks/{id}',
        '/_api/vitrine/v1/webhooks/{id}/deliveries',
        '/_api/vitrine/v1/webhooks/{id}/deliveries/{deliveryId}/replay',
        '/_api/vitrine/v1/webhooks/{id}/replay',
        '/_api/vitrine/v1/events',
      ]),
    );
  });
});
