import { useMutation, useQueryClient, type QueryClient, type UseMutationOptions, type UseMutationResult } from '@tanstack/react-query';

/**
 * What a caller may pass to a `useXMutation` hook. `mutationFn` is the hook's own; `onMutate`
 * belongs to the hook too when it updates optimistically, so it is left out on purpose.
 */
export type MutationHookOptions<TData, TVariables> = Omit<UseMutationOptions<TData, Error, TVariables, unknown>, 'mutationFn' | 'onMutate'>;

interface OwnMutation<TData, TVariables, TSnapshot> {
  mutationFn: (variables: TVariables) => Promise<TData>;
  /** Writes the answer into the cache or invalidates what the change made stale. Runs before the caller's onSuccess. */
  update: (queryClient: QueryClient, data: TData, variables: TVariables) => Promise<unknown> | unknown;
  /** An optimistic change; what it returns is handed to `rollback` if the call fails. */
  optimistic?: (queryClient: QueryClient, variables: TVariables) => Promise<TSnapshot> | TSnapshot;
  rollback?: (queryClient: QueryClient, snapshot: TSnapshot, variables: TVariables) => Promise<unknown> | unknown;
}

/**
 * The one way every mutation hook of this package is built: the cache is made right first (the
 * answer written in, stale queries invalidated, or an optimistic change rolled back), and only
 * then are the caller's callbacks called, so a caller's `onSuccess` can never skip the update.
 */
export function useOwnMutation<TData, TVariables, TSnapshot = undefined>(
  own: OwnMutation<TData, TVariables, TSnapshot>,
  options: MutationHookOptions<TData, TVariables> = {},
): UseMutationResult<TData, Error, TVariables, unknown> {
  const queryClient = useQueryClient();
  const { onSuccess, onError, ...rest } = options;
  return useMutation<TData, Error, TVariables, unknown>({
    ...rest,
    mutationFn: own.mutationFn,
    onMutate: own.optimistic ? (variables) => own.optimistic!(queryClient, variables) : undefined,
    onSuccess: async (data, variables, onMutateResult, context) => {
      await own.update(queryClient, data, variables);
      return onSuccess?.(data, variables, onMutateResult, context);
    },
    onError: async (error, variables, onMutateResult, context) => {
      if (own.rollback && onMutateResult !== undefined) await own.rollback(queryClient, onMutateResult as TSnapshot, variables);
      return onError?.(error, variables, onMutateResult, context);
    },
  });
}
