/**
 * `createClient`: one transport, one auth strategy, and the modules an app imports. Modules are
 * passed in rather than built in, so a bundler keeps only the API areas the app uses.
 */
import { GraphQLError, type ErrorDetails, type GraphQLErrorEntry, type VitrineError } from './core/errors.ts';
import { createTransport } from './core/transport.ts';
import type { AuthStrategy, CallOptions, FetchLike, Transport } from './core/types.ts';

/**
 * Any module: a factory from the transport to its functions.
 *
 * @example
 * const greetings: AnyModule = (transport) => ({ hello: () => transport.request({ method: 'GET', path: '/hello' }) });
 */
export type AnyModule = (transport: Transport) => unknown;

/** Names the client itself uses; a module cannot take them. */
type ReservedNames = { auth?: never; graphql?: never; withOptions?: never };

/**
 * What `createClient` takes: the modules, the auth strategy and how to reach the platform.
 *
 * @example
 * const options = {
 *   modules: { currentCart, products },
 *   auth: OAuthStrategy({ clientId }),
 *   baseUrl: 'http://localhost:3000',
 *   headers: { 'x-app-version': '1.4.0' },
 *   retries: 1,
 *   timeout: 10_000,
 *   onError: (error) => telemetry.capture(error),
 * } satisfies ClientOptions<{ currentCart: typeof currentCart; products: typeof products }, OAuthStrategy>;
 * const client = createClient(options);
 */
export interface ClientOptions<M extends Record<string, AnyModule>, A extends AuthStrategy | undefined> {
  /** The API areas, by the name they get on the client: `{ cart, products }`. */
  modules: M & ReservedNames;
  /** `OAuthStrategy` for shoppers, `ApiKeyStrategy` for servers and apps. */
  auth?: A;
  /** Default: the hosted platform's gateway, `https://www.wixapis.com`. */
  baseUrl?: string;
  /** Default: the global `fetch`. */
  fetch?: FetchLike;
  /** Sent with every request. */
  headers?: Record<string, string>;
  /** Retries of requests that are safe to repeat (GETs, and calls with an idempotency key). Default 2. */
  retries?: number;
  /**
   * Milliseconds a call may take, retries and their waits included, before it rejects with
   * `TimeoutError`. Default 30 000; 0 turns the limit off. `withOptions({ timeout })` sets it per call.
   */
  timeout?: number;
  /** Ends every call of this client when it fires (each rejects with the signal's reason): e.g. a server request's signal. */
  signal?: AbortSignal;
  /**
   * Sees every failure before it is thrown, with the call's arguments on `error.args` (spec §8).
   * Its own exceptions are ignored.
   */
  onError?: (error: VitrineError | Error) => void;
}

/**
 * What `client.graphql` resolves to: the data, and the GraphQL errors when some fields failed
 * (the HTTP call itself succeeded; a failed call throws `GraphQLError` instead).
 *
 * @example
 * const { data, errors } = await client.graphql<{ product: { name: string } | null }>('query ($id: ID!) { product(id: $id) { name } }', { id });
 * if (errors) console.warn(errors.map((e) => e.message));
 */
export interface GraphQLResponse<Data> {
  data: Data;
  errors?: GraphQLErrorEntry[];
}

/**
 * A client: one property per module (named as in `modules`), plus `auth` and `graphql`.
 *
 * @example
 * function totalOf(client: Client<{ currentCart: typeof currentCart }, OAuthStrategy>) {
 *   return client.currentCart.estimateCurrentCartTotals();
 * }
 */
