import type { QueryClient } from '@tanstack/react-query';
import {
  collectionBySlugQueryOptions,
  collectionsQueryOptions,
  currentCartQueryOptions,
  memberSessionQueryOptions,
  optionsAvailabilityQueryOptions,
  productBySlugQueryOptions,
  productsQueryOptions,
  type Collection,
} from '@vitrine/react';
import { decodePath, pathPattern, paths } from '../config/paths';
import { newArrivals } from '../features/catalogue/utils/new-arrivals';
import { relatedProductsQuery } from '../features/catalogue/components/related-products';
import { readSearch, toProductQuery } from '../features/catalogue/hooks/catalogue-search';
import { homeCollection } from '../features/product/utils/home-collection';
import { allCollections } from '../lib/all-collections';
import type { StoreClient } from '../lib/sdk';

/**
 * The queries a page's address tells us it needs, started before rendering, each as soon as what it
 * depends on is known (a product's availability and its collection's products once the product is
 * there), so the server renders the page once instead of rendering to find out what it asks for,
 * fetching, and rendering again, round after round. The queries are the pages' own (the same
 * options and inputs, imported from them); whatever this table misses, a render still finds and
 * fetches (discover-queries.ts), so a page missing here is slower, never wrong.
 */
interface RouteContext {
  queryClient: QueryClient;
  client: StoreClient;
  params: Record<string, string>;
  search: URLSearchParams;
  /** Every collection (the footer's list, and a product's breadcrumbs and related products). */
  collections: Promise<Collection[] | undefined>;
}

type RouteLoader = (context: RouteContext) => Promise<unknown>;

/** A query's data, or undefined when it failed: the failure stays in the cache for the page to render (a 404). */
const settled = <T>(promise: Promise<T>) => promise.catch(() => undefined);

const routeLoaders: Array<[pattern: string, load: RouteLoader]> = [
  [paths.home.path, ({ queryClient, client }) => settled(queryClient.fetchQuery(productsQueryOptions(client, newArrivals)))],
  [paths.catalogue.path, ({ queryClient, client, search }) => settled(queryClient.fetchQuery(productsQueryOptions(client, toProductQuery(readSearch(search)))))],
  [
    paths.collection.path,
    async ({ queryClient, client, params, search }) => {
      const collection = await settled(queryClient.fetchQuery(collectionBySlugQueryOptions(client, params.slug ?? '')));
      if (collection) await settled(queryClient.fetchQuery(productsQueryOptions(client, toProductQuery(readSearch(search), collection.id))));
    },
  ],
  [
    paths.product.path,
    async ({ queryClient, client, params, collections }) => {
      const product = settled(queryClient.fetchQuery(productBySlugQueryOptions(client, params.slug ?? '')));
      await Promise.all([
        // The options as first shown: nothing chosen yet.
        product.then((found) => found && settled(queryClient.fetchQuery(optionsAvailabilityQueryOptions(client, found.id, {})))),
        Promise.all([product, collections]).then(([found, all]) => {
          const collection = found && homeCollection(found, all);
          return collection && settled(queryClient.fetchQuery(productsQueryOptions(client, relatedProductsQuery(collection.id))));
        }),
      ]);
    },
  ],
];

/** The table's patterns, compiled once when the server loads, with their `:name` parts in order. */
const compiledLoaders = routeLoaders.map(([pattern, load]) => ({ regex: pathPattern(pattern), names: (pattern.match(/:[^/]+/g) ?? []).map((part) => part.slice(1)), load }));

/**
 * Fetches into `queryClient` what the page at `url` shows: the layout's (every collection for the
 * footer; for a shopper, their session and cart) and the page's own from the table above.
 * `shopper` is false for a public page, whose HTML holds nobody's session or cart. Answers whether
 * the table has the page: a page it has should need no query it did not start.
 */
export async function prefetchRouteData(queryClient: QueryClient, client: StoreClient, url: string, { shopper }: { shopper: boolean }): Promise<boolean> {
  const [pathname = '/', query = ''] = url.split('?');
  const collections = settled(queryClient.fetchQuery(collectionsQueryOptions(client, allCollections)));
  const started: Array<Promise<unknown>> = [collections];
  if (shopper) started.push(settled(queryClient.fetchQuery(memberSessionQueryOptions(client))), settled(queryClient.fetchQuery(currentCartQueryOptions(client))));
  const path = decodePath(pathname);
  let planned = false;
  for (const { regex, names, load } of compiledLoaders) {
    const match = regex.exec(path);
    if (!match) continue;
    const params = Object.fromEntries(names.map((name, index) => [name, match[index + 1] ?? '']));
    started.push(load({ queryClient, client, params, search: new URLSearchParams(decodePath(query)), collections }));
    planned = true;
    break;
  }
  await Promise.all(started);
  return planned;
}
