import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import { hashPassword, verifyPassword } from '../../lib/password';
import type { AuthService, TokenResponse } from '../auth/auth.service';
import { limits, type AttemptLimiter } from './attempt-limits';
import { findSiteUserForClient } from './identity.repository';

let decoyHash: Promise<string> | undefined;

/**
 * Vitrine's sign-in for site owners and collaborators (identity type WIX_USER), used by the studio:
 * e-mail and password against `site_users`, for the site of the OAuth app named by `clientId`.
 * The answer is a token response, like `/oauth2/token`, so the SDK's OAuth strategy can hold it.
 */
export async function ownerLogin(
  deps: { db: Database; auth: AuthService; limiter: AttemptLimiter },
  input: { email: string; password: string; clientId: string },
): Promise<TokenResponse> {
  const email = input.email.trim().toLowerCase();
  await deps.limiter.check(limits.ownerLogin, email);
  const user = isUuid(input.clientId) ? await findSiteUserForClient(deps.db, input.clientId, email) : undefined;
  const ok = await verifyPassword(input.password, user?.password_hash ?? (await (decoyHash ??= hashPassword('decoy'))));
  if (!user || !ok) {
    await deps.limiter.count(limits.ownerLogin, email);
    throw new AppError('unauthorized', 'Wrong email or password', {
      applicationError: { code: 'INVALID_CREDENTIALS', description: 'Wrong email or password' },
    });
  }
  return deps.auth.issueSiteUserTokens(user.site_id, input.clientId, user.id);
}
