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
  if (!client) throw new Error('useVitrineClient: wrap the tree in <VitrineProvider client={...}>');
  return client as Client;
}

/** Narrows the client to one module, with a message naming the module when the app forgot it. */
export function requireModule<Api>(client: AnyClient, name: string): Api {
  const api = (client as Record<string, unknown>)[name];
  if (!api) throw new Error(`@vitrine/react: the client has no \`${name}\` module; pass it to createClient({ modules })`);
  return api as Api;
}
