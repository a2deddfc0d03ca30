import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCatalog, type CatalogAdmin } from '../../../lib/catalog';
import type { ProductQuery } from '../../../lib/catalog-types';
import { studioKeys } from '../../../lib/query-keys';

export const collectionListQueryOptions = (catalog: CatalogAdmin, offset: number, limit: number) =>
  queryOptions({
    queryKey: studioKeys.collections.list({ offset, limit }),
    queryFn: () => catalog.queryCollections({ sort: [{ fieldName: 'name', order: 'ASC' }], paging: { limit, offset } }),
    placeholderData: keepPreviousData,
  });

export const useCollectionList = (offset: number, limit: number) => useQuery(collectionListQueryOptions(useCatalog(), offset, limit));

export const useCollection = (id: string) => {
  const catalog = useCatalog();
  return useQuery({ queryKey: studioKeys.collections.detail(id), queryFn: () => catalog.getCollection(id) });
};

/** Products for the collection pages: its members, or search results to add. */
export const useProductsFor = (query: ProductQuery, enabled = true) => {
  const catalog = useCatalog();
  return useQuery({ queryKey: studioKeys.products.list(query), queryFn: () => catalog.queryProducts(query), enabled, placeholderData: keepPreviousData });
};

/** A collection write: collections, products (their collection ids) and the dashboard refresh before the caller's onSuccess. */
export function useCollectionMutation<TVariables, TData>(
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
        queryClient.invalidateQueries({ queryKey: studioKeys.collections.all }),
        queryClient.invalidateQueries({ queryKey: studioKeys.products.all }),
      ]);
    },
  });
}
