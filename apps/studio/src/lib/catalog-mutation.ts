import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCatalog, type CatalogAdmin } from './catalog';
import { studioKeys } from './query-keys';

/**
 * A catalogue write. Products and collections point at each other (a product lists its collections,
 * a collection counts its products) and the dashboard shows both, so all three are refreshed
 * before the caller's own `onSuccess` runs (which therefore cannot skip the refresh).
 */
export function useCatalogMutation<TVariables, TData>(
  run: (catalog: CatalogAdmin, variables: TVariables) => Promise<TData>,
  /** Runs before the refresh: a delete leaves the page here, before its own query refetches into a 404. */
  first?: (data: TData) => void,
) {
  const catalog = useCatalog();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: TVariables) => run(catalog, variables),
    onSuccess: async (data) => {
      first?.(data);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: studioKeys.products.all }),
        queryClient.invalidateQueries({ queryKey: studioKeys.collections.all }),
        queryClient.invalidateQueries({ queryKey: studioKeys.dashboard }),
      ]);
    },
  });
}
