import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useVitrineClient } from '@vitrine/react';
import type { IdentityStatus, MembersAdminApi } from '@vitrine/sdk/modules/members-admin';
import { studioKeys } from '../../../lib/query-keys';

type Client = { membersAdmin: MembersAdminApi };

export interface MemberPage {
  status?: IdentityStatus;
  offset: number;
  limit: number;
}

export const memberListQueryOptions = (client: Client, page: MemberPage) =>
  queryOptions({
    queryKey: studioKeys.members.list(page),
    // One more than a page tells whether a next page exists (the list call has no total).
    queryFn: async () => {
      const members = await client.membersAdmin.listMembers({ status: page.status, offset: page.offset, limit: page.limit + 1 });
      return { members: members.slice(0, page.limit), hasMore: members.length > page.limit };
    },
    placeholderData: keepPreviousData,
  });

export function useMemberList(page: MemberPage) {
  return useQuery(memberListQueryOptions(useVitrineClient<Client>(), page));
}

export type MemberAction = 'approve' | 'block' | 'unblock';

/** Approve, block or unblock; every member list refreshes before the caller's onSuccess. */
export function useMemberAction() {
  const client = useVitrineClient<Client>();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: MemberAction }) =>
      action === 'approve' ? client.membersAdmin.approveMember(id) : action === 'block' ? client.membersAdmin.blockMember(id) : client.membersAdmin.unblockMember(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studioKeys.members.all }),
  });
}
