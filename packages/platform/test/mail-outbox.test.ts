import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../src/testing';
import { apiKeyHeaders } from './helpers';
import { identityClient, uniqueEmail } from './identity-helpers';

let platform: TestPlatform;
let client: ReturnType<typeof identityClient>;
beforeAll(async () => {
  platform = await startTestPlatform({ rateLimits: false });
  client = identityClient(platform);
});
afterAll(() => platform.close());

describe('the e-mail outbox', () => {
  it('shows the site’s mail to its owner only', async () => {
    const email = uniqueEmail();
    await client.register(email);
    await client.http.post('/_api/iam/recovery/v1/send-email', { email }, await client.asVisitor());
    const mine = await client.http.get('/_api/vitrine/v1/mail/outbox', await client.asOwner());
    expect(mine.status).toBe(200);
    expect(mine.body.messages[0]).toMatchObject({ to: email, kind: 'PASSWORD_RESET', subject: 'Reset your password' });

    // Without SMTP_URL nothing leaves the machine: the message is stored for the viewer.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const again = await client.http.get('/_api/vitrine/v1/mail/outbox', await client.asOwner());
    expect(again.body.messages[0].status).toBe('STORED');

    // Codes and reset links are secrets: API keys, visitors and other sites' owners see nothing.
    expect((await client.http.get('/_api/vitrine/v1/mail/outbox', apiKeyHeaders(platform.site))).status).toBe(403);
    expect((await client.http.get('/_api/vitrine/v1/mail/outbox', await client.asVisitor())).status).toBe(403);
    const other = await platform.createSite();
    const otherOwner = await client.http.post('/_api/vitrine/v1/owner/login', { email: other.ownerEmail, password: other.ownerPassword, clientId: other.clientId });
    const theirs = await client.http.get('/_api/vitrine/v1/mail/outbox', { authorization: otherOwner.body.access_token });
    expect(theirs.body.messages).toEqual([]);
  });
});
