import { createContext, useContext, type ReactNode } from 'react';

/**
 * Any client made by `createClient` from `@vitrine/sdk`. The hooks read the modules they need
 * from it (`client.products`, `client.currentCart`, ...) and say which in their types.
 */
export type AnyClient = object;

const ClientContext = createContext<AnyClient | null>(null);

export interface VitrineProviderProps {
  client: AnyClient;
  children?: ReactNode;
}

/**
 * Makes one SDK client available to every hook below it. Put it inside TanStack Query's
 * `QueryClientProvider`: the hooks cache through that.
 *
 * @example
 * ```tsx
 * <QueryClientProvider client={queryClient}>
 *   <VitrineProvider client={client}><App /></VitrineProvider>
 * </QueryClientProvider>
 * ```
 */
export function VitrineProvider({ client, children }: VitrineProviderProps) {
  return <ClientContext.Provider value={client}>{children}</ClientContext.Provider>;
}

/**
 * The client given to `VitrineProvider`, typed by the modules the caller needs.
 *
 * @example
 * ```ts
 * const client = useVitrineClient<{ products: ProductsApi }>();
 * ```
 */
export function useVitrineClient<Client extends AnyClient = AnyClient>(): Client {
  const client = useContext(ClientContext);
  if (!client) throw new Error('useVitrineClient outside VitrineProvider');
  return client as Client;
}

/**
 * Narrows the client to one module, with a message naming the module when the app forgot it.
 * With a `signal` (TanStack Query's, in a query function) the module's calls end when it fires:
 * the SDK client's `withOptions({ signal })` carries it to `fetch`.
 */
export function requireModule<Api>(client: AnyClient, name: string, signal?: AbortSignal): Api {
  const scoped = signal ? withSignal(client, signal) : client;
  const api = (scoped as Record<string, unknown>)[name];
  if (!api) throw new Error(`@vitrine/react: the client has no \`${name}\` module; pass it to createClient({ modules })`);
  return api as Api;
}

/** A client made by `createClient` has `withOptions`; a hand-made stand-in (tests) may not, and is used as it is. */
function withSignal(client: AnyClient, signal: AbortSignal): AnyClient {
  const { withOptions } = client as { withOptions?: (options: { signal: AbortSignal }) => AnyClient };
  return typeof withOptions === 'function' ? withOptions.call(client, { signal }) : client;
}
