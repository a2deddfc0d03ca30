import type { Query, QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';

/** A query a rendered component asked for that has neither data nor a fetch under way. */
function waiting(query: Query): boolean {
  const { enabled, queryFn } = query.options as { enabled?: boolean | ((query: Query) => boolean); queryFn?: unknown };
  const isEnabled = typeof enabled === 'function' ? enabled(query) : enabled !== false;
  return query.state.status === 'pending' && query.state.fetchStatus === 'idle' && isEnabled && typeof queryFn === 'function';
}

/**
 * Fills `queryClient` with every query the page uses. On the server `useQuery` registers its
 * query without fetching it, so: render, fetch what the render asked for, render again (a query
 * may depend on another's answer, as a collection's products on the collection), until a render
 * asks for nothing new. Pages need no separate list of their data, so the list cannot drift from
 * what they show. Errors stay in the cache: the page renders them (a 404 is the not-found page).
 */
export async function discoverQueries(queryClient: QueryClient, app: ReactElement, maxPasses = 5): Promise<void> {
  for (let pass = 0; pass < maxPasses; pass += 1) {
    renderToString(app);
    const queries = queryClient.getQueryCache().getAll().filter(waiting);
    if (queries.length === 0) return;
    await Promise.all(queries.map((query) => queryClient.prefetchQuery({ ...query.options, queryKey: query.queryKey })));
  }
}
