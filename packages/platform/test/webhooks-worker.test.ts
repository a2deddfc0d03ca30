import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../src/testing';
import { apiKeyHeaders, httpClient, ownerToken } from './helpers';
import { record, startReceiver, type Receiver } from './webhooks-receiver';

/**
 * The background worker the app starts by itself: events reach receivers with no test driving
 * dispatch passes, and a receiver that hangs holds one slot, not the others' deliveries.
 */
let platform: TestPlatform;
let http: ReturnType<typeof httpClient>;
let owner: Record<string, string>;
const receivers: Receiver[] = [];
beforeAll(async () => {
  platform = await startTestPlatform({
    // A hanging receiver's attempt stays open for ten minutes: longer than any test here runs.
    events: { pollIntervalMs: 50, retryBaseMs: 50, retryMaxMs: 200, deliveryTimeoutMs: 600_000, allowLoopbackReceivers: true },
  });
  http = httpClient(platform);
  owner = { authorization: await ownerToken(platform) };
});
afterAll(async () => {
  await platform.close();
  for (const receiver of receivers) await receiver.close();
});

async function subscribe(receiver: Receiver, eventTypes: string[]) {
  receivers.push(receiver);
  const response = await http.post('/_api/vitrine/v1/webhooks', { url: receiver.url, eventTypes }, owner);
  expect(response.status).toBe(200);
  return response.body.webhook.id as string;
}

describe('the background worker', () => {
  it('delivers a catalogue write’s event with no one running passes', async () => {
    const hook = await startReceiver();
    await subscribe(hook, ['product.created']);
    const created = await http.post('/stores/v1/products', { product: { name: 'Worker Mug', priceData: { price: 9 } } }, apiKeyHeaders(platform.site));
    expect(created.status).toBe(200);
    await expect.poll(() => hook.received.map((r) => r.entityId), { timeout: 15_000 }).toContain(created.body.product.id);
  });

  it('keeps delivering to others while one receiver hangs', async () => {
    const stuck = await startReceiver({ react: () => 'hang' });
    const fine = await startReceiver();
    await subscribe(stuck, ['cart.updated']);
    await subscribe(fine, ['cart.updated']);
    const events = Array.from({ length: 10 }, (_, n) => ({ type: 'cart.updated' as const, entityId: `loop-${n}`, entity: { id: `loop-${n}`, n } }));
    await record(platform, events);

    // The hanging receiver's attempts stay open (ten-minute timeout); the other one gets everything meanwhile.
    await expect.poll(() => fine.received.length, { timeout: 25_000 }).toBeGreaterThanOrEqual(events.length);
    expect(stuck.received.length).toBeGreaterThan(0);
  });
});
