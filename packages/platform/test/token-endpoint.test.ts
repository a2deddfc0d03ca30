import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../src/testing';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(platform.baseUrl + path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

describe('POST /oauth2/token', () => {
  it('issues visitor tokens for a known client id', async () => {
    const response = await post('/oauth2/token', { clientId: platform.site.clientId, grantType: 'anonymous' });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-wix-request-id')).toMatch(/[0-9a-f-]{36}/);
    const body = await response.json();
    expect(body.expires_in).toBe(14400);
    expect(body.access_token.split('.')).toHaveLength(3);
    expect(body.refresh_token).toMatch(/^vr_/);
  });

  it('refuses an unknown client id with the error envelope', async () => {
    const response = await post('/oauth2/token', { clientId: '00000000-0000-4000-8000-000000000000', grantType: 'anonymous' });
    expect(response.status).toBe(401);
    const body = await response.json();
    expect(body.details.applicationError.code).toBe('invalid_client');
  });

  it('keeps the refresh token valid across refreshes', async () => {
    const first = await (await post('/oauth2/token', { clientId: platform.site.clientId, grantType: 'anonymous' })).json();
    for (let i = 0; i < 2; i++) {
      const response = await post('/oauth2/token', {
        clientId: platform.site.clientId,
        grantType: 'refresh_token',
        refreshToken: first.refresh_token,
      });
      expect(response.status).toBe(200);
      expect((await response.json()).refresh_token).toBe(first.refresh_token);
    }
  });

  it('names the missing field with REQUIRED_FIELD', async () => {
    const response = await post('/oauth2/token', { grantType: 'refresh_token', clientId: platform.site.clientId });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.details.validationError.fieldViolations).toEqual([
      { field: 'refreshToken', description: 'field is required', violatedRule: 'REQUIRED_FIELD' },
    ]);
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await fetch(platform.baseUrl + '/oauth2/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"grantType":',
    });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe('INVALID_ARGUMENT');
  });

  it('publishes the verification keys at /oauth2/jwks', async () => {
    const body = await (await fetch(platform.baseUrl + '/oauth2/jwks')).json();
    expect(body.keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256' });
    expect(body.keys[0].d).toBeUndefined();
  });
});
