import { memberKeys, useVitrineClient } from '@vitrine/react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoreClient } from './sdk';

const profileQueryOptions = (client: StoreClient) => queryOptions({ queryKey: memberKeys.profile(), queryFn: () => client.members.getMe() });

/** The signed-in member's identity: e-mail, name, phones, addresses and its revision. `enabled: false` for a visitor. */
export function useProfile({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...profileQueryOptions(useVitrineClient<StoreClient>()), enabled });
}
