import { Button } from './button';

export interface PaginationProps {
  offset: number;
  limit: number;
  total: number;
  onChange(offset: number): void;
  /** Names the list in the navigation's label ("Products pages"). */
  label: string;
}

/** Previous / next over offset paging, with the range shown ("51–100 of 230"). */
export function Pagination({ offset, limit, total, onChange, label }: PaginationProps) {
  if (total <= limit && offset === 0) return null;
  const first = total === 0 ? 0 : offset + 1;
  const last = Math.min(offset + limit, total);
  return (
    <nav className="pagination" aria-label={`${label} pages`}>
      <span aria-live="polite">
        {first}–{last} of {total}
      </span>
      <Button onClick={() => onChange(Math.max(0, offset - limit))} disabled={offset === 0}>
        Previous page
      </Button>
      <Button onClick={() => onChange(offset + limit)} disabled={offset + limit >= total}>
        Next page
      </Button>
    </nav>
  );
}
