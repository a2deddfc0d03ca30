import type { Module, Transport } from '../core/types.ts';
import type { Identity, IdentityStatus } from './identity.ts';

/**
 * Members as the site's owner manages them (and API keys holding `members:read` /
 * `members:write`; the sign-up policy needs `settings:write` to change): the member list,
 * approving sign-ups that wait for the owner, blocking, and the sign-up policy itself. These are
 * Vitrine's own endpoints (`/_api/vitrine/v1/...`); the hosted platform does this in its dashboard.
 */

const prefix = '/_api/vitrine/v1';

export type { Identity, IdentityStatus } from './identity.ts';

export interface MemberListOptions {
  /** Only members in this state, e.g. `PENDING` for those waiting for approval. */
  status?: IdentityStatus;
  /** 1 to 100; default 50. */
  limit?: number;
  offset?: number;
}

/** How visitors become members: what they must do before they may sign in. */
export interface SignUpPolicy {
  /** A code e-mailed at registration must be entered first. */
  requireEmailVerification: boolean;
  /** The owner approves each new member (`REQUIRE_OWNER_APPROVAL` until then). */
  requireOwnerApproval: boolean;
  captcha: 'NONE' | 'INVISIBLE' | 'VISIBLE';
  /** The public site key the invisible captcha widget runs with; `''` or absent: the verifier's default key. */
  invisibleCaptchaSiteKey?: string;
  /** The public site key the visible captcha widget runs with; `''` or absent: the verifier's default key. */
  visibleCaptchaSiteKey?: string;
  /** How many times the policy was saved; send it back as `expectedRevision` to be told of a save you have not seen. */
  revision: number;
  /**
   * Whose widget asks for the captcha, set where the platform starts (`--captcha-provider`):
   * `local` is a test box that stops no robot, so a captcha policy protects nothing until a provider is configured.
   */
  captchaProvider: CaptchaWidgetProvider;
}

export type CaptchaWidgetProvider = 'local' | 'custom' | 'recaptcha' | 'hcaptcha' | 'turnstile';

/** The policy fields to change (only those sent change). */
export type SignUpPolicyPatch = Partial<Omit<SignUpPolicy, 'revision' | 'captchaProvider'>> & {
  /**
   * The `revision` of the policy as you read it. When someone saved the policy since, nothing is
   * saved and the call fails with status 409 and application error code `REVISION_MISMATCH`
   * (the current revision in its `data.revision`). Leave it out to apply the fields whatever was saved meanwhile.
   */
  expectedRevision?: number;
};

export interface MembersAdminApi {
  /** Members of the site, newest first. */
  listMembers(options?: MemberListOptions): Promise<Identity[]>;
  getMember(id: string): Promise<Identity>;
  /**
   * Lets a member waiting for the owner in. One who still owes an e-mail code stays `PENDING`
   * for that. Fails with `MEMBER_NOT_AWAITING_APPROVAL` for anyone else.
   */
  approveMember(id: string): Promise<Identity>;
  /** Refuses the member's sign-ins and ends every session they hold, at once. */
  blockMember(id: string): Promise<Identity>;
  /** Fails with `MEMBER_NOT_BLOCKED` unless the member is blocked. */
  unblockMember(id: string): Promise<Identity>;
  /** The member must choose a new password at the next sign-in. */
  requirePasswordReset(id: string): Promise<Identity>;
  getSignUpPolicy(): Promise<SignUpPolicy>;
  /** Changes only the fields sent; with `expectedRevision`, only if nobody saved the policy since you read it. */
  updateSignUpPolicy(patch: SignUpPolicyPatch): Promise<SignUpPolicy>;
}

const id = (value: string) => encodeURIComponent(value);

/**
 * The members-admin module: pass it to `createClient` and sign in as the site's owner (or use
 * an API key with the members permissions).
 *
 * @example
 * ```ts
 * const client = createClient({ modules: { membersAdmin }, auth: ApiKeyStrategy({ apiKey, siteId }) });
 * await client.membersAdmin.updateSignUpPolicy({ requireOwnerApproval: true });
 * for (const member of await client.membersAdmin.listMembers({ status: 'PENDING' })) await client.membersAdmin.approveMember(member.id);
 * ```
 */
export const membersAdmin: Module<MembersAdminApi> = (transport: Transport) => {
  const action = async (memberId: string, name: string) =>
    (await transport.request<{ identity: Identity }>({ method: 'POST', path: `${prefix}/members/${id(memberId)}/${name}`, args: [memberId] })).identity;
  return {
    async listMembers(options = {}) {
      const query = Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined));
      return (await transport.request<{ members: Identity[] }>({ method: 'GET', path: `${prefix}/members`, query, args: [options] })).members;
    },
    async getMember(memberId) {
      return (await transport.request<{ identity: Identity }>({ method: 'GET', path: `${prefix}/members/${id(memberId)}`, args: [memberId] })).identity;
    },
    approveMember: (memberId) => action(memberId, 'approve'),
    blockMember: (memberId) => action(memberId, 'block'),
    unblockMember: (memberId) => action(memberId, 'unblock'),
    requirePasswordReset: (memberId) => action(memberId, 'require-password-reset'),
    async getSignUpPolicy() {
      return (await transport.request<{ settings: SignUpPolicy }>({ method: 'GET', path: `${prefix}/identity/settings`, args: [] })).settings;
    },
    async updateSignUpPolicy(patch) {
      return (await transport.request<{ settings: SignUpPolicy }>({ method: 'PATCH', path: `${prefix}/identity/settings`, body: patch, args: [patch] })).settings;
    },
  };
};
