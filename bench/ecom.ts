import { startTestPlatform, type TestPlatform } from '@vitrine/platform/testing';
import { load, percentile, row, startHelloWorld, type BenchRow } from './lib';

const storesAppId = '215238eb-22a5-4c36-9e7b-e7c08025e04e';

async function call(platform: TestPlatform, method: string, path: string, body: unknown, headers: Record<string, string>) {
  const response = await fetch(platform.baseUrl + path, { method, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const json = (await response.json()) as Record<string, any>;
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

/**
 * Ecom throughput against a listening platform: add-to-cart and estimate-totals under
 * autocannon (spread over 20 carts), and create-order over fresh checkouts with 10 concurrent
 * buyers (each order is a one-time act, so it is timed per call rather than replayed). Every row
 * sits beside a Fastify hello-world POST measured in the same run with the same 10 connections.
 */
export async function ecomBench(seconds: number): Promise<BenchRow[]> {
  const hello = await startHelloWorld();
  const platform = await startTestPlatform({ rateLimits: false });
  try {
    const baseline = await load({ url: hello.url, method: 'POST', body: '{}', seconds, connections: 10 });
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

    const reference = 'fastify hello-world POST (ecom run)';
    return [
      row('ecom', 'baseline: fastify hello-world POST, 10 connections', baseline),
      row('ecom', `add-to-cart (${platform.driver}, 20 carts)`, add, reference),
      row('ecom', `estimate-totals (${platform.driver}, shipping+tax+discount)`, estimate, reference),
      {
        bench: 'ecom',
        subject: `create-order (${platform.driver}, ${checkouts.length} fresh checkouts)`,
        value: Math.round(checkouts.length / elapsed),
        unit: 'orders/s',
        p50Ms: percentile(latencies, 50),
        p95Ms: percentile(latencies, 95),
        baseline: reference,
        note: failures ? `${failures} failed` : undefined,
      },
    ];
  } finally {
    await platform.close();
    await hello.close();
  }
}
