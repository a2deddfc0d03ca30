import { startTestPlatform, type TestPlatform } from '@vitrine/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../src/client';
import { ApiKeyStrategy } from '../src/auth/api-key-strategy';
import {
  ApplicationError,
  errorFromResponse,
  GraphQLError,
  HttpError,
  isApplicationError,
  isHttpError,
  isSystemError,
  isValidationError,
  isVitrineError,
  OAuthFlowError,
  SystemError,
  TokenError,
  ValidationError,
  VitrineError,
} from '../src/core/errors';
import type { Transport } from '../src/core/types';

const requestId = '6f0c2a1e-0000-4000-8000-000000000001';

describe('errorFromResponse: status and body → class, message, code (spec §5, §8)', () => {
  const violations = {
    details: {
      validationError: {
        fieldViolations: [
          { field: 'lineItems.0.quantity', description: 'must be >= 1', violatedRule: 'MIN' },
          { field: 'email', description: 'must match format "email"', violatedRule: 'FORMAT', data: { type: 'EMAIL' } },
          { field: 'lineItems.0.catalogReference', description: 'field is required', violatedRule: 'REQUIRED_FIELD' },
        ],
      },
    },
    message: 'INVALID_ARGUMENT',
  };
  const application = (message: string, description: string, code: string | number = 'CART_NOT_FOUND') => ({
    message,
    details: { applicationError: { code, description, data: { id: 'c1' } } },
  });

  it.each([
    [
      400,
      violations,
      ValidationError,
      'INVALID_ARGUMENT: "email" must match format "email", "lineItems.0.catalogReference" field is required, "lineItems.0.quantity" must be >= 1',
      'INVALID_ARGUMENT',
    ],
    [404, application('cart not found', 'No cart with id c1'), ApplicationError, 'cart not found: No cart with id c1', 'CART_NOT_FOUND'],
    [409, application('Out of stock', 'Out of stock', 'OUT_OF_STOCK'), ApplicationError, 'Out of stock', 'OUT_OF_STOCK'],
    // A description that goes on from the message is said once, not after the message again.
    [
      409,
      application('Someone else changed the product first', 'Someone else changed the product first. Load their version, then make your changes again.', 'REVISION_MISMATCH'),
      ApplicationError,
      'Someone else changed the product first. Load their version, then make your changes again.',
      'REVISION_MISMATCH',
    ],
    [400, application('', 'Wrong password', -19976), ApplicationError, 'Wrong password', '-19976'],
    [403, undefined, HttpError, 'Forbidden', 'FORBIDDEN'],
    [404, '<html>not json</html>', HttpError, 'Not Found', 'NOT_FOUND'],
    [429, { message: 'slow down' }, HttpError, 'Too Many Requests', 'TOO_MANY_REQUESTS'],
    [413, {}, HttpError, 'Payload Too Large', 'PAYLOAD_TOO_LARGE'],
    [500, { message: 'System error occurred', details: { applicationError: { code: 'INTERNAL', description: 'x' } } }, SystemError, `System error occurred, request id: ${requestId}`, 'INTERNAL'],
    [503, undefined, SystemError, `System error occurred, request id: ${requestId}`, 'SYSTEM_ERROR'],
  ] as const)('%i %j → %o', (status, body, errorClass, message, code) => {
    const args = ['cart-id', { lineItems: [] }];
    const error = errorFromResponse(status, body, requestId, args);
    expect(error).toBeInstanceOf(errorClass);
    expect(error).toBeInstanceOf(VitrineError);
    expect(error.name).toBe(errorClass.name);
    expect(error.message).toBe(message);
    expect(error.code).toBe(code);
    expect(error.status).toBe(status);
    expect(error.requestId).toBe(requestId);
    expect(error.args).toBe(args);
    expect(error.details).toEqual(typeof body === 'object' && body && 'details' in body ? body.details : {});
  });

  it('keeps the sorted violations and the application data', () => {
    const validation = errorFromResponse(400, violations) as ValidationError;
    expect(validation.fieldViolations.map((violation) => violation.field)).toEqual([
      'email',
      'lineItems.0.catalogReference',
      'lineItems.0.quantity',
    ]);
    const app = errorFromResponse(404, application('cart not found', 'No cart with id c1')) as ApplicationError;
    expect(app.data).toEqual({ id: 'c1' });
    expect(app.description).toBe('No cart with id c1');
  });

  it('a status text the table lacks is taken from the response', () => {
    const error = errorFromResponse(418, undefined, undefined, undefined, "I'm a Teapot");
    expect(error).toMatchObject({ name: 'HttpError', message: "I'm a Teapot", code: 'I_M_A_TEAPOT', description: "I'm a Teapot" });
  });

  it('without a request id the system error message ends after "occurred"', () => {
    expect(errorFromResponse(502, undefined).message).toBe('System error occurred');
  });

  it('the fixed messages of the other classes', () => {
    expect(new GraphQLError(502).message).toBe('GraphQL request failed with status 502');
    expect(new TokenError().message).toBe('something went wrong');
    expect(new OAuthFlowError('MISSING_CODE_OR_STATE').message).toBe('Missing code or _state');
    expect(new OAuthFlowError('INVALID_STATE').message).toBe('Invalid _state');
    expect(new OAuthFlowError('MEMBER_TOKENS_FAILED').message).toBe('Failed to get member tokens');
    expect(new OAuthFlowError('OAUTH_FLOW_TIMED_OUT').message).toBe('OAuth flow timed out');
    expect(new OAuthFlowError('INVALID_VERIFIER_LENGTH').message).toBe('Expected a length between 43 and 128');
  });
});

