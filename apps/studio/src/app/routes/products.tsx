import { paths } from '../../config/paths';
import { ProductList } from '../../features/products/product-list/product-list';
import { createCatalogAdmin } from '../../lib/catalog';
import { productListQueryOptions } from '../../features/products/api/products';
import { readListState, toProductQuery } from '../../features/products/product-list/list-query';
import { loadOnEnter, searchOf, type RouteLoader } from '../route-loader';

export const loader: RouteLoader = ({ client, queryClient }) => (args) =>
  queryClient.prefetchQuery(productListQueryOptions(createCatalogAdmin(client), toProductQuery(readListState(searchOf(args)))));

export const shouldRevalidate = loadOnEnter;

export function Component() {
  return <ProductList createHref={paths.productCreate.href()} editHref={paths.productEdit.href} bulkEditHref={paths.bulkEdit.href} />;
}
