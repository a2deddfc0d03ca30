import type { ReactNode } from 'react';

/** A column heading; `numeric` gives it the app's `num` class, to sit over figures. */
export interface TableColumn {
  label: ReactNode;
  numeric?: boolean;
}

export interface TableProps {
  /** Names the table for screen readers (hidden from sight unless `showCaption`). */
  caption: ReactNode;
  showCaption?: boolean;
  columns: ReadonlyArray<TableColumn | string>;
  /** Adds a last column, headed "Actions" for screen readers only, for each row's buttons. */
  actions?: boolean;
  /** Marks the table busy while newer rows load (rendered as-is into `aria-busy`). */
  busy?: boolean;
  className?: string;
  /** The rows (`<tr>` elements). */
  children: ReactNode;
}

/**
 * A table as every app writes one: a caption, column headings with their scope (so a screen
 * reader names each cell's column), and the rows the caller renders. Each app styles it.
 */
export function Table({ caption, showCaption = false, columns, actions = false, busy, className, children }: TableProps) {
  return (
    <table className={className} aria-busy={busy}>
      <caption className={showCaption ? undefined : 'visually-hidden'}>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column, index) => {
            const { label, numeric } = typeof column === 'string' ? { label: column, numeric: false } : column;
            return (
              <th key={index} scope="col" className={numeric ? 'num' : undefined}>
                {label}
              </th>
            );
          })}
          {actions && (
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          )}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
