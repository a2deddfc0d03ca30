/**
 * The SDK's errors: one base class, a subclass per kind of failure, and one function that maps a
 * response to its class (spec §8). Guards compare `name`, not `instanceof`, so an error thrown by
 * a copy of the SDK in another realm (an iframe, a second bundle) is still recognised.
 */

/**
 * One server field violation of the wire contract's `validationError`.
 *
 * @example
 * if (isValidationError(error)) for (const { field, description } of error.fieldViolations) showError(field, description);
 */
export interface FieldViolation {
  field: string;
  description: string;
  violatedRule?: string;
  ruleName?: string;
  data?: Record<string, unknown>;
}

/**
 * The wire contract's `details`: an application error, a validation error, or neither.
 *
 * @example
 * const code = error.details.applicationError?.code; // e.g. 'OWNED_CART_NOT_FOUND'
 */
export interface ErrorDetails {
  applicationError?: { code: string | number; description?: string; data?: Record<string, unknown> };
  validationError?: { fieldViolations?: FieldViolation[] };
  [key: string]: unknown;
}

/**
 * What an error carries besides its message; every field is optional.
 *
 * @example
 * new SystemError({ status: 503, requestId: response.headers.get('x-wix-request-id') ?? undefined });
 */
export interface VitrineErrorInit {
  status?: number;
  code?: string;
  details?: ErrorDetails;
  requestId?: string;
  args?: readonly unknown[];
  cause?: unknown;
}

/**
 * Base class of every error the SDK throws.
 *
 * @example
 * try {
 *   await client.cart.getCart(id);
 * } catch (error) {
 *   if (isVitrineError(error)) console.log(error.status, error.code, error.requestId, error.args);
 * }
 */
export class VitrineError extends Error {
  override name: string = 'VitrineError';
  /** HTTP status of the failed response; 0 when no response arrived. */
  readonly status: number;
  /** A stable code to switch on (`INVALID_ARGUMENT`, `CART_NOT_FOUND`, `NOT_FOUND`, ...). */
  readonly code: string;
  /** The response's `details`, as the platform sent them. */
  readonly details: ErrorDetails;
  /** The platform's `x-wix-request-id`, when a response arrived. */
  readonly requestId: string | undefined;
  /** The arguments of the SDK call that failed (spec §8). Set by the transport. */
  args: readonly unknown[] | undefined;

  constructor(message: string, init: VitrineErrorInit = {}) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status ?? 0;
    this.code = init.code ?? 'UNKNOWN';
    this.details = init.details ?? {};
    this.requestId = init.requestId;
    this.args = init.args;
  }
}

/**
 * The server rejected fields. The message lists them, quoted and sorted by field:
 * `INVALID_ARGUMENT: "lineItems.0.quantity" must be >= 1, "lineItems.0.catalogReference" field is required`.
 *
 * @example
 * try {
 *   await client.currentCart.addToCurrentCart({ lineItems });
 * } catch (error) {
 *   if (isValidationError(error)) for (const v of error.fieldViolations) console.log(v.field, v.description, v.violatedRule);
 * }
 */
export class ValidationError extends VitrineError {
  override name = 'ValidationError';
  readonly fieldViolations: FieldViolation[];

  constructor(fieldViolations: readonly FieldViolation[], init: VitrineErrorInit = {}) {
    const sorted = [...fieldViolations].sort((a, b) => (a.field < b.field ? -1 : a.field > b.field ? 1 : 0));
    const list = sorted.map((violation) => `"${violation.field}" ${violation.description}`).join(', ');
    super(list ? `INVALID_ARGUMENT: ${list}` : 'INVALID_ARGUMENT', { code: 'INVALID_ARGUMENT', ...init });
    this.fieldViolations = sorted;
  }
}

/**
 * A rule of the domain said no (`details.applicationError`). The message is the response's
 * message, then `: <description>` when the description says more; a description that already
 * starts with the message (a sentence that goes on from it) is the message alone.
 *
 * @example
 * try {
 *   await client.cart.getCart(cartId);
 * } catch (error) {
 *   // A cart that is gone: 'Cart not found: No Cart with id …', 'CART_NOT_FOUND', { id }
 *   if (isApplicationError(error)) console.log(error.message, error.code, error.data);
 * }
 */
export class ApplicationError extends VitrineError {
  override name = 'ApplicationError';
  readonly description: string;
  readonly data: Record<string, unknown>;

  constructor(message: string, applicationError: { code: string | number; description?: string; data?: Record<string, unknown> }, init: VitrineErrorInit = {}) {
    const description = applicationError.description ?? '';
    const text = !message || description.startsWith(message) ? description || message : `${message}: ${description}`;
    super(text, { ...init, code: String(applicationError.code) });
    this.description = description;
    this.data = applicationError.data ?? {};
  }
}

/**
 * Any other 4xx: the status text is the description, its UPPER_SNAKE form the code.
 *
 * @example
 * const error = new HttpError(404, 'Not Found');
 * error.message; // 'Not Found'
 * error.code;    // 'NOT_FOUND'
 */
