import type { Database, Queryable } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Caller } from '../../lib/caller';
import { hashSecret, isUuid, newId, newSecret } from '../../lib/ids';
import { accessTokenLifetimeSeconds, signAccessToken } from './access-tokens';
import * as repo from './auth.repository';
import { createCallerResolver, unauthenticated } from './caller-resolver';
import { isValidChallenge, verifierMatches } from './pkce';
import type { KeyRing } from './signing-keys';

/** Refresh tokens are not rotated (the wire contract), so they carry an absolute expiry instead. */
export const refreshTokenLifetimeDays = 30;
/** Authorization codes are single-use and short-lived (OAuth 2.0 security BCP). */
export const authorizationCodeLifetimeSeconds = 60;

export interface TokenResponse {
  access_token: string;
  expires_in: number;
  refresh_token: string;
  token_type: 'Bearer';
}

export interface AuthServiceDeps {
  db: Database;
  keys: KeyRing;
  now?: () => Date;
}

export type AuthService = ReturnType<typeof createAuthService>;

const invalidGrant = (description: string) =>
  new AppError('invalid', description, { applicationError: { code: 'invalid_grant', description } });
const invalidClient = () =>
  new AppError('unauthorized', 'Unknown client', {
    applicationError: { code: 'invalid_client', description: 'No OAuth app with this client id' },
  });

const sameSiteVisitor = (visitor: Caller | undefined, siteId: string) =>
  visitor?.identityType === 'ANONYMOUS_VISITOR' && visitor.siteId === siteId ? visitor.identityId : undefined;

