import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';
import type { Database, Queryable } from '../../db/database';
import { AppError, invalid } from '../../lib/app-error';
import { pickCaptchaToken, type CaptchaKind, type CaptchaTokens, type CaptchaVerifier } from '../../lib/captcha';
import type { Caller } from '../../lib/caller';
import { hashSecret, isUuid, newId, newSecret } from '../../lib/ids';
import { hashPassword, verifyPassword } from '../../lib/password';
import { revokeGrant } from '../auth/auth.repository';
import { holdSignInSession } from '../redirects/redirects.repository';
import type { Mailer } from '../mail/mail.service';
import { limits, type AttemptLimiter } from './attempt-limits';
import * as errors from './identity-errors';
import { toIdentity, type Identity } from './identity-view';
import * as repo from './identity.repository';
import type { IdentityProfile } from './identity.schemas';
import { activationMail, passwordResetMail, verificationCodeMail } from './mail-templates';
import { createSessionToken } from './session-tokens.repository';
import { readSsoClaims } from './sso-claims';
import * as codes from './verification-codes';

/** A state token (pending verification or approval) stays usable for a week: owners approve slowly. */
const stateLifetimeSeconds = 7 * 86_400;
/** How long a recovery link stays usable, by what it is for. */
const linkLifetimeSeconds = { RESET: 60 * 60, ACTIVATION: 7 * 86_400 } as const;

/** A new recovery link's secret for a member; only its hash is stored. */
async function newRecoveryToken(tx: Queryable, siteId: string, memberId: string, purpose: keyof typeof linkLifetimeSeconds): Promise<string> {
  const token = newSecret('vrc');
  const expiresAt = new Date(Date.now() + linkLifetimeSeconds[purpose] * 1000);
  await repo.insertRecoveryToken(tx, { tokenHash: hashSecret(token), siteId, memberId, purpose, expiresAt });
  return token;
}

export const emailReason = 'PENDING_EMAIL_VERIFICATION_REQUIRED';
export const approvalReason = 'PENDING_ADMIN_APPROVAL_REQUIRED';

export type StateResponse =
  | { state: 'SUCCESS'; sessionToken: string; identity: Identity }
  | { state: 'REQUIRE_EMAIL_VERIFICATION' | 'REQUIRE_OWNER_APPROVAL'; stateToken: string; identity: Identity };

export interface IdentityServiceDeps {
  db: Database;
  mailer: Mailer;
  captcha: CaptchaVerifier;
  limiter: AttemptLimiter;
  /** Read on each call: the public URL is known only once the server listens. */
  publicUrl: () => string;
}

export type IdentityService = ReturnType<typeof createIdentityService>;

/** Where the page of a reset or activation link goes on: a page of the app, or a sign-in to finish. */
export interface ResetLinkTarget {
  redirectUrl?: string;
  /** An open auth or login redirect session of the site: the new password finishes it. */
  redirectSessionId?: string;
}

const normalizeEmail = (email: string) => email.trim().toLowerCase();
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// Verifying against a real hash when the e-mail is unknown keeps both answers equally slow.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword('decoy-password-for-unknown-members'));

