import { queryOptions, useQuery } from '@tanstack/react-query';
import { collectionKeys } from './keys';
import { requireModule, useVitrineClient, type AnyClient } from './provider';
import type { Collection } from './types';

export interface CollectionQuery {
  filter?: Record<string, unknown>;
  sort?: Array<{ fieldName: string; order: 'ASC' | 'DESC' }>;
  paging?: { limit?: number; offset?: number };
}

/** The part of the SDK's collections module the hooks use. */
export interface CollectionsModule {
  getCollectionBySlug(slug: string): Promise<{ collection: Collection }>;
  queryCollections(query: CollectionQuery): Promise<{ collections: Collection[]; totalResults?: number }>;
}

const api = (client: AnyClient) => requireModule<CollectionsModule>(client, 'collections');

/**
 * @example
 * ```ts
 * const { data } = useCollections({ paging: { limit: 6 } });
 * ```
 */
export const collectionsQueryOptions = (client: AnyClient, query: CollectionQuery = {}) =>
  queryOptions({ queryKey: collectionKeys.list(query), queryFn: async () => (await api(client).queryCollections(query)).collections });

export const collectionBySlugQueryOptions = (client: AnyClient, slug: string) =>
  queryOptions({ queryKey: collectionKeys.bySlug(slug), queryFn: async () => (await api(client).getCollectionBySlug(slug)).collection });

export function useCollections(query: CollectionQuery = {}) {
  return useQuery(collectionsQueryOptions(useVitrineClient(), query));
}

export function useCollectionBySlug(slug: string) {
  return useQuery(collectionBySlugQueryOptions(useVitrineClient(), slug));
}