export function createAuthService({ db, keys, now = () => new Date() }: AuthServiceDeps) {
  const refreshTokenExpiry = () => new Date(now().getTime() + refreshTokenLifetimeDays * 86_400_000);

  async function requireClient(clientId: string) {
    const app = isUuid(clientId) ? await repo.findOAuthApp(db, clientId) : undefined;
    if (!app) throw invalidClient();
    return app;
  }

  async function issueTokens(
    tx: Queryable,
    identity: {
      siteId: string;
      clientId: string;
      identityType: repo.RefreshTokenRow['identity_type'];
      identityId: string;
      grantId?: string;
      visitorId?: string;
    },
  ): Promise<TokenResponse> {
    const refreshToken = newSecret('vr');
    await repo.insertRefreshToken(tx, {
      id: newId(),
      siteId: identity.siteId,
      clientId: identity.clientId,
      tokenHash: hashSecret(refreshToken),
      identityType: identity.identityType,
      identityId: identity.identityId,
      grantId: identity.grantId,
      visitorId: identity.visitorId,
      expiresAt: refreshTokenExpiry(),
    });
    return {
      access_token: await signAccessToken(keys, identity),
      expires_in: accessTokenLifetimeSeconds,
      refresh_token: refreshToken,
      token_type: 'Bearer',
    };
  }

  return {
    /**
     * `grantType: anonymous`: a new visitor of the client's site. One statement finds the app and
     * writes the visitor and its refresh token; the access token is signed after it, outside any
     * transaction (on PGlite a transaction holds the whole database).
     */
    async anonymousGrant(clientId: string): Promise<TokenResponse> {
      if (!isUuid(clientId)) throw invalidClient();
      const visitorId = newId();
      const refreshToken = newSecret('vr');
      const siteId = await repo.insertVisitorWithRefreshToken(db, {
        clientId,
        visitorId,
        tokenId: newId(),
        tokenHash: hashSecret(refreshToken),
        expiresAt: refreshTokenExpiry(),
      });
      if (!siteId) throw invalidClient();
      return {
        access_token: await signAccessToken(keys, { siteId, clientId, identityType: 'ANONYMOUS_VISITOR', identityId: visitorId }),
        expires_in: accessTokenLifetimeSeconds,
        refresh_token: refreshToken,
        token_type: 'Bearer',
      };
    },

    /** `grantType: refresh_token`: a new access token; the refresh token itself stays valid. */
    async refreshGrant(clientId: string, refreshToken: string): Promise<TokenResponse> {
      await requireClient(clientId);
      const row = await repo.findRefreshToken(db, hashSecret(refreshToken));
      if (!row || row.client_id !== clientId || row.revoked_at || row.expires_at.getTime() <= now().getTime()) {
        throw invalidGrant('The refresh token is invalid, expired or revoked');
      }
      if (row.identity_type === 'MEMBER') {
        const status = await repo.findMemberStatus(db, row.site_id, row.identity_id);
        if (status !== 'ACTIVE') throw invalidGrant('The member can no longer sign in');
      }
      return {
        access_token: await signAccessToken(keys, {
          siteId: row.site_id,
          clientId,
          identityType: row.identity_type,
          identityId: row.identity_id,
          grantId: row.grant_id ?? undefined,
          visitorId: row.visitor_id ?? undefined,
        }),
        expires_in: accessTokenLifetimeSeconds,
        refresh_token: refreshToken,
        token_type: 'Bearer',
      };
    },

    /**
     * `grantType: authorization_code` with PKCE S256. The code is consumed by the first attempt,
     * right or wrong; presenting it again revokes everything it issued (RFC 6749 §4.1.2).
     */
    async authorizationCodeGrant(input: {
      clientId: string;
      code: string;
      codeVerifier: string;
      redirectUri?: string;
      /** The visitor making the exchange, when its token came along: its cart merges into the member's. */
      visitor?: Caller;
    }): Promise<TokenResponse> {
      await requireClient(input.clientId);
      const codeHash = hashSecret(input.code);
      // Consumed in a statement of its own, so the code stays burnt even when a check below fails.
      const code = await repo.consumeAuthorizationCode(db, codeHash);
      if (!code) {
        const used = await repo.findAuthorizationCode(db, codeHash);
        if (used) await db.transaction((tx) => repo.revokeGrant(tx, used.grant_id));
        throw invalidGrant('The authorization code is invalid or was already used');
      }
      if (code.client_id !== input.clientId) throw invalidGrant('The code was issued to another client');
      if (code.expires_at.getTime() <= now().getTime()) throw invalidGrant('The authorization code has expired');
      // RFC 6749 §4.1.3: the redirect URI must be identical to the one the code was issued for.
      if ((code.redirect_uri ?? undefined) !== (input.redirectUri ?? undefined)) {
        throw invalidGrant('redirectUri does not match the authorization request');
      }
      if (!verifierMatches(input.codeVerifier, code.code_challenge)) {
        throw invalidGrant('The code verifier does not match the code challenge');
      }
      const status = await repo.findMemberStatus(db, code.site_id, code.member_id);
      if (status !== 'ACTIVE') throw invalidGrant('The member can no longer sign in');
      return db.transaction((tx) =>
        issueTokens(tx, {
          siteId: code.site_id,
          clientId: input.clientId,
          identityType: 'MEMBER',
          identityId: code.member_id,
          grantId: code.grant_id,
          visitorId: sameSiteVisitor(input.visitor, code.site_id),
        }),
      );
    },

    /** `grant_type: authorized_client`: an app holding an API key signs one of its site's members in. */
    async authorizedClientGrant(app: Caller | undefined, visitor: Caller | undefined, memberId: string): Promise<TokenResponse> {
      if (!app || app.identityType !== 'APP') throw unauthenticated('This grant needs an API key in Authorization');
      if (!app.permissions.has('members:write')) {
        throw new AppError('forbidden', 'Permission denied', {
          applicationError: { code: 'PERMISSION_DENIED', description: 'The API key needs the members:write permission' },
        });
      }
      if (visitor && visitor.siteId !== app.siteId) throw unauthenticated('The visitor token belongs to another site');
      const status = isUuid(memberId) ? await repo.findMemberStatus(db, app.siteId, memberId) : undefined;
      if (status !== 'ACTIVE') throw invalidGrant('No active member with this id on the site');
      const clientId = visitor?.clientId ?? (await this.defaultClientId(app.siteId));
      return db.transaction((tx) =>
        issueTokens(tx, {
          siteId: app.siteId,
          clientId,
          identityType: 'MEMBER',
          identityId: memberId,
          grantId: newId(),
          visitorId: sameSiteVisitor(visitor, app.siteId),
        }),
      );
    },

    async defaultClientId(siteId: string): Promise<string> {
      const clientId = await repo.findFirstOAuthAppId(db, siteId);
      if (!clientId) throw invalidClient();
      return clientId;
    },

    /**
     * Issues a single-use authorization code for a signed-in member (used by the hosted login
     * page). Only S256 challenges are accepted: `plain` and missing challenges are refused.
     */
    async issueAuthorizationCode(input: {
      siteId: string;
      clientId: string;
      memberId: string;
      redirectUri?: string;
      codeChallenge: string;
      codeChallengeMethod?: string;
    }): Promise<string> {
      if ((input.codeChallengeMethod ?? 'S256') !== 'S256' || !isValidChallenge(input.codeChallenge)) {
        throw invalidGrant('A PKCE code challenge with method S256 is required');
      }
      const code = newSecret('vc');
      await repo.insertAuthorizationCode(db, {
        codeHash: hashSecret(code),
        grantId: newId(),
        siteId: input.siteId,
        clientId: input.clientId,
        memberId: input.memberId,
        redirectUri: input.redirectUri,
        codeChallenge: input.codeChallenge,
        expiresAt: new Date(now().getTime() + authorizationCodeLifetimeSeconds * 1000),
      });
      return code;
    },

    /** Tokens for a member who signed in directly (identity domain), as one grant. */
    issueMemberTokens(siteId: string, clientId: string, memberId: string, visitor?: Caller): Promise<TokenResponse> {
      return db.transaction((tx) =>
        issueTokens(tx, {
          siteId,
          clientId,
          identityType: 'MEMBER',
          identityId: memberId,
          grantId: newId(),
          visitorId: sameSiteVisitor(visitor, siteId),
        }),
      );
    },

    /** Tokens for a site owner or collaborator (identity type WIX_USER). */
    issueSiteUserTokens(siteId: string, clientId: string, userId: string): Promise<TokenResponse> {
      return db.transaction((tx) =>
        issueTokens(tx, { siteId, clientId, identityType: 'WIX_USER', identityId: userId, grantId: newId() }),
      );
    },

    ...createCallerResolver({ db, keys }),
  };
}
