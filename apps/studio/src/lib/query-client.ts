import { QueryClient } from '@tanstack/react-query';
import { isRetryable } from '@vitrine/react';

/**
 * The one query client. Merchants edit what they look at, so data is fresh for only a few
 * seconds; errors they caused (404, 400, 403) are not retried, since trying again cannot help.
 */
export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => failureCount < 2 && isRetryable(error),
      },
      mutations: { retry: false },
    },
  });
}
