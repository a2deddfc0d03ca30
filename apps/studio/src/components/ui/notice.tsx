import type { ReactNode } from 'react';

/** A short message after an action (saved, failed), announced to screen readers. */
export function Notice({ tone = 'info', children }: { tone?: 'info' | 'success' | 'error' | 'warning'; children: ReactNode }) {
  return (
    <div className={`notice notice-${tone}`} role={tone === 'error' || tone === 'warning' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
