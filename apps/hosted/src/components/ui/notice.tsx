import type { ReactNode } from 'react';

/** A success note, announced when it appears. */
export function Notice({ children }: { children: ReactNode }) {
  return (
    <p className="notice" role="status">
      {children}
    </p>
  );
}
