import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../src/testing';
import { ecomKit } from './ecom-helpers';
import { apiKeyHeaders } from './helpers';
import { identityClient, uniqueEmail } from './identity-helpers';
import { startSmtpListener } from './mail-smtp-listener';
import { sleep } from './webhooks-receiver';

let platform: TestPlatform;
let client: ReturnType<typeof identityClient>;
beforeAll(async () => {
  platform = await startTestPlatform({ rateLimits: false });
  client = identityClient(platform);
  // Generous: on a busy shared machine starting a platform can take most of a minute.
}, 180_000);
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
    const owner = await client.asOwner();
    await expect
      .poll(async () => (await client.http.get('/_api/vitrine/v1/mail/outbox', owner)).body.messages[0].status)
      .toBe('STORED');

    // Codes and reset links are secrets: API keys, visitors and other sites' owners see nothing.
    expect((await client.http.get('/_api/vitrine/v1/mail/outbox', apiKeyHeaders(platform.site))).status).toBe(403);
    expect((await client.http.get('/_api/vitrine/v1/mail/outbox', await client.asVisitor())).status).toBe(403);
    const other = await platform.createSite();
    const otherOwner = await client.http.post('/_api/vitrine/v1/owner/login', { email: other.ownerEmail, password: other.ownerPassword, clientId: other.clientId });
    const theirs = await client.http.get('/_api/vitrine/v1/mail/outbox', { authorization: otherOwner.body.access_token });
    expect(theirs.body.messages).toEqual([]);
  });
});

