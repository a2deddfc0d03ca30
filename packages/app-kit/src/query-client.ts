import { QueryClient } from '@tanstack/react-query';
import { isRetryable } from '@vitrine/react';

export interface AppQueryClientOptions {
  /** How long an answer counts as fresh: a minute for shoppers, seconds for merchants who edit what they see. */
  staleTime: number;
  /** On the server a page would wait for a retry; the browser retries what failed instead. */
  server?: boolean;
  /**
   * Whether a failed query is fetched again because a page shows it. The storefront says no: the
   * server rendered the failure, the browser must hydrate the same, and every error offers "Try again".
   */
  retryOnMount?: boolean;
  /** Whether a failed mutation is sent again (the studio never repeats a write the merchant did not ask for twice). */
  retryMutations?: boolean;
}

/**
 * The apps' query client. Errors the user caused (400, 403, 404) are not retried, since trying
 * again cannot help; others are retried twice. Refocusing the window does not refetch: the apps
 * refetch after their own writes.
 */
export function createAppQueryClient({ staleTime, server = false, retryOnMount, retryMutations }: AppQueryClientOptions): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime,
        refetchOnWindowFocus: false,
        ...(retryOnMount === undefined ? {} : { retryOnMount }),
        retry: server ? false : (failureCount, error) => failureCount < 2 && isRetryable(error),
      },
      ...(retryMutations === undefined ? {} : { mutations: { retry: retryMutations } }),
    },
  });
}
