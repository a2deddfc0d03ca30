import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { AppError, type FieldViolation, type ViolatedRule } from '../lib/app-error';
import { outcomeUnknownError } from './idempotency/idempotency.plugin';

interface AjvError {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

const ruleOfKeyword: Record<string, ViolatedRule> = {
  required: 'REQUIRED_FIELD',
  maxLength: 'MAX_LENGTH',
  minLength: 'MIN_LENGTH',
  maximum: 'MAX',
  minimum: 'MIN',
  exclusiveMaximum: 'MAX',
  exclusiveMinimum: 'MIN',
  maxItems: 'MAX_SIZE',
  minItems: 'MIN_SIZE',
  maxProperties: 'MAX_SIZE',
  minProperties: 'MIN_SIZE',
  format: 'FORMAT',
  pattern: 'FORMAT',
  enum: 'INVALID_ENUM_VALUE',
  const: 'INVALID_ENUM_VALUE',
  additionalProperties: 'FIELD_NOT_ALLOWED',
  anyOf: 'ONE_OF_ALIGNMENT',
  oneOf: 'ONE_OF_ALIGNMENT',
};

/** Turns Ajv's errors into the wire contract's field violations, named by dotted field paths. */
export function toFieldViolations(errors: readonly AjvError[], context?: string): FieldViolation[] {
  const violations = new Map<string, FieldViolation>();
  for (const error of errors) {
    let path = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
    if (error.keyword === 'required') {
      const missing = String(error.params.missingProperty ?? '');
      path = path ? `${path}.${missing}` : missing;
    } else if (error.keyword === 'additionalProperties') {
      const extra = String(error.params.additionalProperty ?? '');
      path = path ? `${path}.${extra}` : extra;
    }
    const field = path || context || 'body';
    const rule = ruleOfKeyword[error.keyword] ?? 'VALIDATION';
    const violation: FieldViolation = {
      field,
      description: describe(error),
      violatedRule: rule,
      ruleName: error.keyword,
    };
    if (error.keyword === 'format' && error.params.format === 'email') violation.data = { type: 'EMAIL' };
    // anyOf/oneOf report every branch; keep the most specific message per field.
    if (!violations.has(field) || rule !== 'ONE_OF_ALIGNMENT') violations.set(field, violation);
  }
  return [...violations.values()].sort((a, b) => a.field.localeCompare(b.field));
}

function describe(error: AjvError): string {
  switch (error.keyword) {
    case 'required':
      return 'field is required';
    case 'enum':
      return `must be one of ${(error.params.allowedValues as unknown[] | undefined)?.join(', ') ?? 'the allowed values'}`;
    case 'additionalProperties':
      return 'field is not allowed';
    default:
      return error.message ?? 'is invalid';
  }
}

/** `Not Found` → `NOT_FOUND`: the code of a plain 4xx, as spec §8 describes. */
export const statusCode = (status: number): string =>
  (STATUS_CODES[status] ?? 'Error').toUpperCase().replace(/[^A-Z0-9]+/g, '_').replace(/^_|_$/g, '');

/** A plain 4xx in the envelope: `{ message, details: { applicationError: { code, description } } }`. */
function plainError(status: number, message?: string) {
  const description = STATUS_CODES[status] ?? 'Bad Request';
  return { message: message || description, details: { applicationError: { code: statusCode(status), description } } };
}

/**
 * Fastify's `frameworkErrors`: the router's own refusals (a path that is not valid URL encoding,
 * a path parameter over `maxParamLength`) would otherwise answer in Fastify's shape
 * (`{ error, code, statusCode }`); here they answer in the envelope like every other error.
 */
/** The longest path parameter the router takes (`routerOptions.maxParamLength`); longer ones answer 414. */
export const maxParamLength = 500;

export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  const message = error.code === 'FST_ERR_BAD_URL' ? 'The path is not valid URL encoding' : error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'A path parameter is too long' : undefined;
  void reply.header('x-wix-request-id', reply.request.id).status(status).send(plainError(status, message));
}

/**
 * An `OPTIONS` request that is no CORS preflight (no `Origin` or no `Access-Control-Request-Method`):
 * @fastify/cors refuses it with a 400 in plain text, `Invalid Preflight Request`. Registered before
 * that plugin, this `onRequest` hook refuses it first, in the envelope like every other 400; real
 * preflights go on to the plugin.
 */
