import { queryOptions, useQuery } from '@tanstack/react-query';
import { collectionKeys } from './keys.ts';
import { requireModule, useVitrineClient, type AnyClient } from './provider.tsx';
import type { CatalogQuery } from '@vitrine/sdk/modules/products';
import type { CollectionField, collections } from '@vitrine/sdk/modules/collections';

export type CollectionQuery = CatalogQuery<CollectionField>;

/** The part of the SDK's collections module the hooks use. */
export type CollectionsModule = Pick<ReturnType<typeof collections>, 'getCollectionBySlug' | 'queryCollections'>;

const api = (client: AnyClient, signal?: AbortSignal) => requireModule<CollectionsModule>(client, 'collections', signal);

/**
 * @example
 * ```ts
 * const { data } = useCollections({ paging: { limit: 6 } });
 * ```
 */
export const collectionsQueryOptions = (client: AnyClient, query: CollectionQuery = {}) =>
  queryOptions({ queryKey: collectionKeys.list(query), queryFn: async ({ signal }) => (await api(client, signal).queryCollections(query)).collections });

export const collectionBySlugQueryOptions = (client: AnyClient, slug: string) =>
  queryOptions({ queryKey: collectionKeys.bySlug(slug), queryFn: async ({ signal }) => (await api(client, signal).getCollectionBySlug(slug)).collection });

export function useCollections(query: CollectionQuery = {}) {
  return useQuery(collectionsQueryOptions(useVitrineClient(), query));
}

export function useCollectionBySlug(slug: string) {
  return useQuery(collectionBySlugQueryOptions(useVitrineClient(), slug));
}