export function createIdentityService({ db, mailer, captcha, limiter, publicUrl }: IdentityServiceDeps) {
  const after = <T>(result: T): T => {
    // Mail is sent after the transaction that wrote it has committed.
    void mailer.deliverPending().catch(() => undefined);
    return result;
  };

  /** The captcha the site's policy asks for, if any. */
  async function checkCaptcha(siteId: string, tokens: CaptchaTokens[] | undefined, ip?: string) {
    const settings = await repo.findSettings(db, siteId);
    if (settings.captcha === 'NONE') return;
    await verifyCaptcha(siteId, settings, settings.captcha, tokens, ip);
  }

  /** A captcha whatever the policy (a visible one when the policy asks for none): the soft login limit. */
  async function requireCaptcha(siteId: string, tokens: CaptchaTokens[] | undefined, ip?: string) {
    const settings = await repo.findSettings(db, siteId);
    await verifyCaptcha(siteId, settings, settings.captcha === 'NONE' ? 'VISIBLE' : settings.captcha, tokens, ip);
  }

  async function verifyCaptcha(siteId: string, settings: Awaited<ReturnType<typeof repo.findSettings>>, kind: CaptchaKind, tokens: CaptchaTokens[] | undefined, ip?: string) {
    const token = pickCaptchaToken(tokens, kind);
    if (!token) throw errors.missingCaptcha();
    if (!(await captcha.verify(token, { siteId, kind, ip, siteKey: repo.captchaSiteKey(settings) || undefined }))) {
      throw errors.invalidCaptcha();
    }
  }

  /** A new pending state; with `sendCode` an e-mail code goes out in the same transaction. */
  async function openState(tx: Queryable, member: repo.MemberRow, sendCode: boolean): Promise<string> {
    const stateToken = newSecret('vst');
    const tokenHash = hashSecret(stateToken);
    const code = sendCode ? codes.newCode() : undefined;
    await repo.insertState(tx, {
      tokenHash,
      siteId: member.site_id,
      memberId: member.id,
      codeHash: code && codes.codeDigest(tokenHash, code),
      codeExpiresAt: code ? new Date(Date.now() + codes.codeLifetimeSeconds * 1000) : undefined,
      expiresAt: new Date(Date.now() + stateLifetimeSeconds * 1000),
    });
    if (code) await mailer.enqueue(tx, verificationCodeMail(member.site_id, member.login_email, code));
    return stateToken;
  }

  /** The answer for a member who proved who they are: what still stands between them and a session. */
  async function stateOf(tx: Queryable, member: repo.MemberRow, stateToken?: string): Promise<StateResponse> {
    if (member.status === 'ACTIVE') {
      if (stateToken) await repo.completeState(tx, hashSecret(stateToken));
      const updated = (await repo.updateMember(tx, member.site_id, member.id, { lastLogin: true }))!;
      return { state: 'SUCCESS', sessionToken: await createSessionToken(tx, member.site_id, member.id), identity: toIdentity(updated) };
    }
    if (member.status === 'PENDING' && member.status_reasons.includes(emailReason)) {
      return { state: 'REQUIRE_EMAIL_VERIFICATION', stateToken: stateToken ?? (await openState(tx, member, true)), identity: toIdentity(member) };
    }
    if (member.status === 'PENDING') {
      return { state: 'REQUIRE_OWNER_APPROVAL', stateToken: stateToken ?? (await openState(tx, member, false)), identity: toIdentity(member) };
    }
    throw errors.memberBlocked();
  }

  async function loadState(tx: Queryable, siteId: string, stateToken: string) {
    const state = await repo.findState(tx, siteId, hashSecret(stateToken), true);
    if (!state || state.completed_at || state.expires_at.getTime() <= Date.now()) throw errors.invalidStateToken();
    const member = await repo.findMember(tx, siteId, state.member_id, true);
    if (!member) throw errors.invalidStateToken();
    return { state, member };
  }

  /** Sign-on of a member who exists: the app's profile fields over theirs, and its word for the e-mail. */
  async function updateSignedOnMember(
    tx: Queryable,
    siteId: string,
    email: string,
    input: { profile: Omit<IdentityProfile, 'privacyStatus'>; privacyStatus?: string; verifyEmail?: boolean },
  ): Promise<repo.MemberRow> {
    const existing = (await repo.findMemberByEmail(tx, siteId, email, true))!;
    const reasons = input.verifyEmail ? existing.status_reasons.filter((reason) => reason !== emailReason) : undefined;
    return (await repo.updateMember(tx, siteId, existing.id, {
      profile: Object.keys(input.profile).length ? { ...existing.profile, ...input.profile } : undefined,
      privacyStatus: input.privacyStatus,
      emailVerified: input.verifyEmail ? true : undefined,
      reasons,
      status: existing.status === 'PENDING' && reasons?.length === 0 ? 'ACTIVE' : undefined,
    }))!;
  }

  async function endSessions(tx: Queryable, siteId: string, memberId: string, keepGrantId?: string) {
    for (const grantId of await repo.memberGrantIds(tx, siteId, memberId)) {
      if (grantId !== keepGrantId) await revokeGrant(tx, grantId);
    }
  }

  return {
    async register(
      siteId: string,
      input: { email: string; password: string; profile?: IdentityProfile; captchaTokens?: CaptchaTokens[]; ip?: string; emailField?: string },
    ): Promise<StateResponse> {
      const email = normalizeEmail(input.email);
      if (!emailPattern.test(email)) throw errors.invalidEmail(input.emailField ?? 'loginId.email');
      await limiter.take(limits.registration, `${siteId}:${email}`);
      await checkCaptcha(siteId, input.captchaTokens, input.ip);
      const settings = await repo.findSettings(db, siteId);
      const passwordHash = await hashPassword(input.password);
      const reasons = [
        ...(settings.requireEmailVerification ? [emailReason] : []),
        ...(settings.requireOwnerApproval ? [approvalReason] : []),
      ];
      const { privacyStatus, ...profile } = input.profile ?? {};
      const result = await db.transaction(async (tx) => {
        const member = await repo.insertMember(tx, {
          id: newId(),
          siteId,
          email,
          passwordHash,
          status: reasons.length ? 'PENDING' : 'ACTIVE',
          reasons,
          emailVerified: false,
          profile,
          privacyStatus: privacyStatus ?? 'UNDEFINED',
        });
        if (!member) throw errors.emailExists();
        return stateOf(tx, member);
      });
      return after(result);
    },

    async login(siteId: string, input: { email: string; password: string; captchaTokens?: CaptchaTokens[]; ip?: string }): Promise<StateResponse> {
      const email = normalizeEmail(input.email);
      const identifier = `${siteId}:${email}`;
      const fromAddress = `${identifier}:${input.ip ?? 'unknown'}`;
      // Every attempt is counted before the password is checked, in one atomic upsert each, so
      // concurrent guesses cannot slip past the limit. The lockout holds one address out of one
      // account; past the account-wide limit other addresses only need a captcha.
      await limiter.take(limits.loginFailures, fromAddress);
      const withinSoftLimit = await limiter.takeSoft(limits.loginCaptcha, identifier);
      if (withinSoftLimit) await checkCaptcha(siteId, input.captchaTokens, input.ip);
      else await requireCaptcha(siteId, input.captchaTokens, input.ip);
      const member = await repo.findMemberByEmail(db, siteId, email);
      const passwordOk = await verifyPassword(input.password, member?.password_hash ?? (await decoy()));
      if (!member || !member.password_hash || !passwordOk || member.status === 'DELETED') throw errors.wrongCredentials();
      // Only failures count against the member: a success gives its attempts back.
      await Promise.all([limiter.giveBack(limits.loginFailures, fromAddress), limiter.giveBack(limits.loginCaptcha, identifier)]);
      if (member.password_reset_required) throw errors.passwordResetRequired();
      return after(await db.transaction((tx) => stateOf(tx, member)));
    },

    /** `state/proceed`: where a pending sign-in stands now (after an approval, say). */
    async proceed(siteId: string, stateToken: string): Promise<StateResponse> {
      return after(
        await db.transaction(async (tx) => {
          const { member } = await loadState(tx, siteId, stateToken);
          return stateOf(tx, member, stateToken);
        }),
      );
    },

    async verifyCode(siteId: string, stateToken: string, code: string): Promise<StateResponse> {
      // The attempt must count even when the code is wrong, so the failure is decided after commit.
      const outcome = await db.transaction(async (tx) => {
        const { state, member } = await loadState(tx, siteId, stateToken);
        if (state.attempts >= codes.maxCodeAttempts) return { error: errors.tooManyCodeAttempts() };
        const fresh = state.code_hash && state.code_expires_at && state.code_expires_at.getTime() > Date.now();
        if (!fresh || !codes.codeMatches(state.token_hash, code, state.code_hash!)) {
          await repo.recordCodeAttempt(tx, state.token_hash);
          return { error: errors.invalidCode(Math.max(0, codes.maxCodeAttempts - state.attempts - 1)) };
        }
        await repo.clearCode(tx, state.token_hash);
        const reasons = member.status_reasons.filter((reason) => reason !== emailReason);
        const updated = (await repo.updateMember(tx, siteId, member.id, {
          emailVerified: true,
          emailProven: true,
          reasons,
          status: member.status === 'PENDING' && reasons.length === 0 ? 'ACTIVE' : undefined,
        }))!;
        return { result: await stateOf(tx, updated, stateToken) };
      });
      if ('error' in outcome) throw outcome.error;
      return after(outcome.result);
    },

    async resendCode(siteId: string, stateToken: string): Promise<void> {
      await db.transaction(async (tx) => {
        const { state, member } = await loadState(tx, siteId, stateToken);
        const waited = state.last_sent_at ? (Date.now() - state.last_sent_at.getTime()) / 1000 : Infinity;
        if (waited < codes.resendIntervalSeconds) throw errors.resendTooSoon(Math.ceil(codes.resendIntervalSeconds - waited));
        if (state.sends >= codes.maxSends) throw errors.tooManyCodeAttempts();
        const code = codes.newCode();
        await repo.replaceCode(tx, state.token_hash, codes.codeDigest(state.token_hash, code), new Date(Date.now() + codes.codeLifetimeSeconds * 1000));
        await mailer.enqueue(tx, verificationCodeMail(siteId, member.login_email, code));
      });
      after(undefined);
    },

    /** `verification/v1/start`: a code to the member's e-mail; the member itself or staff may ask. */
    async startVerification(caller: Caller, identityId: string): Promise<{ verificationId: string; stateToken: string }> {
      const own = caller.identityType === 'MEMBER' && caller.identityId === identityId;
      if (!own && !(caller.identityType !== 'MEMBER' && caller.permissions.has('members:write'))) {
        throw new AppError('forbidden', 'Permission denied', {
          applicationError: { code: 'PERMISSION_DENIED', description: 'Only the member or staff may start a verification' },
        });
      }
      const result = await db.transaction(async (tx) => {
        const member = isUuid(identityId) ? await repo.findMember(tx, caller.siteId, identityId) : undefined;
        if (!member || member.status === 'DELETED') throw errors.invalidStateToken();
        // The published client's type reads `verificationId`; Vitrine's SDK reads `stateToken`. One value.
        const stateToken = await openState(tx, member, true);
        return { verificationId: stateToken, stateToken };
      });
      return after(result);
    },

    async changePassword(caller: Caller, newPassword: string, currentGrantId?: string): Promise<void> {
      const passwordHash = await hashPassword(newPassword);
      await db.transaction(async (tx) => {
        await repo.updateMember(tx, caller.siteId, caller.identityId, { passwordHash, passwordResetRequired: false });
        // Other devices signed in with the old password are signed out; this one stays.
        await endSessions(tx, caller.siteId, caller.identityId, currentGrantId);
      });
    },

    /** `recovery/v1/send-email`: answers the same whether or not the address belongs to a member. */
    async sendResetEmail(siteId: string, email: string, link: ResetLinkTarget = {}): Promise<void> {
      const normalized = normalizeEmail(email);
      if (link.redirectSessionId !== undefined) {
        // Checked and held open before the address is looked at, whether or not it is a member's:
        // the session's new expiry is visible to anyone with its id, so it must not depend on that.
        const until = new Date(Date.now() + linkLifetimeSeconds.RESET * 1000);
        if (!(await holdSignInSession(db, siteId, link.redirectSessionId, until))) {
          throw invalid([{ field: 'redirectSessionId', description: 'must be an open sign-in session of this site', violatedRule: 'VALIDATION' }]);
        }
      }
      try {
        await limiter.take(limits.recovery, `${siteId}:${normalized}`);
      } catch {
        return; // over the limit: silently nothing, a 429 here would tell that the address is in use
      }
      await db.transaction(async (tx) => {
        const member = await repo.findMemberByEmail(tx, siteId, normalized);
        if (!member || member.status === 'DELETED' || member.status === 'BLOCKED') return;
        const token = await newRecoveryToken(tx, siteId, member.id, 'RESET');
        await mailer.enqueue(tx, passwordResetMail(siteId, member.login_email, recoveryLink(token, link)));
      });
      after(undefined);
    },

    async sendActivationEmail(siteId: string, identityId: string, redirectUrl?: string): Promise<void> {
      await db.transaction(async (tx) => {
        const member = isUuid(identityId) ? await repo.findMember(tx, siteId, identityId) : undefined;
        if (!member || member.status === 'DELETED') throw errors.invalidStateToken();
        const token = await newRecoveryToken(tx, siteId, member.id, 'ACTIVATION');
        await mailer.enqueue(tx, activationMail(siteId, member.login_email, recoveryLink(token, { redirectUrl })));
      });
      after(undefined);
    },

    /** `recovery/v1/recover`: a new password from a reset or activation link; ends every other session. */
    async recover(siteId: string, recoveryToken: string, password: string): Promise<StateResponse> {
      // The token is checked before the costly hash, so nobody can start hashes without one; it is
      // used up (atomically, once) only after.
      const tokenHash = hashSecret(recoveryToken);
      if (!(await repo.isLiveRecoveryToken(db, siteId, tokenHash))) throw errors.invalidRecoveryToken();
      const passwordHash = await hashPassword(password);
      return after(
        await db.transaction(async (tx) => {
          const token = await repo.consumeRecoveryToken(tx, siteId, tokenHash);
          if (!token) throw errors.invalidRecoveryToken();
          const member = (await repo.findMember(tx, siteId, token.member_id, true))!;
          // Opening the e-mailed link proves the address, as a code would.
          const reasons = member.status_reasons.filter((reason) => reason !== emailReason);
          const updated = (await repo.updateMember(tx, siteId, member.id, {
            passwordHash,
            passwordResetRequired: false,
            emailVerified: true,
            emailProven: true,
            reasons,
            status: member.status === 'PENDING' && reasons.length === 0 ? 'ACTIVE' : undefined,
          }))!;
          await endSessions(tx, siteId, member.id);
          return stateOf(tx, updated);
        }),
      );
    },

    /**
     * `v2/sign-on`: an app holding an API key signs a member in by e-mail. A new member is created
     * ACTIVE (the app vouches for them, whatever the sign-up policy); an existing one gets the given
     * profile fields over theirs, and `verifyEmail` marks their e-mail verified, which also ends a
     * pending e-mail verification. `mergeExistingContact` changes nothing: Vitrine keeps no contacts
     * apart from members, so the member with the e-mail is always the one signed on.
     */
    async signOn(caller: Caller, input: { email: string; profile?: IdentityProfile; verifyEmail?: boolean }) {
      if (caller.identityType !== 'APP' || !caller.permissions.has('members:write')) {
        throw new AppError('forbidden', 'Permission denied', {
          applicationError: { code: 'PERMISSION_DENIED', description: 'sign-on needs an API key with members:write' },
        });
      }
      const email = normalizeEmail(input.email);
      const { privacyStatus, ...profile } = input.profile ?? {};
      return db.transaction(async (tx) => {
        const created = await repo.insertMember(tx, {
          id: newId(),
          siteId: caller.siteId,
          email,
          status: 'ACTIVE',
          reasons: [],
          emailVerified: input.verifyEmail ?? false,
          profile,
          privacyStatus: privacyStatus ?? 'UNDEFINED',
        });
        const member = created ?? (await updateSignedOnMember(tx, caller.siteId, email, { profile, privacyStatus, verifyEmail: input.verifyEmail }));
        if (member.status === 'PENDING') throw errors.memberPending(member.status_reasons);
        if (member.status !== 'ACTIVE') throw errors.memberBlocked();
        return { sessionToken: await createSessionToken(tx, caller.siteId, member.id), identity: toIdentity(member) };
      });
    },

    /**
     * `sso/v1/login-with-token-params`: a token signed by one of the site's identity providers
     * signs the member in; the first sign-in creates the member. An existing member is linked only
     * when the provider vouches for the e-mail (email_verified), or anyone could claim an account.
     */
    async ssoLogin(siteId: string, connectionId: string, tokenParams: Record<string, string>): Promise<StateResponse> {
      const connection = isUuid(connectionId) ? await repo.findIdpConnection(db, siteId, connectionId) : undefined;
      if (!connection) throw new AppError('not_found', 'Identity provider connection not found', {
        applicationError: { code: 'IDP_CONNECTION_NOT_FOUND', description: `No identity provider connection with id ${connectionId}` },
      });
      const token = tokenParams.id_token ?? tokenParams.idToken ?? tokenParams.token ?? tokenParams.jwt;
      if (!token) throw errors.invalidExternalToken('tokenParams needs id_token (or token)');
      let claims: Record<string, unknown>;
      try {
        const keySet = createLocalJWKSet(connection.jwks as JSONWebKeySet);
        ({ payload: claims } = await jwtVerify(token, keySet, {
          issuer: connection.issuer,
          audience: connection.audience,
          algorithms: ['RS256', 'PS256', 'ES256', 'ES384', 'EdDSA'],
          requiredClaims: ['sub', 'exp'],
        }));
      } catch (error) {
        throw errors.invalidExternalToken(error instanceof Error ? error.message : 'the token could not be verified');
      }
      const { subject, email: claimedEmail, emailVerified, firstName, lastName } = readSsoClaims(claims);
      const email = claimedEmail === undefined ? undefined : normalizeEmail(claimedEmail);
      const settings = await repo.findSettings(db, siteId);
      return after(
        await db.transaction(async (tx) => {
          const linkedId = await repo.findExternalMember(tx, siteId, connection.id, subject);
          let member = linkedId ? await repo.findMember(tx, siteId, linkedId, true) : undefined;
          if (!member) {
            if (!email || !emailPattern.test(email)) throw errors.invalidExternalToken('the token carries no email claim');
            const existing = await repo.findMemberByEmail(tx, siteId, email);
            if (existing && !emailVerified) {
              throw errors.invalidExternalToken('the provider does not vouch for the email of an existing member');
            }
            member =
              existing ??
              (await repo.insertMember(tx, {
                id: newId(),
                siteId,
                email,
                status: settings.requireOwnerApproval ? 'PENDING' : 'ACTIVE',
                reasons: settings.requireOwnerApproval ? [approvalReason] : [],
                emailVerified,
                // The site's own sign-in provider vouches for the address.
                emailProven: emailVerified,
                profile: { ...(firstName !== undefined ? { firstName } : {}), ...(lastName !== undefined ? { lastName } : {}) },
                privacyStatus: 'UNDEFINED',
              }))!;
            await repo.linkExternalMember(tx, siteId, connection.id, subject, member.id);
          }
          return stateOf(tx, member);
        }),
      );
    },
  };

  function recoveryLink(token: string, { redirectUrl, redirectSessionId }: ResetLinkTarget) {
    const url = new URL(`${publicUrl()}/hosted/reset-password`);
    url.searchParams.set('recoveryToken', token);
    if (redirectUrl) url.searchParams.set('redirectUrl', redirectUrl);
    if (redirectSessionId) url.searchParams.set('redirectSessionId', redirectSessionId);
    return url.toString();
  }
}
