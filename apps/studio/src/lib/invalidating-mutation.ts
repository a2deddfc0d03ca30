import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useVitrineClient } from '@vitrine/react';

/**
 * A write through the studio's client that makes everything under `key` stale once it succeeds (a
 * created key, a deleted app, a coupon turned off), so the list shows the platform's answer; the
 * refresh is started before the caller's own `onSuccess` runs.
 */
export function useInvalidatingMutation<TClient extends object, TVariables, TData>(key: QueryKey, run: (client: TClient, variables: TVariables) => Promise<TData>) {
  const client = useVitrineClient<TClient>();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: TVariables) => run(client, variables),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