export class HttpError extends VitrineError {
  override name = 'HttpError';
  readonly description: string;

  constructor(status: number, statusText: string, init: VitrineErrorInit = {}) {
    const description = statusText || `HTTP ${status}`;
    super(description, { ...init, status, code: upperSnake(description) });
    this.description = description;
  }
}

/**
 * 5xx, an unreadable response, or no response at all (then `status` is 0 and `code` is
 * `NETWORK_ERROR`).
 *
 * @example
 * new SystemError({ status: 502, requestId: 'r-1' }).message; // 'System error occurred, request id: r-1'
 */
export class SystemError extends VitrineError {
  override name = 'SystemError';

  constructor(init: VitrineErrorInit = {}) {
    super(`System error occurred${init.requestId ? `, request id: ${init.requestId}` : ''}`, { code: 'SYSTEM_ERROR', ...init });
  }
}

/**
 * The call did not complete within its `timeout` (the client's, or the call's own; default
 * 30 s): no answer came in time, retries and their waits included. `status` is 0, `code`
 * `TIMEOUT`, `timeout` the milliseconds it was given.
 *
 * @example
 * await client.withOptions({ timeout: 5_000 }).products.getProduct(id).catch((error) => {
 *   if (isTimeoutError(error)) showOffline(); else throw error;
 * });
 */
export class TimeoutError extends VitrineError {
  override name = 'TimeoutError';
  readonly timeout: number;

  constructor(timeout: number, init: VitrineErrorInit = {}) {
    super(`The request did not complete within ${timeout} ms`, { code: 'TIMEOUT', ...init });
    this.timeout = timeout;
  }
}

/** One entry of a GraphQL answer's `errors`, as GraphQL servers write them. */
export interface GraphQLErrorEntry {
  message: string;
  path?: Array<string | number>;
  extensions?: Record<string, unknown>;
}

/**
 * `client.graphql` got a non-2xx response. `errors` holds the answer's GraphQL errors: why the
 * query was refused (`Cannot query field "nope"`), and for a bad filter its field violations in
 * `extensions.fieldViolations`.
 *
 * @example
 * await client.graphql('{ products { items { id } } }').catch((error) => {
 *   if (isGraphQLError(error)) console.log(error.message, error.errors.map((e) => e.message)); // 'GraphQL request failed with status 400'
 * });
 */
export class GraphQLError extends VitrineError {
  override name = 'GraphQLError';
  // Set by the constructor; `declare` keeps the build from also emitting an empty field for it.
  declare readonly errors: GraphQLErrorEntry[];

  constructor(status: number, init: VitrineErrorInit = {}, errors?: GraphQLErrorEntry[]) {
    super(`GraphQL request failed with status ${status}`, { code: 'GRAPHQL_REQUEST_FAILED', ...init, status });
    // What the answer holds; a gateway's error page has none.
    this.errors = errors ?? [];
  }
}

/**
 * The token endpoint refused or failed; `code` is the platform's (`invalid_client`, `invalid_grant`).
 * The message is always 'something went wrong' (spec §8).
 *
 * @example
 * await auth.generateVisitorTokens().catch((error) => {
 *   if (isTokenError(error) && error.status === 400) console.log('Unknown client id?', error.code);
 * });
 */
export class TokenError extends VitrineError {
  override name = 'TokenError';

  constructor(init: VitrineErrorInit = {}) {
    super('something went wrong', { code: 'TOKEN_REQUEST_FAILED', ...init });
  }
}

/**
 * The messages of the redirect-based sign-in (spec §5, §8), and the code each carries.
 *
 * @example
 * if (isOAuthFlowError(error) && error.code === 'INVALID_STATE') startSignInAgain();
 * oauthFlowFailures.INVALID_STATE; // 'Invalid _state'
 */
export const oauthFlowFailures = {
  MISSING_CODE_OR_STATE: 'Missing code or _state',
  INVALID_STATE: 'Invalid _state',
  MEMBER_TOKENS_FAILED: 'Failed to get member tokens',
  OAUTH_FLOW_TIMED_OUT: 'OAuth flow timed out',
  INVALID_VERIFIER_LENGTH: 'Expected a length between 43 and 128',
} as const;
/**
 * A key of `oauthFlowFailures`: the code of an `OAuthFlowError`.
 *
 * @example
 * const retryable: OAuthFlowFailure[] = ['OAUTH_FLOW_TIMED_OUT', 'MEMBER_TOKENS_FAILED'];
 */
export type OAuthFlowFailure = keyof typeof oauthFlowFailures;

/**
 * A step of the redirect-based sign-in failed on the client's side, or its token exchange failed
 * (then `cause` holds the underlying error and `status`, `details`, `requestId` are copied from it).
 *
 * @example
 * try {
 *   await auth.getMemberTokens(code, state, oauthData);
 * } catch (error) {
 *   if (isOAuthFlowError(error)) console.log(error.message); // 'Invalid _state', 'Failed to get member tokens', …
 * }
 */
