/**
 * The contract between the client, its auth strategies and the API modules. Modules never call
 * `fetch`: they describe a request and the transport sends it.
 */

/**
 * The methods a module may describe.
 *
 * @example
 * const method: HttpMethod = 'PATCH';
 */
export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * One call as a module describes it; the transport does the rest.
 *
 * @example
 * transport.request({ method: 'GET', path: `/ecom/v1/carts/${encodeURIComponent(id)}`, args: [id] });
 * transport.request({ method: 'GET', path: '/stores-reader/v1/products/query-platformized', query: { query: { paging: { limit: 10 } } } });
 */
export interface RequestOptions {
  method: HttpMethod;
  /** The public path with path parameters already encoded, e.g. `/ecom/v1/carts/${encodeURIComponent(id)}`. */
  path: string;
  /**
   * GET parameters. Flat values travel as dotted keys (`paging.limit=10`), arrays repeat the key;
   * a payload with nested objects travels as `.r` (base64url JSON), and above 4000 characters
   * of query string the same payload goes as a POST body to the same path.
   */
  query?: Record<string, unknown>;
  /** A JSON body. */
  body?: unknown;
  /** Makes a POST safe to retry; sent as `Idempotency-Key`. */
  idempotencyKey?: string;
  /** The arguments of the SDK call, attached to any error it raises (spec §8). */
  args?: readonly unknown[];
  /** Headers for this one request (e.g. the authorized_client grant). */
  headers?: Record<string, string>;
  /** `false` sends no auth headers at all (the token endpoint). Default true. */
  auth?: boolean;
  /**
   * Builds the error for a failed response instead of the standard mapping (`errorFromResponse`):
   * the token endpoint raises `TokenError`, `graphql` raises `GraphQLError`.
   */
  mapError?: (failure: ResponseFailure) => Error;
  /** Ends this call when it fires (with the signal's reason), as well as the transport's own signal. */
  signal?: AbortSignal;
  /** Milliseconds this call may take before it rejects with `TimeoutError`, instead of the transport's `timeout`; 0: no limit. */
  timeout?: number;
}

/**
 * What a caller may set for the calls it makes through `client.withOptions(...)`.
 *
 * @example
 * const { product } = await client.withOptions({ signal: controller.signal, timeout: 5_000 }).products.getProduct(id);
 */
export interface CallOptions {
  /** Ends the calls when it fires: they reject with the signal's reason (usually a DOMException `AbortError`). */
  signal?: AbortSignal;
  /** Milliseconds each call may take, retries included, before it rejects with `TimeoutError`; 0: no limit. */
  timeout?: number;
}

/**
 * What the transport knows about a failed response: what a `mapError` gets.
 *
 * @example
 * const mapError = (failure: ResponseFailure) => new Error(`${failure.status} (request ${failure.requestId})`);
 */
export interface ResponseFailure {
  status: number;
  statusText: string;
  /** The parsed JSON body, or undefined when there was none or it was not JSON. */
  body: unknown;
  requestId: string | undefined;
  args: readonly unknown[] | undefined;
}

/**
 * The part of `fetch` the transport uses; pass a wrapper to log or count requests.
 *
 * @example
 * const logged: FetchLike = (url, init) => (console.log(init.method, url), fetch(url, init));
 * createClient({ modules, auth, fetch: logged });
 */
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

/**
 * What a module gets: `request`, and where the platform is.
 *
 * @example
 * const pings: Module<{ ping(): Promise<unknown> }> = (transport: Transport) => ({
 *   ping: () => transport.request({ method: 'GET', path: '/ping' }),
 * });
 */
export interface Transport {
  request<T>(options: RequestOptions): Promise<T>;
  /** The platform's base URL, without a trailing slash. */
  readonly baseUrl: string;
  /** Hands a failure that did not come from a request (e.g. a sign-in step) to the client's `onError`. */
  reportError?(error: unknown): void;
}

/**
 * What an auth strategy tells the transport: which headers a request carries.
 *
 * @example
 * // A strategy for a server-side proxy that already holds a member's access token:
 * const fixedToken = (accessToken: string): AuthStrategy => ({ getAuthHeaders: async () => ({ Authorization: accessToken }) });
 */
export interface AuthStrategy {
  /** Headers for one request; may fetch or renew tokens first. */
  getAuthHeaders(transport: Transport): Promise<Record<string, string>>;
  /** Called once with the client's transport, so the strategy can make its own calls (token endpoint, redirect sessions). */
  attach?(transport: Transport): void;
  /**
   * Called when a request that carried `headers` got a 401. Resolves true when the strategy has
   * fresh credentials of the same kind, so the transport sends the request once more.
   */
  onUnauthorized?(headers: Record<string, string>, transport: Transport): Promise<boolean>;
}

/**
 * An API area: a factory from the transport to a set of plain async functions.
 *
 * @example
 * export const greetings: Module<{ hello(name: string): Promise<{ text: string }> }> = (transport) => ({
 *   hello: (name) => transport.request({ method: 'GET', path: '/hello', query: { name }, args: [name] }),
 * });
 */
export type Module<Api> = (transport: Transport) => Api;
