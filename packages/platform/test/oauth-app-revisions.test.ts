import { describe, expect, it } from 'vitest';
import { platformForFile } from './helpers';

const file = platformForFile();
const { http, owner } = file;

const apps = '/_api/vitrine/v1/oauth-apps';

/** A new app of the test site, at revision 0. */
async function newApp(name: string) {
  const created = await http.post(apps, { name, redirectUris: ['https://shop.example/cb'] }, owner);
  expect(created.body.app.revision).toBe(0);
  return created.body.app as { id: string; revision: number };
}

const listed = async (id: string) => (await http.get(apps, owner)).body.apps.find((app: { id: string }) => app.id === id);

describe('OAuth app revisions', () => {
  it('advance with each save, whether or not the save names a revision', async () => {
    const app = await newApp('Mobile');
    const fresh = await http.patch(`${apps}/${app.id}`, { name: 'Mobile v2', expectedRevision: 0 }, owner);
    expect(fresh.status).toBe(200);
    expect(fresh.body.app).toMatchObject({ name: 'Mobile v2', revision: 1 });
    // Without a precondition the fields sent are applied as before (SDK scripts, the CLI).
    const blind = await http.patch(`${apps}/${app.id}`, { allowedOrigins: ['https://shop.example'] }, owner);
    expect(blind.status).toBe(200);
    expect(blind.body.app).toMatchObject({ name: 'Mobile v2', allowedOrigins: ['https://shop.example'], revision: 2 });
    expect(await listed(app.id)).toMatchObject({ revision: 2 });
  });

  it('refuse a save from an older read with 409 REVISION_MISMATCH and change nothing', async () => {
    const app = await newApp('Kiosk');
    await http.patch(`${apps}/${app.id}`, { redirectUris: ['https://kiosk.example/cb'], expectedRevision: 0 }, owner);
    const stale = await http.patch(`${apps}/${app.id}`, { name: 'Overwritten', redirectUris: [], expectedRevision: 0 }, owner);
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      message: expect.any(String),
      details: { applicationError: { code: 'REVISION_MISMATCH', description: expect.stringContaining('OAuth app'), data: { revision: 1 } } },
    });
    expect(await listed(app.id)).toMatchObject({ name: 'Kiosk', redirectUris: ['https://kiosk.example/cb'], revision: 1 });
  });

  it('answer 404 before any revision check for an app that does not exist, and 400 for a malformed revision', async () => {
    const missing = await http.patch(`${apps}/00000000-0000-4000-8000-000000000000`, { name: 'Ghost', expectedRevision: 0 }, owner);
    expect(missing.status).toBe(404);
    const app = await newApp('Tablet');
    const malformed = await http.patch(`${apps}/${app.id}`, { name: 'Tablet 2', expectedRevision: 'one' }, owner);
    expect(malformed.status).toBe(400);
    expect(await listed(app.id)).toMatchObject({ name: 'Tablet', revision: 0 });
  });

  it('let exactly one of ten simultaneous saves from the same revision through', async () => {
    const app = await newApp('Race');
    const names = Array.from({ length: 10 }, (_, i) => `Race ${i}`);
    const outcomes = await Promise.all(names.map((name) => http.patch(`${apps}/${app.id}`, { name, expectedRevision: 0 }, owner)));
    const statuses = outcomes.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    const winner = outcomes.find((response) => response.status === 200)!.body.app.name;
    expect(await listed(app.id)).toMatchObject({ name: winner, revision: 1 });
  });
});
