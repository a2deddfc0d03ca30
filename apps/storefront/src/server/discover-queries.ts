import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderToPipeableStream, renderToStaticMarkup, type PipeableStream } from 'react-dom/server';

/** A query a rendered component asked for that has neither data nor a fetch under way. */
function waiting(query: Query): boolean {
  const { enabled, queryFn } = query.options as { enabled?: boolean | ((query: Query) => boolean); queryFn?: unknown };
  const isEnabled = typeof enabled === 'function' ? enabled(query) : enabled !== false;
  return query.state.status === 'pending' && query.state.fetchStatus === 'idle' && isEnabled && typeof queryFn === 'function';
}

export interface CompleteRender {
  /** The page's element, rendered and not yet sent: `pipe` it, or `abort` it (a 304 needs no body). */
  stream: PipeableStream;
  /** The part rendered once as plain HTML (the footer, static-footer.tsx). */
  staticHtml: string;
  /** Queries the render asked for that were not in the cache yet, fetched before the last render. */
  discovered: QueryKey[];
}

/**
 * Renders the page with the data in `queryClient` (route-data.ts has started what the address
 * says the page needs). On the server `useQuery` registers its query without fetching it, so a
 * render that asked for a query nobody fetched is thrown away: the query is fetched and the page
 * rendered again (a query may depend on another's answer), until a render asks for nothing new.
 * Pages need no separate list of their data to be right, only to be fast. Errors stay in the cache:
 * the page renders them (a 404 is the not-found page). `ignore` names queries the page must render
 * without (a public page's shopper queries). Errors React reports are passed on for the kept render only.
 */
export async function renderWithData(
  queryClient: QueryClient,
  page: { app: ReactElement; staticPart: ReactElement },
  options: { ignore: (queryKey: QueryKey) => boolean; onError: (error: unknown) => void; maxPasses?: number },
): Promise<CompleteRender> {
  const discovered: QueryKey[] = [];
  for (let pass = 1; ; pass += 1) {
    const staticHtml = renderToStaticMarkup(page.staticPart);
    const errors: unknown[] = [];
    let stream: PipeableStream | undefined;
    await new Promise<void>((resolve, reject) => {
      stream = renderToPipeableStream(page.app, { onAllReady: resolve, onShellError: reject, onError: (error) => void errors.push(error) });
    });
    const missing = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => waiting(query) && !options.ignore(query.queryKey));
    if (missing.length === 0 || pass >= (options.maxPasses ?? 5)) {
      errors.forEach(options.onError);
      return { stream: stream!, staticHtml, discovered };
    }
    stream!.abort();
    discovered.push(...missing.map((query) => query.queryKey));
    await Promise.all(missing.map((query) => queryClient.prefetchQuery({ ...query.options, queryKey: query.queryKey })));
  }
}
