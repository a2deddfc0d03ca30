import { describe, expect, it } from 'vitest';
import { identityClient, uniqueEmail } from './identity-helpers';
import { platformForFile } from './helpers';

// Per-IP limits are on here (the default), unlike the other identity test files.
const { platform } = platformForFile();
const client = identityClient(platform);

describe('rate limits', () => {
  it('stops password guessing for one login id with 429 in the error envelope', async () => {
    const email = uniqueEmail();
    await client.register(email, 'the real one');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await client.login(email, `guess ${i}`)).status);
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    const blocked = await client.login(email, 'the real one');
    expect(blocked.status).toBe(429);
    expect(blocked.body.details.applicationError.code).toBe('TOO_MANY_REQUESTS');
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
    // Another member is not affected.
    const other = uniqueEmail();
    const reg = await client.register(other, 'fine password');
    expect(reg.body).toMatchObject({ state: 'SUCCESS' });
    expect((await client.login(other, 'fine password')).status).toBe(200);
  });

  it('limits reset e-mails per address silently: the answer never changes', async () => {
    const email = uniqueEmail();
    await client.register(email);
    const visitor = await client.asVisitor();
    const responses = [];
    for (let i = 0; i < 5; i++) responses.push(await client.http.post('/_api/iam/recovery/v1/send-email', { email }, visitor));
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    const { body } = await client.http.get('/_api/vitrine/v1/mail/outbox?limit=100', await client.asOwner());
    expect(body.messages.filter((mail: { to: string }) => mail.to === email)).toHaveLength(3);
  });

  it('limits recovery requests per IP address', async () => {
    const visitor = await client.asVisitor();
    const statuses: number[] = [];
    // The two calls of the previous test count too: the limit is 10 a minute.
    for (let i = 0; i < 10; i++) statuses.push((await client.http.post('/_api/iam/recovery/v1/send-email', { email: uniqueEmail() }, visitor)).status);
    expect(statuses).toContain(429);
    const limited = await client.http.post('/_api/iam/recovery/v1/send-email', { email: uniqueEmail() }, visitor);
    expect(limited.status).toBe(429);
    expect(limited.body.details.applicationError.code).toBe('TOO_MANY_REQUESTS');
  });
});
