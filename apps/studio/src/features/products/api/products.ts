import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useCatalog, type CatalogAdmin } from '../../../lib/catalog';
import type { CatalogQuery, ProductField } from '@vitrine/sdk/modules/products';
import { useCatalogMutation } from '../../../lib/catalog-mutation';
import { studioKeys } from '../../../lib/query-keys';

export const productListQueryOptions = (catalog: CatalogAdmin, query: CatalogQuery<ProductField>) =>
  queryOptions({ queryKey: studioKeys.products.list(query), queryFn: () => catalog.queryProducts(query), placeholderData: keepPreviousData });

export const productQueryOptions = (catalog: CatalogAdmin, id: string) =>
  queryOptions({ queryKey: studioKeys.products.detail(id), queryFn: () => catalog.getProduct(id) });

export function useProductList(query: CatalogQuery<ProductField>) {
  return useQuery(productListQueryOptions(useCatalog(), query));
}

export function useProduct(id: string) {
  return useQuery(productQueryOptions(useCatalog(), id));
}

/** A product write; see `useCatalogMutation` for what it refreshes. */
export const useProductMutation = useCatalogMutation;
