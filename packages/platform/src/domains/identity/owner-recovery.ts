import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { hashSecret, isUuid, newSecret } from '../../lib/ids';
import { hashPassword } from '../../lib/password';
import { revokeGrant } from '../auth/auth.repository';
import type { AuthService, TokenResponse } from '../auth/auth.service';
import type { Mailer } from '../mail/mail.service';
import { limits, type AttemptLimiter } from './attempt-limits';
import { findSiteUserForClient } from './identity.repository';
import { passwordResetMail } from './mail-templates';
import * as repo from './owner-recovery.repository';

const linkLifetimeSeconds = 60 * 60;

export interface OwnerRecoveryDeps {
  db: Database;
  auth: AuthService;
  mailer: Mailer;
  limiter: AttemptLimiter;
  publicUrl(): string;
}

/**
 * "Forgot password?" on the studio's sign-in page, for site owners and collaborators. The answer
 * is the same whether or not the address belongs to one, so nobody learns who runs the site. The
 * e-mail goes through the mail outbox; without SMTP the platform prints it in its log, which is
 * where `npm start` printed the first password too.
 */
export async function sendOwnerResetEmail(deps: OwnerRecoveryDeps, input: { email: string; clientId: string }): Promise<void> {
  const email = input.email.trim().toLowerCase();
  try {
    await deps.limiter.take(limits.recovery, `owner:${email}`);
  } catch {
    return; // over the limit: silently nothing, as for members
  }
  const user = isUuid(input.clientId) ? await findSiteUserForClient(deps.db, input.clientId, email) : undefined;
  if (!user) return;
  const token = newSecret('vor');
  await deps.db.transaction(async (tx) => {
    await repo.insertOwnerRecoveryToken(tx, {
      tokenHash: hashSecret(token),
      siteUserId: user.id,
      siteId: user.site_id,
      expiresAt: new Date(Date.now() + linkLifetimeSeconds * 1000),
    });
    const link = new URL(`${deps.publicUrl()}/studio/reset-password`, 'http://placeholder');
    link.searchParams.set('token', token);
    const text = deps.publicUrl() ? link.toString() : `${link.pathname}${link.search}`;
    await deps.mailer.enqueue(tx, passwordResetMail(user.site_id, email, text));
  });
  void deps.mailer.deliverPending().catch(() => undefined);
}

const invalidToken = () =>
  new AppError('invalid', 'The reset link is invalid, used or expired', {
    applicationError: { code: 'INVALID_RECOVERY_TOKEN', description: 'The reset link is invalid, used or expired. Ask for a new one.' },
  });

/**
 * A new password from the e-mailed link: the token works once, for an hour, and only from the
 * studio of the site it was asked for. Every session of the user ends (someone may have had the
 * old password); the answer signs the studio in, like the owner's login.
 */
export async function recoverOwner(deps: OwnerRecoveryDeps, input: { recoveryToken: string; password: string; clientId: string }): Promise<TokenResponse> {
  const tokenHash = hashSecret(input.recoveryToken);
  // No password hash (a third of a second of a core) for a link that is not live: checked first,
  // and again, atomically, when the link is used.
  if (!(await repo.isOwnerRecoveryTokenLive(deps.db, tokenHash, input.clientId))) throw invalidToken();
  const passwordHash = await hashPassword(input.password);
  const used = await deps.db.transaction(async (tx) => {
    const row = await repo.consumeOwnerRecoveryToken(tx, tokenHash, input.clientId);
    if (!row) throw invalidToken();
    await repo.endOwnerRecoveryTokens(tx, row.site_user_id);
    await repo.setSiteUserPassword(tx, row.site_user_id, passwordHash);
    for (const grantId of await repo.openSiteUserGrants(tx, row.site_user_id)) await revokeGrant(tx, grantId);
    return row;
  });
  return deps.auth.issueSiteUserTokens(used.site_id, input.clientId, used.site_user_id);
}
