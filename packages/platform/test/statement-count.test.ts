import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../src/testing';
import { countStatements } from './statement-counter';

/**
 * Round trips to the database per request, for the requests every shopper makes most: each is a
 * wait on the database's connection (on PGlite, the whole database's), so a regression here slows
 * every store. The figures are the targets, not today's counts plus slack.
 */
let platform: TestPlatform;
let statements: ReturnType<typeof countStatements>;
beforeAll(async () => {
  platform = await startTestPlatform({ events: { worker: false }, mail: { sweepIntervalMs: 3_600_000 } });
  statements = countStatements(platform.app.db);
});
afterAll(() => platform.close());

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(platform.baseUrl + path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

describe('database statements per request', () => {
  it('an anonymous token grant: one statement (app, visitor and refresh token together), signed after it', async () => {
    let answer: Response | undefined;
    const sent = await statements.during(async () => {
      answer = await post('/oauth2/token', { clientId: platform.site.clientId, grantType: 'anonymous' });
    });
    expect(answer!.status).toBe(200);
    const tokens = await answer!.json();
    expect(sent, sent.join('\n---\n')).toHaveLength(1);

    // What the one statement wrote is whole: the visitor's refresh token works.
    const refreshed = await post('/oauth2/token', { clientId: platform.site.clientId, grantType: 'refresh_token', refreshToken: tokens.refresh_token });
    expect(refreshed.status).toBe(200);
  });

  it('an anonymous grant for a client id no app has: one statement, nothing written', async () => {
    const visitorsBefore = await platform.app.db.query<{ count: number }>('SELECT count(*)::int AS count FROM visitors');
    let answer: Response | undefined;
    const sent = await statements.during(async () => {
      answer = await post('/oauth2/token', { clientId: '00000000-0000-4000-8000-000000000000', grantType: 'anonymous' });
    });
    expect(answer!.status).toBe(401);
    expect((await answer!.json()).details.applicationError.code).toBe('invalid_client');
    expect(sent).toHaveLength(1);
    const visitorsAfter = await platform.app.db.query<{ count: number }>('SELECT count(*)::int AS count FROM visitors');
    expect(visitorsAfter).toEqual(visitorsBefore);
  });
});
