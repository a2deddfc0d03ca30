import { describe, expect, test } from 'vitest';
import { isApplicationError, tokensFromResponse } from '../src/index';
import { mail } from '../src/modules/mail';
import { siteSettings } from '../src/modules/site-settings';
import { studioSession } from '../src/modules/studio-session';
import { studioFixture } from './client-fixtures';

const studio = studioFixture({ studioSession, siteSettings, mail });

/** The reset e-mails sent to an address, newest first (read from the outbox the studio's mail page shows). */
const resetMails = (to: string) =>
  studio.platform.app.db.query<{ body_text: string }>(`SELECT body_text FROM mail_outbox WHERE to_address = $1 AND kind = 'PASSWORD_RESET' ORDER BY created_date DESC`, [to]);
const tokenIn = (text: string) => /\/studio\/reset-password\?token=([\w.-]+)/.exec(text)?.[1];

describe('owner password reset', () => {
  test('a forgotten owner password is reset with the e-mailed link; the old password and old sessions stop working', async () => {
    const { auth: oldAuth, client: oldSession } = studio.ownerClient();
    const email = studio.platform.site.ownerEmail;
    const clientId = studio.platform.site.clientId;
    oldAuth.setTokens(tokensFromResponse(await oldSession.studioSession.ownerLogin({ email, password: studio.platform.site.ownerPassword, clientId }), 'member'));
    const renewOld = () =>
      fetch(`${studio.platform.baseUrl}/oauth2/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ grantType: 'refresh_token', refreshToken: oldAuth.getTokens().refreshToken.value, clientId }),
      });
    expect((await renewOld()).status).toBe(200);

    const { auth, client } = studio.ownerClient();
    await client.studioSession.sendOwnerResetEmail({ email: email.toUpperCase(), clientId });
    const [message] = await resetMails(email);
    const token = tokenIn(message!.body_text);
    expect(token, message!.body_text).toBeTruthy();

    auth.setTokens(tokensFromResponse(await client.studioSession.recoverOwnerPassword({ recoveryToken: token!, password: 'a-new-secret-9', clientId }), 'member'));
    expect((await client.siteSettings.getSite()).id).toBe(studio.platform.site.siteId);

    const oldPassword = await client.studioSession.ownerLogin({ email, password: studio.platform.site.ownerPassword, clientId }).catch((e: unknown) => e);
    expect(isApplicationError(oldPassword) && oldPassword.code).toBe('INVALID_CREDENTIALS');
    expect((await client.studioSession.ownerLogin({ email, password: 'a-new-secret-9', clientId })).access_token).toBeTruthy();
    // The session opened with the old password ends once its access token needs renewing.
    expect((await renewOld()).status).toBe(400);

    // The link works once.
    const again = await client.studioSession.recoverOwnerPassword({ recoveryToken: token!, password: 'another-secret', clientId }).catch((e: unknown) => e);
    expect(isApplicationError(again) && again.code).toBe('INVALID_RECOVERY_TOKEN');
  });

  test('an address that is no owner gets the same answer and no e-mail; a made-up token is refused', async () => {
    const { client } = studio.ownerClient();
    await expect(client.studioSession.sendOwnerResetEmail({ email: 'nobody@example.com', clientId: studio.platform.site.clientId })).resolves.toBeUndefined();
    expect(await resetMails('nobody@example.com')).toEqual([]);
    const madeUp = await client.studioSession.recoverOwnerPassword({ recoveryToken: 'vor_made_up', password: 'whatever-1', clientId: studio.platform.site.clientId }).catch((e: unknown) => e);
    expect(isApplicationError(madeUp) && madeUp.code).toBe('INVALID_RECOVERY_TOKEN');
  });

  test('a link asked from one site’s studio does not work from another site’s', async () => {
    const other = await studio.platform.createSite();
    const { client } = studio.ownerClient();
    await client.studioSession.sendOwnerResetEmail({ email: studio.platform.site.ownerEmail, clientId: studio.platform.site.clientId });
    const [message] = await resetMails(studio.platform.site.ownerEmail);
    const refused = await client.studioSession.recoverOwnerPassword({ recoveryToken: tokenIn(message!.body_text)!, password: 'elsewhere-1', clientId: other.clientId }).catch((e: unknown) => e);
    expect(isApplicationError(refused) && refused.code).toBe('INVALID_RECOVERY_TOKEN');
  });
});
