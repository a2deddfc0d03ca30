import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useCatalog, type CatalogAdmin } from '../../../lib/catalog';
import type { CatalogQuery, ProductField } from '@vitrine/sdk/modules/products';
import { useCatalogMutation } from '../../../lib/catalog-mutation';
import { studioKeys } from '../../../lib/query-keys';

export const collectionListQueryOptions = (catalog: CatalogAdmin, offset: number, limit: number) =>
  queryOptions({
    queryKey: studioKeys.collections.list({ offset, limit }),
    queryFn: () => catalog.queryCollections({ sort: [{ fieldName: 'name', order: 'ASC' }], paging: { limit, offset } }),
    placeholderData: keepPreviousData,
  });

export const useCollectionList = (offset: number, limit: number) => useQuery(collectionListQueryOptions(useCatalog(), offset, limit));

export const collectionQueryOptions = (catalog: CatalogAdmin, id: string) =>
  queryOptions({ queryKey: studioKeys.collections.detail(id), queryFn: () => catalog.getCollection(id) });

export const useCollection = (id: string) => useQuery(collectionQueryOptions(useCatalog(), id));

/** Products for the collection pages: its members, or search results to add. */
export const useProductsFor = (query: CatalogQuery<ProductField>, enabled = true) => {
  const catalog = useCatalog();
  return useQuery({ queryKey: studioKeys.products.list(query), queryFn: () => catalog.queryProducts(query), enabled, placeholderData: keepPreviousData });
};

/** A collection write; see `useCatalogMutation` for what it refreshes. */
export const useCollectionMutation = useCatalogMutation;
