import type { ReactNode } from 'react';

/** A polite loading note: screen readers hear it, sighted users see a spinner beside it. */
export function Loading({ label = 'Loading…' }: { label?: string }) {
  return (
    <p className="state state-loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      {label}
    </p>
  );
}

export function ErrorState({ title = 'Something went wrong', message, children }: { title?: string; message?: string; children?: ReactNode }) {
  return (
    <div className="state state-error" role="alert">
      <h2>{title}</h2>
      {message ? <p>{message}</p> : null}
      {children}
    </div>
  );
}

/** An error of a form submission, announced when it appears. */
export function FormError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p className="form-error" role="alert">
      {message}
    </p>
  );
}

/** A success note, announced when it appears. */
export function Notice({ children }: { children: ReactNode }) {
  return (
    <p className="notice" role="status">
      {children}
    </p>
  );
}