describe('sending over SMTP', () => {
  type Outboxed = { to: string; kind?: string; status: string; attempts: number; lastError?: string; nextAttemptDate?: string; sentDate?: string };
  // Recipients the listener refuses (451, "try later") this many more times.
  const refusals = new Map<string, number>();
  // While set, new SMTP sessions wait for it before the listener greets.
  let holdGreeting: Promise<unknown> | undefined;
  let smtp: Awaited<ReturnType<typeof startSmtpListener>>;
  let smtpPlatform: TestPlatform;
  let members: ReturnType<typeof identityClient>;
  beforeAll(async () => {
    smtp = await startSmtpListener((_, recipient) => {
      const left = refusals.get(recipient) ?? 0;
      if (recipient && left > 0) refusals.set(recipient, left - 1);
      return { refuse: Boolean(recipient) && left > 0, holdGreeting };
    });
    smtpPlatform = await startTestPlatform({
      rateLimits: false,
      mail: { smtpUrl: smtp.url, retryBaseMs: 2000, retryMaxMs: 2000, maxAttempts: 3, sweepIntervalMs: 50, sendTimeoutMs: 10_000 },
    });
    members = identityClient(smtpPlatform);
    // Signing in hashes a password (slow on purpose); done once here so polls below are quick.
    await members.asOwner();
  }, 180_000);
  afterAll(async () => {
    await smtpPlatform?.close();
    await smtp?.close();
  });

  const requestReset = async (email: string) => {
    const response = await members.http.post('/_api/iam/recovery/v1/send-email', { email }, await members.asVisitor());
    expect(response.status).toBe(200);
  };
  const outboxed = async (email: string): Promise<Outboxed | undefined> => {
    const { body } = await members.http.get('/_api/vitrine/v1/mail/outbox?limit=100', await members.asOwner());
    return (body.messages as Outboxed[]).find((mail) => mail.to === email);
  };
  const waitForMail = async (email: string, done: (mail: Outboxed) => boolean) => {
    for (const deadline = Date.now() + 15_000; Date.now() < deadline; await sleep(25)) {
      const mail = await outboxed(email);
      if (mail && done(mail)) return mail;
    }
    throw new Error(`the mail to ${email} never reached the expected state: ${JSON.stringify(await outboxed(email))}`);
  };

  it('sends through the SMTP server, and after a refusal tries again later without another request', async () => {
    const email = uniqueEmail('retry');
    await members.register(email);
    refusals.set(email, 1);
    await requestReset(email);

    // The refusal is recorded, and the next attempt waits (1 to 2 s here, with jitter).
    const waiting = await waitForMail(email, (mail) => mail.attempts === 1 && mail.lastError !== undefined);
    expect(waiting).toMatchObject({ status: 'PENDING', lastError: expect.stringContaining('451') });
    expect(Date.parse(waiting.nextAttemptDate!)).toBeGreaterThan(Date.now());

    // The background sweep sends it once it is due.
    const sent = await waitForMail(email, (mail) => mail.status === 'SENT');
    expect(sent.attempts).toBe(2);
    expect(sent.lastError).toBeUndefined();
    const [refused, accepted] = smtp.sessions.filter((s) => s.recipients.includes(email));
    expect(refused!.outcome).toBe('refused');
    expect(accepted!.outcome).toBe('accepted');
    expect(accepted!.startedAt - refused!.startedAt).toBeGreaterThanOrEqual(950);
    expect(smtp.accepted(email)).toHaveLength(1);
    expect(smtp.accepted(email)[0]!.data).toMatch(/Subject: Reset your password/);
  });

  it('gives up after the last attempt and marks the message FAILED', async () => {
    const email = uniqueEmail('bounce');
    await members.register(email);
    refusals.set(email, 99);
    await requestReset(email);
    const failed = await waitForMail(email, (mail) => mail.status === 'FAILED');
    expect(failed.attempts).toBe(3);
    expect(smtp.accepted(email)).toHaveLength(0);
  });

  it('keeps answering API requests while the SMTP server is slow', async () => {
    const email = uniqueEmail('slow');
    await members.register(email);
    let releaseGreeting!: () => void;
    holdGreeting = new Promise<void>((resolve) => (releaseGreeting = resolve));
    const sessionsBefore = smtp.sessions.length;
    await requestReset(email);
    // The sender has connected and waits on the server's greeting, which does not come ...
    await expect.poll(() => smtp.sessions.length, { timeout: 15_000 }).toBeGreaterThan(sessionsBefore);
    const stuck = smtp.sessions[sessionsBefore]!;
    // ... and meanwhile writes and reads go through: they answer while that session still waits.
    expect((await members.register(uniqueEmail('meanwhile'))).status).toBe(200);
    expect((await outboxed(email))?.status).toBe('PENDING');
    expect(stuck.greeted).toBe(false);
    expect(smtp.accepted(email)).toHaveLength(0);
    holdGreeting = undefined;
    releaseGreeting();
    await waitForMail(email, (mail) => mail.status === 'SENT');
  });

  it('sends an order confirmation with its HTML and plain-text parts, replying to the storefront’s public address', async () => {
    const kit = ecomKit(smtpPlatform);
    await kit.settings({ storefront: { contact: { email: 'hello@field.test' } } });
    const ebook = await kit.product({ name: 'Field guide', price: 12, productType: 'digital' });
    const email = uniqueEmail('buyer');
    const shopper = await kit.visitor();
    const checkout = await kit.http.post('/ecom/v1/checkouts', { lineItems: [kit.line(ebook.id)], channelType: 'WEB', checkoutInfo: { buyerInfo: { email } } }, shopper);
    expect((await kit.http.post(`/ecom/v1/checkouts/${checkout.body.checkout.id}/create-order`, {}, shopper)).status).toBe(200);

    const sent = await waitForMail(email, (mail) => mail.status === 'SENT');
    expect(sent).toMatchObject({ kind: 'ORDER_CONFIRMATION' });
    const [message] = smtp.accepted(email);
    expect(smtp.accepted(email)).toHaveLength(1);
    expect(message!.data).toMatch(/Content-Type: multipart\/alternative/i);
    expect(message!.data).toMatch(/Content-Type: text\/plain/i);
    expect(message!.data).toMatch(/Content-Type: text\/html/i);
    expect(message!.data).toContain('Field guide');
    // A buyer's reply reaches the store's public address, not the sender nor the owner's sign-in.
    expect(message!.data).toMatch(/^Reply-To: hello@field\.test\r?$/m);
  });
});
