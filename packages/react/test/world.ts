import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, renderHook } from '@testing-library/react';
import { startTestPlatform, type TestPlatform } from '@vitrine/platform/testing';
import { ApiKeyStrategy, createClient, OAuthStrategy } from '@vitrine/sdk';
import { checkout } from '@vitrine/sdk/modules/checkout';
import { currentCart } from '@vitrine/sdk/modules/current-cart';
import { products } from '@vitrine/sdk/modules/products';
import { createElement, type ReactNode } from 'react';
import { VitrineProvider } from '../src';

// `waitFor` waits for a condition, not for a time: one second (its default) is a timing assertion in
// disguise, and a busy machine answered the platform's first cart read later than that. The same
// bound as every `expect.poll` in vitest.config.ts.
configure({ asyncUtilTimeout: 30_000 });

/**
 * The hooks' world: the real platform in process, a merchant who stocks it, and shoppers whose
 * requests can be held at the door (`hold`) to look at the cache while the platform has not
 * answered yet. Everything still reaches the platform.
 */
export async function startWorld() {
  const platform: TestPlatform = await startTestPlatform();
  const merchant = createClient({ modules: { products }, auth: ApiKeyStrategy({ apiKey: platform.site.apiKey, siteId: platform.site.siteId }), baseUrl: platform.baseUrl });
  // One way to ship within the US, so a checkout can be turned into an order.
  const settings = await fetch(`${platform.baseUrl}/_api/vitrine/v1/store-settings`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: platform.site.apiKey, 'wix-site-id': platform.site.siteId },
    body: JSON.stringify({ shipping: { regions: [{ name: 'US', countries: ['US'], options: [{ code: 'post', title: 'Post', cost: '5.00' }] }], pickupPoints: [] } }),
  });
  if (!settings.ok) throw new Error(`store settings: ${settings.status} ${await settings.text()}`);
  const stock = async (name: string, price: number) =>
    (await merchant.products.createProduct({ name, productType: 'physical' as never, priceData: { price }, stock: { trackInventory: true, quantity: 10 } })).product.id;
  return { platform, stock };
}

/** A gate for requests whose path ends with `suffix`: they wait until `release()`. */
export function requestGate(suffix: string) {
  let open: () => void = () => undefined;
  let opened = new Promise<void>((resolve) => (open = resolve));
  return {
    fetch: async (url: string, init: RequestInit) => {
      if (new URL(url).pathname.endsWith(suffix)) await opened;
      return fetch(url, init);
    },
    release: () => open(),
    close: () => {
      opened = new Promise<void>((resolve) => (open = resolve));
    },
  };
}

/** A new visitor's client (no token, no cart) with the modules the cart hooks use. */
export function shopperClient(platform: TestPlatform, fetchFn?: (url: string, init: RequestInit) => Promise<Response>) {
  return createClient({ modules: { products, currentCart, checkout }, auth: OAuthStrategy({ clientId: platform.site.clientId }), baseUrl: platform.baseUrl, fetch: fetchFn });
}

/** Renders `hook` under the providers an app would use, with a query client of its own. */
export function renderWithClient<T>(hook: () => T, client: object) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client: queryClient }, createElement(VitrineProvider, { client }, children));
  return { queryClient, ...renderHook(hook, { wrapper }) };
}
