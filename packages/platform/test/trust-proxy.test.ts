import { afterEach, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../src/testing';
import { identityClient, uniqueEmail } from './identity-helpers';

// Per-IP limits behind a reverse proxy. The recovery e-mail route allows 10 calls a minute per address.
let platform: TestPlatform | undefined;
afterEach(async () => {
  await platform?.close();
  platform = undefined;
});

async function sendResetFrom(client: ReturnType<typeof identityClient>, forwardedFor: string) {
  const visitor = await client.asVisitor();
  const response = await client.http.post('/_api/iam/recovery/v1/send-email', { email: uniqueEmail() }, { ...visitor, 'x-forwarded-for': forwardedFor });
  return response.status;
}

describe('per-IP rate limits and X-Forwarded-For', () => {
  it('by default the header is not believed: a client cannot dodge its limit by inventing addresses', async () => {
    platform = await startTestPlatform();
    const client = identityClient(platform);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push(await sendResetFrom(client, `203.0.113.${i + 1}`));
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('with a trusted proxy, each client behind it has a limit of its own', async () => {
    platform = await startTestPlatform({ trustProxy: '127.0.0.1' });
    const client = identityClient(platform);
    const first: number[] = [];
    for (let i = 0; i < 11; i++) first.push(await sendResetFrom(client, '203.0.113.7'));
    expect(first.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(first[10]).toBe(429);
    // Another shopper behind the same proxy is not blocked by the first one's calls.
    expect(await sendResetFrom(client, '198.51.100.9')).toBe(200);
  });
});
