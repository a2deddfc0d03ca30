/**
 * Reading SDK errors without importing their classes: guards compare fields, so they work across
 * bundles and realms.
 */

interface ErrorLike {
  message?: unknown;
  status?: unknown;
  code?: unknown;
  details?: { applicationError?: { code?: unknown; description?: unknown }; validationError?: { fieldViolations?: Array<{ field?: unknown; description?: unknown }> } };
}

const asErrorLike = (error: unknown): ErrorLike => (error && typeof error === 'object' ? (error as ErrorLike) : {});

/** The HTTP status of a failed call, when the platform answered. */
export function errorStatus(error: unknown): number | undefined {
  const status = asErrorLike(error).status;
  return typeof status === 'number' ? status : undefined;
}

/** The application error code (e.g. `-19976` for a wrong password), when there is one. */
export function errorCode(error: unknown): string | undefined {
  const { code, details } = asErrorLike(error);
  const value = code ?? details?.applicationError?.code;
  return value === undefined || value === null ? undefined : String(value);
}

/**
 * Whether trying again can help: network failures, 429 and 5xx. A 4xx is the caller's doing
 * (not found, invalid, unauthorized), so repeating it only delays the error.
 *
 * @example
 * ```ts
 * new QueryClient({ defaultOptions: { queries: { retry: (n, e) => n < 2 && isRetryable(e) } } });
 * ```
 */
export function isRetryable(error: unknown): boolean {
  const status = errorStatus(error);
  return status === undefined || status === 0 || status === 429 || status >= 500;
}

/** A message fit to show a shopper. */
export function errorMessage(error: unknown): string {
  const { message, details } = asErrorLike(error);
  const description = details?.applicationError?.description;
  if (typeof description === 'string' && description) return description;
  const violations = details?.validationError?.fieldViolations;
  if (violations?.length) return violations.map((v) => `${String(v.field)}: ${String(v.description)}`).join('; ');
  return typeof message === 'string' && message ? message : 'Something went wrong';
}
