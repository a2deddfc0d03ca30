import { QueryClient } from '@tanstack/react-query';
import { isRetryable } from '@vitrine/react';

/**
 * The query client: one per page load in the browser, one per request on the server. Catalogue
 * data changes rarely while a shopper browses, so it stays fresh for a minute (the server's answers
 * are fresh when the page hydrates, so they are not fetched again); errors the shopper caused
 * (404, 400) are not retried, since trying again cannot help. The server does not retry at all:
 * the page would wait, and the browser retries what failed. A failed query is not fetched again
 * just because a page shows it (`retryOnMount: false`): the server rendered the failure (a 404
 * page), the browser must hydrate the same, and every error state offers "Try again".
 */
export function createAppQueryClient({ server = false }: { server?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retryOnMount: false,
        retry: server ? false : (failureCount, error) => failureCount < 2 && isRetryable(error),
      },
    },
  });
}
