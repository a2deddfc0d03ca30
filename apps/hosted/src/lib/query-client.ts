import { QueryClient } from '@tanstack/react-query';
import { isRetryable } from '@vitrine/react';

/**
 * The one query client. Catalogue data changes rarely while a shopper browses, so it stays fresh
 * for a minute; errors the shopper caused (404, 400) are not retried, since trying again cannot help.
 */
export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => failureCount < 2 && isRetryable(error),
      },
    },
  });
}