export class OAuthFlowError extends VitrineError {
  override name = 'OAuthFlowError';

  constructor(failure: OAuthFlowFailure, init: VitrineErrorInit = {}) {
    super(oauthFlowFailures[failure], { ...init, code: failure });
  }
}

const errorNames = [
  'VitrineError',
  'ValidationError',
  'ApplicationError',
  'HttpError',
  'SystemError',
  'TimeoutError',
  'GraphQLError',
  'TokenError',
  'OAuthFlowError',
] as const;

function named<T extends VitrineError>(...names: string[]) {
  return (error: unknown): error is T =>
    typeof error === 'object' && error !== null && names.includes(String((error as { name?: unknown }).name));
}

/**
 * True for any error the SDK throws, from this realm or another.
 *
 * @example
 * catch (error) { if (isVitrineError(error)) report(error.code, error.requestId, error.args); else throw error; }
 */
export const isVitrineError = named<VitrineError>(...errorNames);
/**
 * True for a `ValidationError` (field violations).
 *
 * @example
 * if (isValidationError(error)) showFieldErrors(error.fieldViolations);
 */
export const isValidationError = named<ValidationError>('ValidationError');
/**
 * True for an `ApplicationError` (a domain rule's `code`).
 *
 * @example
 * if (isApplicationError(error) && error.code === 'OWNED_CART_NOT_FOUND') showEmptyCart();
 */
export const isApplicationError = named<ApplicationError>('ApplicationError');
/**
 * True for an `HttpError` (another 4xx).
 *
 * @example
 * if (isHttpError(error) && error.status === 404) return notFoundPage();
 */
export const isHttpError = named<HttpError>('HttpError');
/**
 * True for a `SystemError` (5xx, network failure, unreadable response): worth trying again later.
 *
 * @example
 * if (isSystemError(error)) showBanner('The shop is unreachable right now');
 */
export const isSystemError = named<SystemError>('SystemError');
/**
 * True for a `TimeoutError`: the call ran out of time (a call aborted by its signal rejects with
 * the signal's reason instead, usually a DOMException named `AbortError`).
 *
 * @example
 * if (isTimeoutError(error)) console.warn(`gave up after ${error.timeout} ms`);
 */
export const isTimeoutError = named<TimeoutError>('TimeoutError');
/**
 * True for a `GraphQLError` (`client.graphql` got a non-2xx answer).
 *
 * @example
 * if (isGraphQLError(error)) console.warn(error.status, error.details);
 */
export const isGraphQLError = named<GraphQLError>('GraphQLError');
/**
 * True for a `TokenError` (the token endpoint refused or failed).
 *
 * @example
 * if (isTokenError(error)) auth.setTokens(emptyTokens()); // start over as a new visitor
 */
export const isTokenError = named<TokenError>('TokenError');
/**
 * True for an `OAuthFlowError` (a step of the redirect-based sign-in).
 *
 * @example
 * if (isOAuthFlowError(error)) showSignInError(error.message);
 */
export const isOAuthFlowError = named<OAuthFlowError>('OAuthFlowError');

/** `Too Many Requests` → `TOO_MANY_REQUESTS`. */
export const upperSnake = (text: string): string =>
  text
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');

// Browsers give HTTP/2 responses an empty statusText, so the common ones are spelled out here.
const statusTexts: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  408: 'Request Timeout',
  409: 'Conflict',
  410: 'Gone',
  411: 'Length Required',
  412: 'Precondition Failed',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  428: 'Precondition Required',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The one mapping from a failed response to an error (spec §8): field violations →
 * `ValidationError`; an application error → `ApplicationError`; any other 4xx → `HttpError`;
 * 5xx, other statuses and unreadable bodies → `SystemError`.
 *
 * @example
 * const error = errorFromResponse(404, await response.json(), response.headers.get('x-wix-request-id') ?? undefined);
 */
export function errorFromResponse(
  status: number,
  body: unknown,
  requestId?: string,
  args?: readonly unknown[],
  statusText?: string,
): VitrineError {
  const details: ErrorDetails = isObject(body) && isObject(body.details) ? (body.details as ErrorDetails) : {};
  const init: VitrineErrorInit = { status, details, requestId, args };
  if (status < 400 || status >= 500) {
    const code = details.applicationError?.code;
    return new SystemError({ ...init, ...(code !== undefined ? { code: String(code) } : {}) });
  }
  const violations = details.validationError?.fieldViolations;
  if (Array.isArray(violations)) return new ValidationError(violations, init);
  const applicationError = details.applicationError;
  if (isObject(applicationError) && applicationError.code !== undefined) {
    const message = isObject(body) && typeof body.message === 'string' ? body.message : '';
    return new ApplicationError(message, applicationError, init);
  }
  return new HttpError(status, statusText || statusTexts[status] || '', init);
}
