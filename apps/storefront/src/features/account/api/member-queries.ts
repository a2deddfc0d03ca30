import { memberKeys, useVitrineClient } from '@vitrine/react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoreClient } from '../../../lib/sdk';

export const profileQueryOptions = (client: StoreClient) => queryOptions({ queryKey: memberKeys.profile(), queryFn: () => client.members.getMe() });

/** The signed-in member's identity: e-mail, name, phones, addresses and its revision. */
export function useProfile() {
  return useQuery(profileQueryOptions(useVitrineClient<StoreClient>()));
}
