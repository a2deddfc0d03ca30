import type { QueryClient } from '@tanstack/react-query';
import { createAppQueryClient as createQueryClient } from '@vitrine/app-kit/query-client';

/**
 * The query client: one per page load in the browser, one per request on the server. Catalogue
 * data changes rarely while a shopper browses, so it stays fresh for a minute (the server's answers
 * are fresh when the page hydrates, so they are not fetched again). The server does not retry at
 * all: the page would wait, and the browser retries what failed. A failed query is not fetched
 * again just because a page shows it (`retryOnMount: false`): the server rendered the failure (a
 * 404 page), the browser must hydrate the same, and every error state offers "Try again".
 */
export function createAppQueryClient({ server = false }: { server?: boolean } = {}): QueryClient {
  return createQueryClient({ staleTime: 60_000, server, retryOnMount: false });
}
