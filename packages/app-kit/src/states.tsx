import type { ReactNode } from 'react';

/**
 * What a view shows while its data loads, when there is nothing, and when a load failed: the same
 * in every app, each styled by the app's own `.state` rules. Titles are headings, so a screen
 * reader's heading list finds the state of the page.
 */

/** A polite loading note: screen readers hear it, sighted users see a spinner beside it. */
export function Loading({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="state state-loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      {label}
    </div>
  );
}

/** Nothing here yet, with the next step as `children`. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="state state-empty">
      <h2 className="state-title">{title}</h2>
      {children}
    </div>
  );
}

/** A failed load: what happened, a way to try again (`onRetry`), and any other way out as `children`. */
export function ErrorState({ title = 'Something went wrong', message, onRetry, children }: { title?: string; message?: string; onRetry?: () => void; children?: ReactNode }) {
  return (
    <div className="state state-error" role="alert">
      <h2 className="state-title">{title}</h2>
      {message ? <p>{message}</p> : null}
      {onRetry ? (
        <button type="button" className="button" onClick={onRetry}>
          Try again
        </button>
      ) : null}
      {children}
    </div>
  );
}
