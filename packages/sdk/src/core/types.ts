/**
 * The contract between the client, its auth strategies and the API modules. Modules never call
 * `fetch`: they describe a request and the transport sends it.
 */

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

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
}

/** What the transport knows about a failed response. */
export interface ResponseFailure {
  status: number;
  statusText: string;
  /** The parsed JSON body, or undefined when there was none or it was not JSON. */
  body: unknown;
  requestId: string | undefined;
  args: readonly unknown[] | undefined;
}

/** The part of `fetch` the transport uses; pass a wrapper to log or count requests. */
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export interface Transport {
  request<T>(options: RequestOptions): Promise<T>;
  /** The platform's base URL, without a trailing slash. */
  readonly baseUrl: string;
  /** Hands a failure that did not come from a request (e.g. a sign-in step) to the client's `onError`. */
  reportError?(error: unknown): void;
}

/** What an auth strategy tells the transport: which headers a request carries. */
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

/** An API area: a factory from the transport to a set of plain async functions. */
export type Module<Api> = (transport: Transport) => Api;
