import { productsQueryOptions } from '@vitrine/react';
import type { LoaderFunctionArgs } from 'react-router';
import { readSearch, toProductQuery } from '../../features/catalogue/hooks/catalogue-search';
import { CatalogueView } from '../../features/catalogue/components/catalogue-view';
import type { LoaderDeps } from '../router';

export const loader =
  ({ queryClient, client }: LoaderDeps) =>
  ({ request }: LoaderFunctionArgs) => {
    void queryClient.prefetchQuery(productsQueryOptions(client, toProductQuery(readSearch(new URL(request.url).searchParams))));
    return null;
  };

export function Component() {
  return <CatalogueView title="Shop" />;
}
