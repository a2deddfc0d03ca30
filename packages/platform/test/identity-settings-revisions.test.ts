import { describe, expect, it } from 'vitest';
import { ownerToken, platformForFile } from './helpers';

const { platform, http } = platformForFile();

const path = '/_api/vitrine/v1/identity/settings';

/** A fresh site and its owner, so each case starts from the default policy at revision 0. */
async function newOwner() {
  return { authorization: await ownerToken(platform, await platform.createSite()) };
}

describe('sign-up policy revisions', () => {
  it('start at 0 and advance with each save, whether or not the save names a revision', async () => {
    const owner = await newOwner();
    expect((await http.get(path, owner)).body.settings).toMatchObject({ requireOwnerApproval: false, captcha: 'NONE', revision: 0 });
    const fresh = await http.patch(path, { requireOwnerApproval: true, expectedRevision: 0 }, owner);
    expect(fresh.status).toBe(200);
    expect(fresh.body.settings).toMatchObject({ requireOwnerApproval: true, revision: 1 });
    // Without a precondition the fields sent are applied as before (SDK scripts, the CLI).
    const blind = await http.patch(path, { captcha: 'VISIBLE' }, owner);
    expect(blind.status).toBe(200);
    expect(blind.body.settings).toMatchObject({ requireOwnerApproval: true, captcha: 'VISIBLE', revision: 2 });
    expect((await http.get(path, owner)).body.settings.revision).toBe(2);
  });

  it('refuse a save from an older read with 409 REVISION_MISMATCH and change nothing', async () => {
    const owner = await newOwner();
    await http.patch(path, { requireEmailVerification: true, expectedRevision: 0 }, owner);
    const stale = await http.patch(path, { requireEmailVerification: false, captcha: 'INVISIBLE', expectedRevision: 0 }, owner);
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      message: expect.any(String),
      details: { applicationError: { code: 'REVISION_MISMATCH', description: expect.stringContaining('sign-up policy'), data: { revision: 1 } } },
    });
    expect((await http.get(path, owner)).body.settings).toMatchObject({ requireEmailVerification: true, captcha: 'NONE', revision: 1 });
  });

  it('refuse a malformed revision as a validation error', async () => {
    const owner = await newOwner();
    const response = await http.patch(path, { captcha: 'VISIBLE', expectedRevision: -1 }, owner);
    expect(response.status).toBe(400);
    expect(response.body.details.validationError.fieldViolations).toEqual([expect.objectContaining({ field: 'expectedRevision' })]);
    expect((await http.get(path, owner)).body.settings).toMatchObject({ captcha: 'NONE', revision: 0 });
  });

  it('let exactly one of ten simultaneous saves from the same revision through', async () => {
    const owner = await newOwner();
    const keys = Array.from({ length: 10 }, (_, i) => `key-${i}`);
    const outcomes = await Promise.all(keys.map((key) => http.patch(path, { visibleCaptchaSiteKey: key, expectedRevision: 0 }, owner)));
    const statuses = outcomes.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    const winner = outcomes.find((response) => response.status === 200)!.body.settings.visibleCaptchaSiteKey;
    expect((await http.get(path, owner)).body.settings).toMatchObject({ visibleCaptchaSiteKey: winner, revision: 1 });
  });
});
