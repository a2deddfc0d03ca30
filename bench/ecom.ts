import type { TestPlatform } from '@vitrine/platform/testing';
import { load, percentile, references, row, startBenchPlatform, type Ceiling, type BenchRow } from './lib';

const storesAppId = '215238eb-22a5-4c36-9e7b-e7c08025e04e';

async function call(platform: TestPlatform, method: string, path: string, body: unknown, headers: Record<string, string>) {
  const response = await fetch(platform.baseUrl + path, { method, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const json = (await response.json()) as Record<string, any>;
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

const post = (platform: TestPlatform, path: string, body: unknown, headers: Record<string, string>) =>
  fetch(platform.baseUrl + path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

interface Timed {
  count: number;
  latencies: number[];
  failures: number;
  elapsed: number;
}

/**
 * One-time acts (placing an order, fulfilling it, refunding it) cannot be replayed by autocannon:
 * each item is sent once, by 10 concurrent workers, and every call is timed.
 */
async function timeEach(items: readonly string[], send: (item: string) => Promise<Response>): Promise<Timed> {
  const latencies: number[] = [];
  let failures = 0;
  let cursor = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (cursor < items.length) {
        const item = items[cursor++]!;
        const t = performance.now();
        const response = await send(item);
        if (!response.bodyUsed) await response.arrayBuffer();
        latencies.push(performance.now() - t);
        if (!response.ok) failures++;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { count: items.length, latencies, failures, elapsed: (performance.now() - started) / 1000 };
}

const timedRow = (subject: string, unit: string, timed: Timed, ceiling: Ceiling): BenchRow => ({
  bench: 'ecom',
  subject,
  value: Math.round(timed.count / timed.elapsed),
  unit,
  p50Ms: percentile(timed.latencies, 50),
  p95Ms: percentile(timed.latencies, 95),
  baseline: ceiling.name,
  ofCeiling: Math.round((timed.count / timed.elapsed / ceiling.requestsPerSecond) * 1000) / 1000,
  note: timed.failures ? `${timed.failures} failed` : undefined,
});

/**
 * Ecom throughput against a listening platform: add-to-cart and estimate-totals under
 * autocannon (spread over 20 carts), and create-order over fresh checkouts with 10 concurrent
 * buyers (each order is a one-time act, so it is timed per call rather than replayed), then one
 * create-fulfillment and one partial refund per order placed, timed the same way. Every row
 * sits beside a hello-world and the ceiling (lib.ts `references`) measured in the same run on the
 * same database. `postgresUrl`: a PostgreSQL server to run on (a database of its own); undefined
 * is PGlite in memory.
 */
export async function ecomBench(seconds: number, postgresUrl?: string): Promise<BenchRow[]> {
  const platform = await startBenchPlatform(postgresUrl);
  try {
    const { rows, ceiling } = await references('ecom', platform.app.db, platform.site.siteId, seconds);
    const staff = { authorization: platform.site.apiKey, 'wix-site-id': platform.site.siteId };
    await call(platform, 'PATCH', '/_api/vitrine/v1/store-settings', {
      shipping: { regions: [{ name: 'All', countries: [], options: [{ code: 'post', title: 'Post', cost: '4.00' }] }], pickupPoints: [] },
      tax: { mode: 'MANUAL', autoTaxActive: false, pricesIncludeTax: false, taxableAddressType: 'SHIPPING', taxShipping: true, regions: [{ name: 'NY', jurisdictionType: 'STATE', country: 'US', subdivision: 'US-NY', rate: 8.875 }] },
      merchantDiscounts: [{ name: '5% off', scope: 'GLOBAL', valueType: 'PERCENT', percentage: 5 }],
    }, staff);
    const { product } = await call(platform, 'POST', '/stores/v1/products', { product: { name: 'Bench mug', priceData: { price: 9.99 }, stock: { trackInventory: true, quantity: 99_000_000 } } }, staff);
    const line = { catalogReference: { appId: storesAppId, catalogItemId: product.id }, quantity: 1 };
    const visitor = (await call(platform, 'POST', '/oauth2/token', { clientId: platform.site.clientId, grantType: 'anonymous' }, {})).access_token as string;
    const shopper = { authorization: visitor };
    const cartIds: string[] = [];
    for (let i = 0; i < 20; i++) cartIds.push((await call(platform, 'POST', '/ecom/v1/carts', { lineItems: [line] }, shopper)).cart.id);

    const address = { country: 'US', subdivision: 'US-NY', city: 'New York', addressLine: '5 Park Ave' };
    const drive = (action: string, body: unknown) =>
      load({ url: platform.baseUrl, method: 'POST', paths: cartIds.map((id) => `/ecom/v1/carts/${id}/${action}`), body: JSON.stringify(body), headers: shopper, seconds, connections: 10 });
    const add = await drive('add-to-cart', { lineItems: [line] });
    const estimate = await drive('estimate-totals', { shippingAddress: address });

    // create-order: fresh checkouts, 10 buyers placing them as fast as they can.
    const orders = Math.max(50, seconds * 40);
    const checkouts: string[] = [];
    for (let i = 0; i < orders; i++) {
      const body = { lineItems: [line], checkoutInfo: { buyerInfo: { email: 'bench@vitrine.test' }, shippingInfo: { shippingDestination: { address } } } };
      checkouts.push((await call(platform, 'POST', '/ecom/v1/checkouts', body, shopper)).checkout.id);
    }
    const orderIds: string[] = [];
    const placing = await timeEach(checkouts, async (id) => {
      const response = await post(platform, `/ecom/v1/checkouts/${id}/create-order`, {}, shopper);
      if (response.ok) orderIds.push(((await response.json()) as { orderId: string }).orderId);
      return response;
    });
    // The order life on the orders just placed: one fulfilment each, then one partial refund each.
    const fulfilling = await timeEach(orderIds, (id) =>
      post(platform, `/ecom/v1/fulfillments/orders/${id}/create-fulfillment`, { fulfillment: { trackingInfo: { trackingNumber: `T-${id}`, shippingProvider: 'Bench post' } } }, staff),
    );
    const refunding = await timeEach(orderIds, (orderId) => post(platform, '/ecom/v1/order-billing/refund-payments', { orderId, paymentRefunds: [{ amount: '1.00' }] }, staff));

    return [
      ...rows,
      row('ecom', `add-to-cart (${platform.driver}, 20 carts)`, add, undefined, ceiling),
      row('ecom', `estimate-totals (${platform.driver}, shipping+tax+discount)`, estimate, undefined, ceiling),
      timedRow(`create-order (${platform.driver}, ${checkouts.length} fresh checkouts)`, 'orders/s', placing, ceiling),
      timedRow(`create-fulfillment (${platform.driver}, with tracking, ${orderIds.length} orders)`, 'fulfilments/s', fulfilling, ceiling),
      timedRow(`refund (${platform.driver}, partial, test provider, ${orderIds.length} orders)`, 'refunds/s', refunding, ceiling),
    ];
  } finally {
    await platform.close();
  }
}
