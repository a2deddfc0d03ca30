import { useParams } from 'react-router';
import { paths } from '../../config/paths';
import { CollectionEdit } from '../../features/collections/collection-edit/collection-edit';
import { createCatalogAdmin } from '../../lib/catalog';
import { collectionQueryOptions } from '../../features/collections/api/collections';
import type { RouteLoader } from '../route-loader';

export const loader: RouteLoader = ({ client, queryClient }) => ({ params }) => queryClient.prefetchQuery(collectionQueryOptions(createCatalogAdmin(client), params.id ?? ''));

export function Component() {
  const id = useParams().id ?? '';
  return <CollectionEdit key={id} id={id} listHref={paths.collections.href()} />;
}
