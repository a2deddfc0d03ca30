import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCatalog, type CatalogAdmin } from '../../../lib/catalog';
import type { ProductQuery } from '../../../lib/catalog-types';
import { studioKeys } from '../../../lib/query-keys';

export const productListQueryOptions = (catalog: CatalogAdmin, query: ProductQuery) =>
  queryOptions({ queryKey: studioKeys.products.list(query), queryFn: () => catalog.queryProducts(query), placeholderData: keepPreviousData });

export const productQueryOptions = (catalog: CatalogAdmin, id: string) =>
  queryOptions({ queryKey: studioKeys.products.detail(id), queryFn: () => catalog.getProduct(id) });

export function useProductList(query: ProductQuery) {
  return useQuery(productListQueryOptions(useCatalog(), query));
}

export function useProduct(id: string) {
  return useQuery(productQueryOptions(useCatalog(), id));
}

/**
 * A product write: the product's queries, every list and the dashboard are refreshed first, then
 * the caller's own `onSuccess` runs (so it cannot skip the refresh).
 */
export function useProductMutation<TVariables, TData>(
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
