import type { AnyModule, Transport } from '@vitrine/sdk';

type AsyncApi = Record<string, (...args: never[]) => Promise<unknown>>;

/**
 * An SDK module whose code loads on its first call, for API areas only later pages use (checkout,
 * orders, members): the client has the module from the start, with the same type, but the bundle
 * fetches it with the page that calls it, not with the first page. Every function of such a module
 * returns a promise, so a call can wait for the import first.
 *
 * @example
 * const checkout = lazyModule(() => import('@vitrine/sdk/modules/checkout').then((module) => module.checkout));
 */
export function lazyModule<Module extends (transport: Transport) => object>(load: () => Promise<Module>): Module {
  const lazy: AnyModule = (transport) => {
    // The API is kept once built, not the import's promise: a chunk that failed to load (a dropped
    // connection, a deploy that replaced it) fails that call only, and the next call loads it again.
    let api: AsyncApi | undefined;
    const loaded = async () => (api ??= (await load())(transport) as AsyncApi);
    return new Proxy({} as AsyncApi, {
      // `then` stays undefined, so awaiting the module object itself does not call the API.
      get: (_, name) => (typeof name !== 'string' || name === 'then' ? undefined : (...args: never[]) => loaded().then((real) => real[name]!(...args))),
    });
  };
  return lazy as Module;
}
