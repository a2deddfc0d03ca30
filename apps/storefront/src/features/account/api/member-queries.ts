import { memberKeys, useVitrineClient } from '@vitrine/react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoreClient } from '../../../lib/sdk';

export const profileQueryOptions = (client: StoreClient) =>
  queryOptions({ queryKey: memberKeys.profile(), queryFn: async () => (await client.member.getMe()).identity });

/** The signed-in member's identity: e-mail, name, addresses. */
export function useProfile() {
  return useQuery(profileQueryOptions(useVitrineClient<StoreClient>()));
}
