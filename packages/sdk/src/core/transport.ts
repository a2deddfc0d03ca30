/**
 * The transport: turns a module's request description into an HTTP call over standard `fetch`,
 * with the wire contract's encodings, auth headers from the strategy, safe retries, and errors
 * mapped to the SDK's classes. The only file of the SDK that calls `fetch`.
 */
import { abortableSleep, callSignal, untilAborted } from './abort.ts';
import { errorFromResponse, isVitrineError, SystemError, TimeoutError, type VitrineError } from './errors.ts';
import { encodeQuery, maxQueryStringLength } from './query-params.ts';
import { defaultRetries, isRetryableAnswer, retryDelay } from './retry.ts';
import { toWireJson } from './serialize.ts';
import type { AuthStrategy, FetchLike, RequestOptions, ResponseFailure, Transport } from './types.ts';

/**
 * The hosted platform's public gateway; apps and tests running the local platform pass its URL.
 *
 * @example
 * createClient({ modules, auth, baseUrl: import.meta.env.VITE_PLATFORM_URL ?? defaultBaseUrl });
 */
export const defaultBaseUrl = 'https://www.wixapis.com';

/** How long a call may take, retries and their waits included, unless the client or the call says otherwise. */
export const defaultTimeoutMs = 30_000;

/**
 * How a transport reaches the platform. `createClient` builds one from its own options; build one
 * yourself only to call a module without a client.
 *
 * @example
 * const transport = createTransport({ baseUrl: 'http://localhost:3000', auth: ApiKeyStrategy({ apiKey, siteId }), retries: 0 });
 * const api = products(transport);
 */
export interface TransportOptions {
  /** Default `https://www.wixapis.com`. */
  baseUrl?: string;
  /** Default the global `fetch`. */
  fetch?: FetchLike;
  /** Sent with every request (auth headers and per-request headers win). */
  headers?: Record<string, string>;
  auth?: AuthStrategy;
  /** Retries after the first attempt for requests that are safe to repeat. Default 2. */
  retries?: number;
  /**
   * Milliseconds a call may take, retries and their waits included, before it rejects with
   * `TimeoutError`. Default 30 000; 0 turns the limit off. A call's own `timeout` wins.
   */
  timeout?: number;
  /** Ends every call of this transport when it fires: each rejects with the signal's reason. */
  signal?: AbortSignal;
  /** Sees every failure once, before it is thrown. Its own exceptions are ignored: it cannot change the outcome. */
  onError?: (error: VitrineError | Error) => void;
}

type Parsed = { readable: true; value: unknown } | { readable: false; value: undefined };

function parseJson(text: string): Parsed {
  if (text.trim() === '') return { readable: true, value: undefined };
  try {
    return { readable: true, value: JSON.parse(text) };
  } catch {
    return { readable: false, value: undefined };
  }
}

/**
 * @example
 * const transport = createTransport({ baseUrl: 'http://localhost:3000', auth: OAuthStrategy({ clientId }) });
 * const { cart } = await transport.request<{ cart: unknown }>({ method: 'GET', path: '/ecom/v1/carts/current' });
 */
