import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, ShouldRevalidateFunction } from 'react-router';
import type { AppClient } from '../lib/sdk';

/** What a route's loader has to fetch with: the signed-in client and the query cache the page reads. */
export interface LoaderContext {
  client: AppClient;
  queryClient: QueryClient;
}

/**
 * A route module's `loader(context)`: fetches into the query cache, before the page shows, what the
 * page reads with the same `*QueryOptions`, so it renders with its data instead of a spinner. It
 * prefetches (`prefetchQuery`), which never throws: a failed read still shows in the page's own
 * error state, with its "Try again", as before there were loaders.
 */
export type RouteLoader = (context: LoaderContext) => (args: LoaderFunctionArgs) => Promise<unknown>;

/**
 * For pages whose table state lives in the URL: a new search on the same page is the page's own
 * business (its query keeps the previous rows while the next load runs), so the loader runs only
 * when the page is entered.
 */
export const loadOnEnter: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;

/** The URL's query string, as a list page's loader reads it. */
export const searchOf = (args: LoaderFunctionArgs) => new URL(args.request.url).searchParams;