export type Client<M extends Record<string, AnyModule>, A extends AuthStrategy | undefined> = {
  readonly [K in keyof M]: ReturnType<M[K]>;
} & {
  /** The strategy passed as `auth`: sign-in, tokens, logout. */
  readonly auth: A;
  /** POST `/graphql/alpha`; a non-2xx answer throws `GraphQLError` ('GraphQL request failed with status N', the reasons in its `errors`). */
  graphql<Data = Record<string, unknown>>(query: string, variables?: Record<string, unknown>): Promise<GraphQLResponse<Data>>;
  /**
   * The same client for the calls made through it, with a signal and/or timeout of their own
   * (TanStack Query's `signal`, a request's deadline). Cheap: make one per call.
   *
   * @example
   * queryFn: ({ signal }) => client.withOptions({ signal }).products.getProduct(id)
   */
  withOptions(options: CallOptions): Client<M, A>;
};

/**
 * Where `client.graphql` posts (`POST /graphql/<version>` of the wire contract).
 *
 * @example
 * await fetch(baseUrl + graphqlPath, { method: 'POST', headers, body: JSON.stringify({ query }) });
 */
export const graphqlPath = '/graphql/alpha';

/** A refused GraphQL request's answer: the envelope's details, and the GraphQL errors saying why. */
type GraphQLAnswer = { details?: ErrorDetails; errors?: GraphQLErrorEntry[] } | undefined;

/**
 * @example
 * import { createClient, OAuthStrategy } from '@vitrine/sdk';
 * import { currentCart, storesAppId } from '@vitrine/sdk/modules/current-cart';
 * import { products } from '@vitrine/sdk/modules/products';
 *
 * const client = createClient({
 *   modules: { currentCart, products },
 *   auth: OAuthStrategy({ clientId: 'e3b0…' }),
 *   baseUrl: 'http://localhost:3000',
 *   onError: (error) => console.warn(error.message),
 * });
 * const { cart } = await client.currentCart.addToCurrentCart({ lineItems: [{ catalogReference: { appId: storesAppId, catalogItemId: productId } }] });
 */
export function createClient<M extends Record<string, AnyModule>, A extends AuthStrategy | undefined = undefined>(
  options: ClientOptions<M, A>,
): Client<M, A> {
  // The client's options are a superset of the transport's: `modules` is simply not read there.
  const transport = createTransport(options);
  options.auth?.attach?.(transport);
  return clientOver(transport, options, {});
}

/**
 * The client over one transport. Its modules send each request with `callOptions` (the signal
 * and timeout of `withOptions`); a `withOptions` on it adds to them, the later timeout winning.
 */
function clientOver<M extends Record<string, AnyModule>, A extends AuthStrategy | undefined>(
  transport: Transport,
  options: ClientOptions<M, A>,
  callOptions: CallOptions,
): Client<M, A> {
  const scoped: Transport = { ...transport, request: (request) => transport.request({ ...callOptions, ...request }) };
  const client: Record<string, unknown> = {
    auth: options.auth,
    async graphql<Data>(query: string, variables?: Record<string, unknown>): Promise<GraphQLResponse<Data>> {
      const response = await scoped.request<{ data?: Data; errors?: GraphQLResponse<Data>['errors'] }>({
        method: 'POST',
        path: graphqlPath,
        body: variables === undefined ? { query } : { query, variables },
        args: variables === undefined ? [query] : [query, variables],
        mapError: ({ status, body, requestId, args }) =>
          new GraphQLError(status, { details: (body as GraphQLAnswer)?.details ?? {}, requestId, args }, (body as GraphQLAnswer)?.errors),
      });
      return { data: response.data as Data, ...(response.errors ? { errors: response.errors } : {}) };
    },
    withOptions: (more: CallOptions) => {
      const signals = [callOptions.signal, more.signal].filter((signal) => signal !== undefined);
      return clientOver(transport, options, { ...callOptions, ...more, signal: signals[1] ? AbortSignal.any(signals) : signals[0] });
    },
  };
  for (const [name, module] of Object.entries(options.modules)) {
    // `auth`, `graphql`, `withOptions`: the names the client itself uses.
    if (name in client) throw new Error(`A module cannot be named "${name}": the client uses that name`);
    client[name] = (module as AnyModule)(scoped);
  }
  return client as Client<M, A>;
}
