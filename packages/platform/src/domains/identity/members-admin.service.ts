import type { Database } from '../../db/database';
import { notFound, rejected } from '../../lib/app-error';
import type { Caller } from '../../lib/caller';
import { isUuid, newId } from '../../lib/ids';
import { checkRevision } from '../../lib/revisions';
import { revokeGrant } from '../auth/auth.repository';
import { toIdentity } from './identity-view';
import * as repo from './identity.repository';
import type { SettingsPatch } from './identity.schemas';
import { approvalReason } from './identity.service';

const toConnection = (row: repo.IdpConnectionRow) => ({
  id: row.id,
  name: row.name,
  issuer: row.issuer,
  audience: row.audience,
  jwks: row.jwks,
  createdDate: row.created_date.toISOString(),
});

/** What owners (and apps with members permissions) do with members, the sign-up policy and SSO. */
export function createMembersAdminService(db: Database) {
  async function requireMember(caller: Caller, id: string) {
    const member = isUuid(id) ? await repo.findMember(db, caller.siteId, id) : undefined;
    if (!member) throw notFound('member', id);
    return member;
  }

  return {
    getSettings: (caller: Caller) => repo.findSettings(db, caller.siteId),

    /** Applies the fields sent, unless the caller read an older revision (checked under the row lock). */
    async updateSettings(caller: Caller, { expectedRevision, ...patch }: SettingsPatch) {
      // The answer is read inside the transaction: read after it, it could be someone else's later save.
      return db.transaction(async (tx) => {
        await repo.lockSettings(tx, caller.siteId);
        const { revision, ...current } = await repo.findSettings(tx, caller.siteId);
        checkRevision('sign-up policy', expectedRevision, revision);
        await repo.saveSettings(tx, caller.siteId, { ...current, ...patch });
        return repo.findSettings(tx, caller.siteId);
      });
    },

    async listMembers(caller: Caller, query: { status?: string; limit?: number; offset?: number }) {
      const rows = await repo.listMembers(db, caller.siteId, query.status, query.limit ?? 50, query.offset ?? 0);
      return rows.map(toIdentity);
    },

    getMember: async (caller: Caller, id: string) => toIdentity(await requireMember(caller, id)),

    /** Approves a member waiting for the owner; one still owing an e-mail code stays PENDING for that. */
    async approve(caller: Caller, id: string) {
      const member = await requireMember(caller, id);
      if (member.status !== 'PENDING' || !member.status_reasons.includes(approvalReason)) {
        throw rejected('MEMBER_NOT_AWAITING_APPROVAL', 'This member is not waiting for approval', { id });
      }
      const reasons = member.status_reasons.filter((reason) => reason !== approvalReason);
      const updated = await repo.updateMember(db, caller.siteId, id, { reasons, status: reasons.length ? 'PENDING' : 'ACTIVE' });
      return toIdentity(updated!);
    },

    /** Blocks a member: no sign-in, and every session they hold ends now. */
    async block(caller: Caller, id: string) {
      await requireMember(caller, id);
      return db.transaction(async (tx) => {
        const updated = await repo.updateMember(tx, caller.siteId, id, { status: 'BLOCKED' });
        for (const grantId of await repo.memberGrantIds(tx, caller.siteId, id)) await revokeGrant(tx, grantId);
        return toIdentity(updated!);
      });
    },

    async unblock(caller: Caller, id: string) {
      const member = await requireMember(caller, id);
      if (member.status !== 'BLOCKED') throw rejected('MEMBER_NOT_BLOCKED', 'This member is not blocked', { id });
      return toIdentity((await repo.updateMember(db, caller.siteId, id, { status: 'ACTIVE', reasons: [] }))!);
    },

    /** Makes the member choose a new password at the next sign-in (login answers -19973). */
    async requirePasswordReset(caller: Caller, id: string) {
      await requireMember(caller, id);
      return toIdentity((await repo.updateMember(db, caller.siteId, id, { passwordResetRequired: true }))!);
    },

    listConnections: async (caller: Caller) => (await repo.listIdpConnections(db, caller.siteId)).map(toConnection),

    async createConnection(caller: Caller, input: { name: string; issuer: string; audience: string; jwks: { keys: Record<string, unknown>[] } }) {
      // Only public keys: a private key pasted here by mistake would be stored and served back.
      const jwks = { keys: input.jwks.keys.map(({ d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, k: _k, ...key }) => key) };
      if (input.jwks.keys.some((key) => typeof key.kty !== 'string')) {
        throw rejected('INVALID_JWKS', 'Every key needs a kty', {});
      }
      return toConnection((await repo.insertIdpConnection(db, { id: newId(), siteId: caller.siteId, ...input, jwks }))!);
    },

    async deleteConnection(caller: Caller, id: string) {
      if (!isUuid(id) || !(await repo.deleteIdpConnection(db, caller.siteId, id))) throw notFound('identity provider connection', id);
    },
  };
}
