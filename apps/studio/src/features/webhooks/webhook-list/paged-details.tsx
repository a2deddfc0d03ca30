import { errorMessage } from '@vitrine/react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState, ErrorState, Loading } from '@vitrine/app-kit/states';

/** The parts of an infinite query this section shows. */
interface PagedQuery {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  refetch(): unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage(): unknown;
}

export interface PagedDetailsProps {
  summary: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  query: PagedQuery;
  empty: boolean;
  emptyTitle: string;
  loadingLabel: string;
  moreLabel: string;
  /** Shown above the list once open (filters). */
  controls?: ReactNode;
  /** The list itself, rendered once a page has loaded and is not empty. */
  children: ReactNode;
}

/**
 * A collapsed section whose list loads only when opened (the caller enables its query on `open`),
 * with loading, error and empty states and a button for the next page.
 */
export function PagedDetails({ summary, open, onOpenChange, query, empty, emptyTitle, loadingLabel, moreLabel, controls, children }: PagedDetailsProps) {
  return (
    <details onToggle={(e) => onOpenChange((e.target as HTMLDetailsElement).open)}>
      <summary>{summary}</summary>
      {open && controls}
      {!open ? null : query.isPending ? (
        <Loading label={loadingLabel} />
      ) : query.isError ? (
        <ErrorState message={errorMessage(query.error!)} onRetry={() => query.refetch()} />
      ) : empty ? (
        <EmptyState title={emptyTitle} />
      ) : (
        <>
          {children}
          {query.hasNextPage && (
            <Button busy={query.isFetchingNextPage} onClick={() => query.fetchNextPage()}>
              {moreLabel}
            </Button>
          )}
        </>
      )}
    </details>
  );
}
