import { errorCode, memberKeys, useOwnMutation, useVitrineClient, type MutationHookOptions } from '@vitrine/react';
import type { Identity, MyProfileChanges } from '@vitrine/sdk/modules/members';
import { useQueryClient } from '@tanstack/react-query';
import type { StoreClient } from '../../../lib/sdk';

export interface ProfileUpdate {
  /** The revision of the identity the member edited. */
  revision: string;
  changes: MyProfileChanges;
}

/** True when the save was refused because the identity was saved elsewhere since it was read. */
export const isStaleEdit = (error: unknown) => errorCode(error) === 'REVISION_MISMATCH';

/**
 * Saves the member's profile or address book. The answer replaces the cached identity, so the
 * page shows what the platform stored (and its new revision) without another read. After a
 * refused stale save the identity is read again, so the member edits the newer version.
 */
export function useUpdateProfileMutation(options: MutationHookOptions<Identity, ProfileUpdate> = {}) {
  const client = useVitrineClient<StoreClient>();
  const queryClient = useQueryClient();
  return useOwnMutation<Identity, ProfileUpdate>(
    {
      mutationFn: ({ revision, changes }) => client.members.updateMe(revision, changes),
      update: (cache, identity) => cache.setQueryData(memberKeys.profile(), identity),
    },
    {
      ...options,
      onError: async (error, ...rest) => {
        if (isStaleEdit(error)) await queryClient.invalidateQueries({ queryKey: memberKeys.profile() });
        return options.onError?.(error, ...rest);
      },
    },
  );
}