export function createTransport(options: TransportOptions = {}): Transport {
  const baseUrl = (options.baseUrl ?? defaultBaseUrl).replace(/\/+$/, '');
  const retries = Math.max(0, Math.floor(options.retries ?? defaultRetries));
  // Looked up per call, not at creation, so a client built during SSR picks up the runtime's fetch.
  const fetchFn: FetchLike = (url, init) => (options.fetch ?? globalThis.fetch)(url, init);
  const reported = new WeakSet<object>();
  const clientTimeout = options.timeout ?? defaultTimeoutMs;

  function reportError(error: unknown): void {
    if (typeof error !== 'object' || error === null || reported.has(error)) return;
    reported.add(error);
    try {
      options.onError?.(error as Error);
    } catch {
      // Deliberately ignored: the caller gets the original error either way.
    }
  }

  async function send<T>(request: RequestOptions, signal: AbortSignal): Promise<T> {
    const args = request.args;
    let method = request.method;
    let body = request.body;
    let url = baseUrl + request.path;
    if (request.query) {
      const queryString = encodeQuery(request.query);
      // Spec §7, §9: a GET whose query string would be too long goes as a POST to the same path.
      if (method === 'GET' && queryString.length > maxQueryStringLength) {
        method = 'POST';
        body = request.query;
      } else if (queryString) {
        url += (url.includes('?') ? '&' : '?') + queryString;
      }
    }
    // A GET stays a read when it travels as a POST; anything else needs an idempotency key.
    const safe = request.method === 'GET' || request.idempotencyKey !== undefined;
    const withBody = method === 'POST' || method === 'PATCH' || method === 'PUT' || body !== undefined;
    // A file upload (FormData) goes as multipart: fetch sets its content type with the boundary.
    const multipart = typeof FormData !== 'undefined' && body instanceof FormData;
    const payload = withBody ? (multipart ? (body as FormData) : toWireJson(body ?? {})) : undefined;
    const useAuth = request.auth !== false && options.auth !== undefined;

    let retry = 0;
    let reauthorized = false;
    for (;;) {
      const authHeaders = useAuth ? await options.auth!.getAuthHeaders(transport) : {};
      const headers = new Headers({ accept: 'application/json' });
      const layers = [options.headers, authHeaders, request.headers];
      for (const layer of layers) for (const [name, value] of Object.entries(layer ?? {})) headers.set(name, value);
      if (payload !== undefined && !multipart) headers.set('content-type', 'application/json');
      if (request.idempotencyKey !== undefined) headers.set('idempotency-key', request.idempotencyKey);

      // Nothing is sent once the call has ended (it may have, while the auth headers were awaited).
      signal.throwIfAborted();
      let response: Response;
      let text: string;
      try {
        response = await fetchFn(url, { method, headers, body: payload, signal });
        text = await response.text();
      } catch (cause) {
        if (signal.aborted) throw signal.reason;
        if (safe && retry < retries) {
          retry += 1;
          await abortableSleep(retryDelay(retry, null) ?? 0, signal);
          continue;
        }
        throw new SystemError({ code: 'NETWORK_ERROR', cause, args });
      }

      const requestId = response.headers.get('x-wix-request-id') ?? undefined;
      const parsed = parseJson(text);
      if (response.ok) {
        if (!parsed.readable) throw new SystemError({ status: response.status, requestId, args, code: 'UNREADABLE_RESPONSE' });
        return (parsed.value ?? {}) as T;
      }

      // Renew and resend only when the 401 is about the credentials; a domain refusal that happens
      // to be a 401 (a wrong password) would be sent twice for the same answer.
      if (response.status === 401 && useAuth && !reauthorized && options.auth!.onUnauthorized && aboutCredentials(parsed.value)) {
        reauthorized = true;
        // A renewal that fails leaves the 401 as the answer, which is more telling than the renewal's error.
        const renewed = await options.auth!.onUnauthorized(authHeaders, transport).catch(() => false);
        if (renewed) continue;
      }
      const retryAfter = response.headers.get('retry-after');
      if (safe && isRetryableAnswer(response.status, retryAfter) && retry < retries) {
        const delay = retryDelay(retry + 1, retryAfter);
        if (delay !== undefined) {
          retry += 1;
          await abortableSleep(delay, signal);
          continue;
        }
      }
      const failure: ResponseFailure = { status: response.status, statusText: response.statusText, body: parsed.value, requestId, args };
      throw request.mapError
        ? request.mapError(failure)
        : errorFromResponse(failure.status, failure.body, requestId, args, failure.statusText);
    }
  }

  const transport: Transport = {
    baseUrl,
    reportError,
    async request<T>(request: RequestOptions): Promise<T> {
      const callers = [options.signal, request.signal];
      const timeout = request.timeout ?? clientTimeout;
      const { signal, deadline } = callSignal(callers, timeout);
      try {
        // Raced as well as passed on: the call ends when the signal fires, even while it waits for
        // something that ignores the signal (a custom fetch, a token renewal other calls share).
        return await untilAborted(send<T>(request, signal), signal);
      } catch (caught) {
        // A call the caller cancelled is not a failure worth reporting: it ends with its reason, unseen by onError.
        if (callers.some((caller) => caller?.aborted && caller.reason === caught)) throw caught;
        const error = deadline?.aborted && caught === deadline.reason ? new TimeoutError(timeout) : caught;
        // An error raised on the way (a token renewal) still carries this call's arguments.
        if (isVitrineError(error) && error.args === undefined && request.args !== undefined) error.args = request.args;
        reportError(error);
        throw error;
      }
    },
  };
  return transport;
}

/**
 * Whether a 401 says the credentials were refused: no application error, or the platform's
 * `UNAUTHENTICATED`. A 401 naming another code (the identity service's `-19976`, wrong e-mail or
 * password) is the answer to the request itself.
 */
function aboutCredentials(body: unknown): boolean {
  const code = (body as { details?: { applicationError?: { code?: unknown } } } | undefined)?.details?.applicationError?.code;
  return code === undefined || code === 'UNAUTHENTICATED';
}
