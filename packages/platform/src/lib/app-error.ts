/**
 * The one error type of the platform. Services throw it; the error plugin turns it into the wire
 * contract's envelope: `{ message, details: { applicationError | validationError } }`.
 */
export type AppErrorKind =
  | 'not_found'
  | 'invalid'
  | 'unauthorized'
  | 'forbidden'
  | 'conflict'
  | 'unprocessable'
  | 'rate_limited'
  | 'unavailable';

/** The spec's server rule-type vocabulary (spec §5). */
export type ViolatedRule =
  | 'VALIDATION'
  | 'OTHER'
  | 'MAX'
  | 'MIN'
  | 'MAX_LENGTH'
  | 'MIN_LENGTH'
  | 'MAX_SIZE'
  | 'MIN_SIZE'
  | 'FORMAT'
  | 'DECIMAL_LTE'
  | 'DECIMAL_GTE'
  | 'DECIMAL_LT'
  | 'DECIMAL_GT'
  | 'DECIMAL_MAX_SCALE'
  | 'INVALID_ENUM_VALUE'
  | 'REQUIRED_FIELD'
  | 'FIELD_NOT_ALLOWED'
  | 'ONE_OF_ALIGNMENT';

export interface FieldViolation {
  field: string;
  description: string;
  violatedRule: ViolatedRule;
  ruleName?: string;
  data?: Record<string, unknown>;
}

export interface ApplicationErrorDetails {
  /** A stable code clients switch on: a name like `CART_NOT_FOUND`, or the identity service's negative numbers. */
  code: string;
  description: string;
  data?: Record<string, unknown>;
}

export const statusOfKind: Record<AppErrorKind, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  unprocessable: 422,
  rate_limited: 429,
  unavailable: 503,
};

export class AppError extends Error {
  override readonly name = 'AppError';
  readonly kind: AppErrorKind;
  readonly applicationError?: ApplicationErrorDetails;
  readonly fieldViolations?: FieldViolation[];
  /** Extra response headers, e.g. Retry-After for `rate_limited`. */
  readonly headers?: Record<string, string>;

  constructor(
    kind: AppErrorKind,
    message: string,
    details: {
      applicationError?: ApplicationErrorDetails;
      fieldViolations?: FieldViolation[];
      headers?: Record<string, string>;
    } = {},
  ) {
    super(message);
    this.kind = kind;
    this.applicationError = details.applicationError;
    this.fieldViolations = details.fieldViolations;
    this.headers = details.headers;
  }

  get status(): number {
    return statusOfKind[this.kind];
  }
}

/** 404 for an id the caller's site does not have (other sites' ids included: no existence leak). */
export function notFound(entity: string, id: string): AppError {
  const code = `${entity.replace(/[^A-Za-z]+/g, '_').toUpperCase()}_NOT_FOUND`;
  return new AppError('not_found', `${entity} not found`, {
    applicationError: { code, description: `No ${entity} with id ${id}`, data: { id } },
  });
}

/** 400 with one or more field violations. */
export function invalid(violations: FieldViolation[], message = 'INVALID_ARGUMENT'): AppError {
  return new AppError('invalid', message, { fieldViolations: violations });
}

/** 400 with an application error: a rule of the domain, not a malformed field. */
export function rejected(code: string, description: string, data?: Record<string, unknown>): AppError {
  return new AppError('invalid', description, { applicationError: { code, description, data } });
}