export function refuseIncompletePreflight(request: FastifyRequest, reply: FastifyReply, done: () => void): void {
  if (request.method !== 'OPTIONS' || (request.headers.origin && request.headers['access-control-request-method'])) return done();
  void reply.status(400).send(plainError(400, 'An OPTIONS request is a CORS preflight: it needs the Origin and Access-Control-Request-Method headers'));
}

/**
 * The HTTP server's `clientError`: Node's parser refuses a request before Fastify sees it (headers
 * over 16 KB, a malformed request line). The answer is written on the socket in the envelope, with a
 * request id of its own; a socket the client already closed gets nothing.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const requestId = randomUUID();
  const body = JSON.stringify(plainError(status, status === 431 ? 'Request headers are too large' : undefined));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nx-wix-request-id: ${requestId}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/**
 * One error handler for the whole app: AppError and schema violations become the wire contract's
 * envelope; other 4xx keep their status; anything unexpected is logged and answered as a 500
 * that reveals nothing but the request id.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      if (error.headers) void reply.headers(error.headers);
      const details = error.fieldViolations
        ? { validationError: { fieldViolations: error.fieldViolations } }
        : { applicationError: error.applicationError ?? { code: error.kind.toUpperCase(), description: error.message } };
      return reply.status(error.status).send({ message: error.message, details });
    }
    const fastifyError = error as FastifyError & { validation?: AjvError[] };
    if (fastifyError.validation) {
      const fieldViolations = toFieldViolations(fastifyError.validation, fastifyError.validationContext);
      return reply.status(400).send({ message: 'INVALID_ARGUMENT', details: { validationError: { fieldViolations } } });
    }
    // Defence in depth: a value the database cannot take (SQLSTATE class 22: a malformed uuid, a
    // number out of range) is the caller's input, so it is a 400, never a 500. Schemas should
    // have caught it first; the log says where one did not.
    const sqlState = (error as { code?: unknown }).code;
    if (typeof sqlState === 'string' && /^22[0-9A-Z]{3}$/.test(sqlState)) {
      request.log.warn({ err: error }, 'input reached the database unvalidated');
      return reply.status(400).send({
        message: 'INVALID_ARGUMENT',
        details: { applicationError: { code: 'INVALID_ARGUMENT', description: 'A value in the request has the wrong form' } },
      });
    }
    // Two writes that met: a deadlock or serialization failure still there after the transaction's
    // own retries (db/postgres.ts), or a unique key another write took between a check and an
    // insert that no service turns into its own answer. Sending the request again is the remedy.
    if (sqlState === '40P01' || sqlState === '40001' || sqlState === '23505') {
      request.log.warn({ err: error }, 'a write met a concurrent one');
      return reply.status(409).send({
        message: 'Conflict',
        details: { applicationError: { code: 'CONCURRENT_UPDATE', description: 'Another request changed the same data at the same moment; send this one again' } },
      });
    }
    const status = fastifyError.statusCode ?? 500;
    // A GraphQL query refused before it ran (a syntax or validation error, a query too costly):
    // the envelope says why, with the query's own errors as GraphQL clients read them.
    const graphqlErrors = (error as { errors?: unknown }).errors;
    if (status === 400 && Array.isArray(graphqlErrors) && graphqlErrors.length > 0) {
      const errors = graphqlErrors.map((e: { message?: unknown; extensions?: unknown }) => ({ message: String(e.message), ...(e.extensions ? { extensions: e.extensions } : {}) }));
      const code = (errors[0]!.extensions as { code?: unknown } | undefined)?.code;
      return reply.status(400).send({
        message: errors[0]!.message,
        details: { applicationError: { code: typeof code === 'string' ? code : 'GRAPHQL_VALIDATION_FAILED', description: errors[0]!.message } },
        errors,
      });
    }
    // Fastify's own 4xx (body too large 413, unsupported content type 415, ...) keep their status.
    if (status >= 400 && status < 500) return reply.status(status).send(plainError(status, fastifyError.message));
    request.log.error({ err: error }, 'unexpected error');
    // A request that failed after its effect committed (a refund held) says so, key or no key: the
    // caller must look before sending it again, or the effect happens twice.
    const effect = request.committedEffect;
    return reply.status(500).send({
      message: 'System error occurred',
      details: {
        applicationError: effect
          ? outcomeUnknownError(effect, request.id)
          : { code: 'INTERNAL', description: `Request ${request.id} failed` },
      },
    });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({
      message: 'Not Found',
      details: {
        applicationError: { code: 'NOT_FOUND', description: `No route for ${request.method} ${request.url.split('?')[0]}` },
      },
    });
  });
}
