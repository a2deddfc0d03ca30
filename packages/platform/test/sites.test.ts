import { describe, expect, it } from 'vitest';
import { apiKeyHeaders, ownerToken, platformForFile } from './helpers';

const file = platformForFile();
const { http, owner } = file;

const base = '/_api/vitrine/v1';

describe('OAuth apps', () => {
  it('creates an app whose client id then gets visitor tokens', async () => {
    const created = await http.post(`${base}/oauth-apps`, { name: 'Mobile', redirectUris: ['https://shop.example/cb'] }, owner);
    expect(created.status).toBe(200);
    const grant = await http.post('/oauth2/token', { clientId: created.body.app.id, grantType: 'anonymous' });
    expect(grant.status).toBe(200);
  });

  it('refuses redirect URIs the security BCP forbids', async () => {
    const response = await http.post(
      `${base}/oauth-apps`,
      { name: 'Bad', redirectUris: ['http://shop.example/cb', 'https://shop.example/cb#frag', 'not a url', 'http://127.0.0.1:5173/cb'] },
      owner,
    );
    expect(response.status).toBe(400);
    expect(response.body.details.validationError.fieldViolations.map((v: { field: string }) => v.field)).toEqual([
      'redirectUris.0',
      'redirectUris.1',
      'redirectUris.2',
    ]);
  });

  it('answers 404 for another site’s app', async () => {
    const other = await file.platform.createSite();
    const apps = await http.get(`${base}/oauth-apps`, { authorization: await ownerToken(file.platform, other) });
    const otherAppId = apps.body.apps[0].id;
    const response = await http.patch(`${base}/oauth-apps/${otherAppId}`, { name: 'Mine now' }, owner);
    expect(response.status).toBe(404);
  });
});

describe('API keys', () => {
  it('shows a new key once, lists it without the secret, and stops it at revocation', async () => {
    const created = await http.post(`${base}/api-keys`, { name: 'Importer', permissions: ['catalog:read'] }, owner);
    expect(created.status).toBe(200);
    expect(created.body.key).toMatch(/^vk_/);
    const listed = await http.get(`${base}/api-keys`, owner);
    const entry = listed.body.apiKeys.find((key: { id: string }) => key.id === created.body.apiKey.id);
    expect(entry).toMatchObject({ name: 'Importer', hint: created.body.key.slice(-4), permissions: ['catalog:read'] });
    expect(JSON.stringify(listed.body)).not.toContain(created.body.key);

    const keyHeaders = { authorization: created.body.key, 'wix-site-id': file.platform.site.siteId };
    // A catalogue-only key may not manage settings.
    expect((await http.get(`${base}/site`, keyHeaders)).status).toBe(403);
    await http.post(`${base}/api-keys/${created.body.apiKey.id}/revoke`, {}, owner);
    expect((await http.get(`${base}/site`, keyHeaders)).status).toBe(401);
  });

  it('answers a retry with the same Idempotency-Key with its key, which the database holds in no readable form', async () => {
    const headers = { ...owner, 'idempotency-key': 'create-importer-key' };
    const created = await http.post(`${base}/api-keys`, { name: 'Retried', permissions: ['catalog:read'] }, headers);
    expect(created.status).toBe(200);
    // A retry after a lost answer gets that answer, and nothing second is made.
    const retry = await http.post(`${base}/api-keys`, { name: 'Retried', permissions: ['catalog:read'] }, headers);
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body).toEqual(created.body);
    const listed = await http.get(`${base}/api-keys`, owner);
    expect(listed.body.apiKeys.filter((key: { name: string }) => key.name === 'Retried')).toHaveLength(1);
    // Keys are stored as digests only: the kept answer is sealed under the Idempotency-Key, which is kept as a digest too.
    const kept = await file.platform.app.db.query<{ key: string; response_body: string | null }>('SELECT key, response_body FROM idempotency_keys');
    expect(kept.some((row) => row.key === 'create-importer-key')).toBe(false);
    expect(kept.some((row) => row.response_body?.includes(created.body.key))).toBe(false);
  });

  it('lets only people create and revoke keys, with known permissions', async () => {
    const byKey = await http.post(`${base}/api-keys`, { name: 'Escalate', permissions: ['catalog:write'] }, apiKeyHeaders(file.platform.site));
    expect(byKey.status).toBe(403);
    // A key that manages settings cannot revoke the keys beside it (the owner's bootstrap key included).
    const settingsKey = await http.post(`${base}/api-keys`, { name: 'Settings', permissions: ['settings:write'] }, owner);
    const victim = await http.post(`${base}/api-keys`, { name: 'Victim', permissions: ['catalog:read'] }, owner);
    const revokedByKey = await http.post(`${base}/api-keys/${victim.body.apiKey.id}/revoke`, {}, { authorization: settingsKey.body.key, 'wix-site-id': file.platform.site.siteId });
    expect(revokedByKey.status).toBe(403);
    expect(revokedByKey.body.details.applicationError.code).toBe('PERMISSION_DENIED');
    expect((await http.get(`${base}/site`, { authorization: victim.body.key, 'wix-site-id': file.platform.site.siteId })).status).toBe(403);
    const unknown = await http.post(`${base}/api-keys`, { name: 'Odd', permissions: ['everything'] }, owner);
    expect(unknown.status).toBe(400);
    expect(unknown.body.details.validationError.fieldViolations[0]).toMatchObject({ field: 'permissions.0', violatedRule: 'INVALID_ENUM_VALUE' });
  });

  it('names missing and overlong fields with the spec’s rules', async () => {
    const response = await http.post(`${base}/api-keys`, { name: 'x'.repeat(101) }, owner);
    expect(response.status).toBe(400);
    expect(response.body.details.validationError.fieldViolations).toEqual([
      expect.objectContaining({ field: 'name', violatedRule: 'MAX_LENGTH' }),
      expect.objectContaining({ field: 'permissions', violatedRule: 'REQUIRED_FIELD' }),
    ]);
  });
});
