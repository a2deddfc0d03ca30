import { isCancelledError, QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productKeys, productQueryOptions } from '../src';
import { shopperClient, startWorld } from './world';

/**
 * TanStack Query cancels a query it no longer needs (a page left, `cancelQueries`) through the
 * `signal` it gives the query function; the hooks hand it to the SDK, so the request itself ends.
 */
let world: Awaited<ReturnType<typeof startWorld>>;
let notebook: string;

beforeAll(async () => {
  world = await startWorld();
  notebook = await world.stock('Notebook', 12.5);
});
afterAll(() => world.platform.close());

/** A fetch that holds product reads until their signal fires, and says which signals it saw. */
function heldProductReads() {
  const signals: Array<AbortSignal | undefined> = [];
  let notify: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (notify = resolve));
  const fetchFn = (url: string, init: RequestInit) => {
    if (!new URL(url).pathname.startsWith('/stores-reader/v1/products/')) return fetch(url, init);
    signals.push(init.signal ?? undefined);
    notify();
    return new Promise<Response>((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal!.reason), { once: true }));
  };
  return { fetch: fetchFn, signals, arrived };
}

describe('query cancellation', () => {
  it('cancelling a product query aborts its request', async () => {
    const reads = heldProductReads();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const pending = queryClient.fetchQuery(productQueryOptions(shopperClient(world.platform, reads.fetch), notebook)).catch((error: unknown) => error);
    await reads.arrived;
    expect(reads.signals).toHaveLength(1);
    expect(reads.signals[0]?.aborted).toBe(false);

    await queryClient.cancelQueries({ queryKey: productKeys.detail(notebook) });
    expect(reads.signals[0]?.aborted).toBe(true);
    expect(isCancelledError(await pending)).toBe(true);
  });

  it('a query left to finish answers as before', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const product = await queryClient.fetchQuery(productQueryOptions(shopperClient(world.platform), notebook));
    expect(product).toMatchObject({ id: notebook, name: 'Notebook' });
  });
});
