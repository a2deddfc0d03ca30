import { paths } from '../../config/paths';
import { CollectionList } from '../../features/collections/collection-list/collection-list';
import { createCatalogAdmin } from '../../lib/catalog';
import { collectionListQueryOptions } from '../../features/collections/api/collections';
import { limit } from '../../features/collections/collection-list/collection-list';
import type { RouteLoader } from '../route-loader';

export const loader: RouteLoader = ({ client, queryClient }) => () => queryClient.prefetchQuery(collectionListQueryOptions(createCatalogAdmin(client), 0, limit));

export function Component() {
  return <CollectionList createHref={paths.collectionCreate.href()} editHref={paths.collectionEdit.href} />;
}
