import type { IdentityStatus } from '@vitrine/sdk/modules/members-admin';
import { pageParam } from '../../../lib/page-param';
import type { MemberPage } from '../api/members';
import { choices } from '../../../lib/choices';

/** The member list's state lives in the URL (`?status=PENDING&page=2`). */
export const pageSize = 25;

export const statusOptions = choices({ '': 'Every member', PENDING: 'Pending', ACTIVE: 'Active', BLOCKED: 'Blocked' });

export function readMemberListState(params: URLSearchParams): { status?: IdentityStatus; page: number } {
  const asked = params.get('status');
  const status = asked && statusOptions.some((option) => option.value === asked) ? (asked as IdentityStatus) : undefined;
  return { status, page: pageParam(params) };
}

export const toMemberPage = ({ status, page }: { status?: IdentityStatus; page: number }): MemberPage => ({ status, offset: (page - 1) * pageSize, limit: pageSize });
