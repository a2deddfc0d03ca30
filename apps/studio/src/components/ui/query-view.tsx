import { errorMessage } from '@vitrine/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorState, Loading } from '@vitrine/app-kit/states';

export interface QueryViewProps<T> {
  query: UseQueryResult<T>;
  /** Announced while the first load runs ("Loading members…"). */
  loadingLabel: string;
  /** Whether the loaded data has nothing to show; `empty` is shown then. */
  isEmpty?(data: T): boolean;
  /** Usually an `EmptyState` with the next step. */
  empty?: ReactNode;
  children(data: T): ReactNode;
}

/**
 * The four faces of a loaded view, in the order every list checks them: loading, failed (with a
 * retry), nothing there, and the data itself.
 */
export function QueryView<T>({ query, loadingLabel, isEmpty, empty, children }: QueryViewProps<T>) {
  if (query.isPending) return <Loading label={loadingLabel} />;
  if (query.isError) return <ErrorState message={errorMessage(query.error)} onRetry={() => query.refetch()} />;
  if (isEmpty?.(query.data)) return <>{empty}</>;
  return <>{children(query.data)}</>;
}
