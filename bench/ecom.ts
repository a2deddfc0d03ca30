import { startTestPlatform, type TestPlatform } from '@vitrine/platform/testing';
import autocannon from 'autocannon';
import type { BenchRow } from './lib';

const storesAppId = '215238eb-22a5-4c36-9e7b-e7c08025e04e';

async function call(platform: TestPlatform, method: string, path: string, body: unknown, headers: Record<string, string>) {
  const response = await fetch(platform.baseUrl + path, { method, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const json = (await response.json()) as Record<string, any>;
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

/** Drives POSTs round-robin over several paths (one cart per path), so rows are not all one lock. */
async function rotate(paths: string[], base: string, body: string, headers: Record<string, string>, seconds: number, connections: number) {
  let next = 0;
  const result = await autocannon({
    url: base,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body,
        setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length]! }),
      },
    ],
  });
  const latency = result.latency as unknown as Record<string, number>;
  return { requestsPerSecond: Math.round(result.requests.average), p50Ms: latency.p50 ?? 0, p95Ms: latency.p95 ?? latency.p97_5 ?? 0, non2xx: result.non2xx };
}

/**
 * Ecom throughput against a listening platform: add-to-cart and estimate-totals under
 * autocannon (spread over 20 carts), and create-order over fresh checkouts with 10 concurrent
 * buyers (each order is a one-time act, so it is timed per call rather than replayed).
 */
export async function ecomBench(seconds: number): Promise<BenchRow[]> {
  const platform = await startTestPlatform({ rateLimits: false });
  try {
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
    const add = await rotate(cartIds.map((id) => `/ecom/v1/carts/${id}/add-to-cart`), platform.baseUrl, JSON.stringify({ lineItems: [line] }), shopper, seconds, 10);
    const estimate = await rotate(cartIds.map((id) => `/ecom/v1/carts/${id}/estimate-totals`), platform.baseUrl, JSON.stringify({ shippingAddress: address }), shopper, seconds, 10);

    // create-order: fresh checkouts, 10 buyers placing them as fast as they can.
    const orders = Math.max(50, seconds * 40);
    const checkouts: string[] = [];
    for (let i = 0; i < orders; i++) {
      const body = { lineItems: [line], checkoutInfo: { buyerInfo: { email: 'bench@vitrine.test' }, shippingInfo: { shippingDestination: { address } } } };
      checkouts.push((await call(platform, 'POST', '/ecom/v1/checkouts', body, shopper)).checkout.id);
    }
    const latencies: number[] = [];
    let failures = 0;
    const started = performance.now();
    let cursor = 0;
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        while (cursor < checkouts.length) {
          const id = checkouts[cursor++]!;
          const t = performance.now();
          const response = await fetch(`${platform.baseUrl}/ecom/v1/checkouts/${id}/create-order`, { method: 'POST', headers: { 'content-type': 'application/json', ...shopper }, body: '{}' });
          await response.arrayBuffer();
          latencies.push(performance.now() - t);
          if (!response.ok) failures++;
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const pct = (p: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]! * 10) / 10;

    const note = (non2xx: number) => (non2xx ? `${non2xx} non-2xx answers` : undefined);
    return [
      { bench: 'ecom', subject: `add-to-cart (${platform.driver}, 20 carts)`, value: add.requestsPerSecond, unit: 'req/s', p50Ms: add.p50Ms, p95Ms: add.p95Ms, note: note(add.non2xx) },
      { bench: 'ecom', subject: `estimate-totals (${platform.driver}, shipping+tax+discount)`, value: estimate.requestsPerSecond, unit: 'req/s', p50Ms: estimate.p50Ms, p95Ms: estimate.p95Ms, note: note(estimate.non2xx) },
      {
        bench: 'ecom',
        subject: `create-order (${platform.driver}, ${checkouts.length} fresh checkouts)`,
        value: Math.round(checkouts.length / elapsed),
        unit: 'orders/s',
        p50Ms: pct(0.5),
        p95Ms: pct(0.95),
        note: failures ? `${failures} failed` : undefined,
      },
    ];
  } finally {
    await platform.close();
  }
}
