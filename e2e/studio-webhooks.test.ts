import { ApiKeyStrategy, createClient } from '@vitrine/sdk';
import { webhooks } from '@vitrine/sdk/modules/webhooks';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startReceiver, type Receiver } from '../packages/platform/test/webhooks-receiver';
import { useHarness } from './harness';
import { signInToStudio, startStudioHarness } from './studio-helpers';

/**
 * The studio's webhooks page against a real receiver on 127.0.0.1: the platform's worker delivers
 * to it for real. Retries are fast and a delivery dies after 1.5 s here, so a dead delivery can be
 * made, found with the DEAD filter and replayed within the test.
 */
const harness = useHarness(() =>
  startStudioHarness({
    events: { allowLoopbackReceivers: true, pollIntervalMs: 50, retryBaseMs: 200, retryMaxMs: 300, deadAfterMs: 1500, deliveryTimeoutMs: 2000 },
  }),
);
let receiver: Receiver;
let admin: ReturnType<typeof adminClient>;
let answer = 500;

const adminClient = () =>
  createClient({ modules: { webhooks }, auth: ApiKeyStrategy({ apiKey: harness.site.apiKey, siteId: harness.site.siteId }), baseUrl: harness.baseUrl });

beforeAll(async () => {
  admin = adminClient();
  receiver = await startReceiver({ react: () => ({ status: answer }) });
});

afterAll(async () => {
  await receiver?.close();
});

/** Creates a product through the REST API, as an app would; the platform records product.created. */
async function createProduct(name: string): Promise<string> {
  const response = await fetch(`${harness.baseUrl}/stores/v1/products`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: harness.site.apiKey!, 'wix-site-id': harness.site.siteId },
    body: JSON.stringify({ product: { name, priceData: { price: 10 } } }),
  });
  expect(response.status).toBe(200);
  return (await response.json()).product.id;
}


describe('studio: webhooks', () => {
  test('a local receiver is subscribed, a dead delivery is found and replayed, past events are sent again, the webhook is edited, its secret rotated and its URL moved', async () => {
    const page = await signInToStudio(harness, '/studio/settings/webhooks');
    await page.getByLabel('Receiver URL').fill(receiver.url);
    await page.getByLabel('product.created').check();
    await page.getByRole('button', { name: 'Subscribe' }).click();
    const firstSecret = await page.getByLabel('Signing secret').textContent();
    const [hook] = (await admin.webhooks.listWebhooks()).filter((candidate) => candidate.url === receiver.url);
    expect(hook).toBeDefined();

    // The receiver answers 500 until the delivery is dead-lettered.
    const productId = await createProduct('Webhook Lamp');
    await expect.poll(async () => (await admin.webhooks.listDeliveries(hook!.id, { status: 'DEAD' })).deliveries.length).toBe(1);
    expect(receiver.received.length).toBeGreaterThanOrEqual(2);
    const eventId = receiver.received[0]!.eventId;

    const card = page.getByRole('article', { name: `Webhook ${receiver.url}` });
    await card.getByText('Deliveries', { exact: true }).click();
    await card.getByLabel('Show').selectOption('DEAD');
    const deadRow = card.getByRole('row', { name: /product\.created/ });
    await expect.poll(() => deadRow.count()).toBe(1);
    expect(await deadRow.textContent()).toContain('DEAD');
    await harness.screenshot(page, 'studio-webhooks-dead');

    // The receiver is back: replaying the dead delivery gets the same event through.
    answer = 200;
    const beforeReplay = receiver.received.length;
    await deadRow.getByRole('button', { name: /^Replay product\.created/ }).click();
    await expect.poll(() => page.getByRole('status').first().textContent()).toBe('Event sent again as a new delivery.');
    await expect.poll(() => receiver.received.slice(beforeReplay).some((r) => r.eventId === eventId)).toBe(true);
    await card.getByLabel('Show').selectOption('DELIVERED');
    await expect.poll(() => card.getByRole('row', { name: /product\.created.*Replay.*DELIVERED/ }).count()).toBe(1);

    // Any past event can be sent again, delivered or not.
    const before = receiver.received.length;
    await card.getByText('Replay a past event', { exact: true }).click();
    await card.getByRole('button', { name: `Send product.created of ${productId} again` }).click();
    await expect.poll(() => receiver.received.slice(before).some((r) => r.eventId === eventId && r.headers['x-vitrine-delivery-attempt'] === '1')).toBe(true);

    // Older deliveries come in pages of 20.
    for (let n = 0; n < 21; n++) await createProduct(`Webhook Lamp ${n}`);
    await expect.poll(async () => (await admin.webhooks.listDeliveries(hook!.id, { status: 'DELIVERED', limit: 100 })).deliveries.length).toBeGreaterThanOrEqual(23);
    await card.getByLabel('Show').selectOption('');
    const rows = card.getByRole('table', { name: `Deliveries to ${receiver.url}` }).getByRole('row');
    await expect.poll(() => rows.count()).toBe(21);
    await card.getByRole('button', { name: 'Load older deliveries' }).click();
    await expect.poll(() => rows.count()).toBeGreaterThan(21);

    // Editing the URL and event types.
    await card.getByRole('button', { name: 'Edit' }).click();
    const editor = card.getByRole('form', { name: 'Edit webhook' });
    await editor.getByLabel('product.changed').check();
    await editor.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => page.getByRole('status').first().textContent()).toBe('Webhook saved.');
    expect((await admin.webhooks.getWebhook(hook!.id)).eventTypes.sort()).toEqual(['product.changed', 'product.created']);

    // Rotating the secret shows the new one once.
    await card.getByRole('button', { name: 'Rotate secret' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Rotate secret' }).click();
    await expect.poll(() => page.getByLabel('Signing secret').textContent()).not.toBe(firstSecret);
    const rotated = await page.getByLabel('Signing secret').textContent();
    expect(rotated!.endsWith((await admin.webhooks.getWebhook(hook!.id)).secretHint)).toBe(true);
    await harness.screenshot(page, 'studio-webhooks-edited');

    // Moving the receiver to another URL.
    await card.getByRole('button', { name: 'Edit' }).click();
    await editor.getByLabel('Receiver URL').fill(`${receiver.url}/moved`);
    await editor.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('article', { name: `Webhook ${receiver.url}/moved` }).waitFor();
    expect((await admin.webhooks.getWebhook(hook!.id)).url).toBe(`${receiver.url}/moved`);
  }, 120_000);
});
