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
import { pageCount, readSearch, toProductQuery } from '../features/catalogue/hooks/catalogue-search';
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

/** What a loader found that the page cannot show: a catalogue page past the last, answered by the last. */
interface RouteVerdict {
  /** The query string (without `?`, empty for the defaults) of the page to show instead. */
  searchInstead?: string;
}

type RouteLoader = (context: RouteContext) => Promise<RouteVerdict | void>;

/** A query's data, or undefined when it failed: the failure stays in the cache for the page to render (a 404). */
const settled = <T>(promise: Promise<T>) => promise.catch(() => undefined);

const routeLoaders: Array<[pattern: string, load: RouteLoader]> = [
  [
    paths.home.path,
    async ({ queryClient, client }) => {
      await settled(queryClient.fetchQuery(productsQueryOptions(client, newArrivals)));
    },
  ],
  [paths.catalogue.path, ({ queryClient, client, search }) => catalogueProducts(queryClient, client, search)],
  [
    paths.collection.path,
    async ({ queryClient, client, params, search }) => {
      const collection = await settled(queryClient.fetchQuery(collectionBySlugQueryOptions(client, params.slug ?? '')));
      if (collection) return catalogueProducts(queryClient, client, search, collection.id);
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

/**
 * A catalogue page's products. An address past the last page (an old link, a typed `?page=99`)
 * would show an empty page numbered beyond the count, so it is sent to the last page instead:
 * decided here, on the server, where it costs the shopper's download nothing.
 */
async function catalogueProducts(queryClient: QueryClient, client: StoreClient, params: URLSearchParams, collectionId?: string): Promise<RouteVerdict | void> {
  const search = readSearch(params);
  const found = await settled(queryClient.fetchQuery(productsQueryOptions(client, toProductQuery(search, collectionId))));
  // A count the platform stopped short of (tooManyToCount) is no last page.
  const total = found && !found.metadata?.tooManyToCount ? (found.totalResults ?? found.metadata?.items) : undefined;
  const last = total === undefined ? undefined : pageCount(total);
  if (last === undefined || search.page <= last) return;
  // The address as it came (a campaign's utm_* too), but for its page.
  const instead = new URLSearchParams(params);
  if (last > 1) instead.set('page', String(last));
  else instead.delete('page');
  return { searchInstead: instead.toString() };
}

/** The table's patterns, compiled once when the server loads, with their `:name` parts in order. */
const compiledLoaders = routeLoaders.map(([pattern, load]) => ({ regex: pathPattern(pattern), names: (pattern.match(/:[^/]+/g) ?? []).map((part) => part.slice(1)), load }));

/**
 * Fetches into `queryClient` what the page at `url` shows: the layout's (every collection for the
 * footer; for a shopper, their session and cart) and the page's own from the table above.
 * `shopper` is false for a public page, whose HTML holds nobody's session or cart. Answers whether
 * the table has the page (a page it has should need no query it did not start), and where to send
 * the shopper instead when the page cannot be shown as asked.
 */
export async function prefetchRouteData(
  queryClient: QueryClient,
  client: StoreClient,
  url: string,
  { shopper }: { shopper: boolean },
): Promise<{ planned: boolean; redirectTo?: string }> {
  const [pathname = '/', query = ''] = url.split('?');
  const collections = settled(queryClient.fetchQuery(collectionsQueryOptions(client, allCollections)));
  const started: Array<Promise<unknown>> = [collections];
  if (shopper) started.push(settled(queryClient.fetchQuery(memberSessionQueryOptions(client))), settled(queryClient.fetchQuery(currentCartQueryOptions(client))));
  const path = decodePath(pathname);
  let page: Promise<RouteVerdict | void> | undefined;
  for (const { regex, names, load } of compiledLoaders) {
    const match = regex.exec(path);
    if (!match) continue;
    const params = Object.fromEntries(names.map((name, index) => [name, match[index + 1] ?? '']));
    page = load({ queryClient, client, params, search: new URLSearchParams(decodePath(query)), collections });
    break;
  }
  const [verdict] = await Promise.all([page, ...started]);
  // The path is one the table matched (it starts with one of the store's own paths), so the address stays on this site.
  const instead = verdict?.searchInstead;
  return { planned: page !== undefined, redirectTo: instead === undefined ? undefined : pathname + (instead ? `?${instead}` : '') };
}
