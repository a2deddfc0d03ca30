import { useState, type ReactNode } from 'react';
import { Options } from '@vitrine/app-kit/options';
import { Button } from './button';
import { DataTable } from './data-table';

/**
 * A table of editable rows for the settings lists (tax regions, shipping options, pickup points,
 * discounts, memberships). Columns say how a value shows and parses; every input is named
 * "<column> <row number>" ("Rate 2") so a screen reader, and a test, can tell cells apart.
 */
export type Column =
  | { key: string; label: string; type: 'text' | 'amount'; required?: boolean; placeholder?: string }
  | { key: string; label: string; type: 'number' }
  | { key: string; label: string; type: 'select'; options: ReadonlyArray<{ value: string; label: string }> }
  | { key: string; label: string; type: 'checkbox' }
  /** An ISO instant edited in the merchant's local time. */
  | { key: string; label: string; type: 'datetime' }
  /** A string list typed comma-separated ("US, CA"). */
  | { key: string; label: string; type: 'list'; upper?: boolean }
  /** A cell the caller draws (a picker), given the same name, value and change handler as the others. */
  | { key: string; label: string; type: 'custom'; render(cell: CellProps): ReactNode };

/** What every cell gets: its accessible name ("Products 2"), its value, and how to change it. */
export interface CellProps {
  label: string;
  value: unknown;
  onChange(value: unknown): void;
}

export type Row = Record<string, unknown>;

export interface RowsEditorProps {
  caption: string;
  columns: Column[];
  rows: Row[];
  onChange(rows: Row[]): void;
  newRow(): Row;
  /** What one row is called in "Add tax region", "Remove tax region 2". */
  noun: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** ISO → the `datetime-local` input's own format, in local time. */
export function toLocalInput(iso: unknown): string {
  if (typeof iso !== 'string' || !iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function RowsEditor({ caption, columns, rows, onChange, newRow, noun }: RowsEditorProps) {
  const set = (index: number, key: string, value: unknown) =>
    onChange(rows.map((row, i) => (i === index ? Object.fromEntries(Object.entries({ ...row, [key]: value }).filter(([, v]) => v !== undefined)) : row)));
  return (
    <div>
      <div style={{ overflowX: 'auto' }}>
        <DataTable caption={caption} columns={[...columns.map((column) => column.label), { label: <span className="visually-hidden">Remove</span> }]}>
          {rows.length === 0 && (
            <tr>
              <td colSpan={columns.length + 1} className="field-hint">
                None yet.
              </td>
            </tr>
          )}
          {rows.map((row, index) => (
            <tr key={index}>
              {columns.map((column) => (
                <td key={column.key}>
                  <Cell column={column} label={`${column.label} ${index + 1}`} value={row[column.key]} onChange={(value) => set(index, column.key, value)} />
                </td>
              ))}
              <td>
                <Button className="btn-small" variant="ghost" onClick={() => onChange(rows.filter((_, i) => i !== index))} aria-label={`Remove ${noun} ${index + 1}`}>
                  Remove
                </Button>
              </td>
            </tr>
          ))}
        </DataTable>
      </div>
      <p>
        <Button className="btn-small" onClick={() => onChange([...rows, newRow()])}>
          Add {noun}
        </Button>
      </p>
    </div>
  );
}

function Cell({ column, label, value, onChange }: { column: Column; label: string; value: unknown; onChange(value: unknown): void }) {
  switch (column.type) {
    case 'checkbox':
      return <input type="checkbox" aria-label={label} checked={value === true} onChange={(e) => onChange(e.target.checked)} />;
    case 'select':
      return (
        <select aria-label={label} value={String(value ?? '')} onChange={(e) => onChange(e.target.value || undefined)}>
          <Options options={column.options} />
        </select>
      );
    case 'number':
      return <NumberCell label={label} value={value} onChange={onChange} />;
    case 'datetime':
      return <input type="datetime-local" aria-label={label} value={toLocalInput(value)} onChange={(e) => onChange(e.target.value ? new Date(e.target.value).toISOString() : undefined)} />;
    case 'list':
      return <ListCell label={label} value={value} upper={column.upper} onChange={onChange} />;
    case 'custom':
      return <>{column.render({ label, value, onChange })}</>;
    default:
      return (
        <input
          aria-label={label}
          inputMode={column.type === 'amount' ? 'decimal' : undefined}
          placeholder={column.placeholder ?? (column.type === 'amount' ? '0.00' : undefined)}
          required={column.required}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
        />
      );
  }
}

/** Keeps what is typed ("8." on the way to "8.5") and hands on the number once it reads as one. */
function NumberCell({ label, value, onChange }: { label: string; value: unknown; onChange(value: unknown): void }) {
  const [text, setText] = useState(value === undefined || value === null ? '' : String(value));
  return (
    <input
      aria-label={label}
      inputMode="decimal"
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        const trimmed = e.target.value.trim().replace(',', '.');
        onChange(trimmed === '' ? undefined : Number.isFinite(Number(trimmed)) ? Number(trimmed) : trimmed);
      }}
    />
  );
}

/** Keeps the typed text ("US, ") and hands on the list it names. */
function ListCell({ label, value, upper, onChange }: { label: string; value: unknown; upper?: boolean; onChange(value: unknown): void }) {
  const [text, setText] = useState(Array.isArray(value) ? value.join(', ') : '');
  return (
    <input
      aria-label={label}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        const items = e.target.value
          .split(',')
          .map((item) => (upper ? item.trim().toUpperCase() : item.trim()))
          .filter(Boolean);
        onChange(items);
      }}
    />
  );
}
