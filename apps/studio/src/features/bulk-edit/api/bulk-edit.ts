import { useMutation, useQueries, useQueryClient } from '@tanstack/react-query';
import { useCatalog } from '../../../lib/catalog';
import { studioKeys } from '../../../lib/query-keys';
import { bulkRequest, type BulkAction } from '../utils/preview';

/** The selected products, each read fresh (with cost) so the preview starts from what is saved. */
export function useSelectedProducts(ids: string[]) {
  const catalog = useCatalog();
  return useQueries({
    queries: ids.map((id) => ({ queryKey: studioKeys.products.detail(id), queryFn: () => catalog.getProduct(id) })),
  });
}

/** Runs the bulk call; every product query, the collections and the dashboard are stale afterwards. */
export function useApplyBulkAction() {
  const catalog = useCatalog();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, action }: { ids: string[]; action: BulkAction }) => {
      const request = bulkRequest(action);
      return request.kind === 'set' ? catalog.bulkSet(ids, request.set) : catalog.bulkAdjust(ids, request.adjust);
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: studioKeys.products.all }),
        queryClient.invalidateQueries({ queryKey: studioKeys.dashboard }),
      ]),
  });
}