describe('type guards', () => {
  it('recognise errors from another copy of the SDK (another realm or bundle)', async () => {
    // A second instance of the module: its classes are distinct, as in another realm.
    // @ts-expect-error TypeScript does not resolve the query string that makes Vite load a second instance.
    const copy = (await import('../src/core/errors?copy')) as typeof import('../src/core/errors');
    const foreign = new copy.ValidationError([{ field: 'a', description: 'b' }]);
    expect(foreign).not.toBeInstanceOf(ValidationError);
    expect(isValidationError(foreign)).toBe(true);
    expect(isVitrineError(foreign)).toBe(true);
    expect(isApplicationError(foreign)).toBe(false);
  });

  it('reject look-alikes that are not SDK errors', () => {
    expect(isVitrineError(new Error('x'))).toBe(false);
    expect(isVitrineError(null)).toBe(false);
    expect(isVitrineError('ValidationError')).toBe(false);
  });
});

describe('errors from the real platform', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform();
  });
  afterAll(() => platform.close());

  /** A module of two calls, written as the API modules are. */
  const probe = (transport: Transport) => ({
    get: (path: string) => transport.request({ method: 'GET', path, args: [path] }),
    refresh: (body: Record<string, unknown>) =>
      transport.request({ method: 'POST', path: '/oauth2/token', body, auth: false, args: [body] }),
  });

  function client() {
    const seen: unknown[] = [];
    const instance = createClient({
      modules: { probe },
      auth: ApiKeyStrategy({ apiKey: platform.site.apiKey, siteId: platform.site.siteId }),
      baseUrl: platform.baseUrl,
      onError: (error) => seen.push(error),
    });
    return { instance, seen };
  }

  it('field violations → ValidationError with the quoted field, the request id and the arguments', async () => {
    const { instance, seen } = client();
    const body = { grantType: 'refresh_token', clientId: platform.site.clientId };
    const error = await instance.probe.refresh(body).catch((caught: unknown) => caught);
    expect(isValidationError(error)).toBe(true);
    expect(error).toMatchObject({ message: 'INVALID_ARGUMENT: "refreshToken" field is required', status: 400, code: 'INVALID_ARGUMENT', args: [body] });
    expect((error as VitrineError).requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen).toEqual([error]);
  });

  it('an application error → ApplicationError "message: description" with its code', async () => {
    const { instance, seen } = client();
    const error = await instance.probe.get('/stores-reader/v1/products/00000000-0000-4000-8000-000000000000').catch((caught: unknown) => caught);
    expect(isApplicationError(error)).toBe(true);
    expect(error).toMatchObject({ status: 404, code: 'PRODUCT_NOT_FOUND', message: 'product not found: No product with id 00000000-0000-4000-8000-000000000000' });
    expect(seen).toEqual([error]);
  });

  it('no response at all → SystemError, after the retries a GET is allowed', async () => {
    const closed = createClient({ modules: { probe }, baseUrl: 'http://127.0.0.1:9', retries: 1 });
    const error = await closed.probe.get('/anything').catch((caught: unknown) => caught);
    expect(isSystemError(error)).toBe(true);
    expect(error).toMatchObject({ message: 'System error occurred', status: 0, code: 'NETWORK_ERROR', args: ['/anything'] });
    expect(isHttpError(error)).toBe(false);
  });
});
