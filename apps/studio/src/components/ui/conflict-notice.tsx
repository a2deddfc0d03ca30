import { isApplicationError } from '@vitrine/sdk';
import { Button } from './button';
import { formatDateTime } from './dates';
import { Notice } from './notice';

/** The platform refused a save (409 `REVISION_MISMATCH`) because someone else saved the same record after the form read it. */
export const isRevisionConflict = (error: unknown) => isApplicationError(error) && error.code === 'REVISION_MISMATCH';

/**
 * What a form shows when its save met someone else's: what happened (the platform's message, or a
 * catalogue page's own with the time the record was saved, `changedAt`) and the editor's two ways
 * on, so neither save is lost without the editor choosing it; `busy` while the save over theirs runs.
 */
export function ConflictNotice({ message, changedAt, busy, onLoadTheirs, onSaveMine }: { message: string; changedAt?: string; busy?: boolean; onLoadTheirs(): void; onSaveMine(): void }) {
  return (
    <Notice tone="warning">
      <p>
        <strong>{message}</strong>
        {changedAt && ` (at ${formatDateTime(changedAt)}).`} Your changes are not saved yet.
      </p>
      <div className="actions">
        <Button onClick={onLoadTheirs} disabled={busy}>
          Discard mine and load theirs
        </Button>
        <Button variant="primary" busy={busy} onClick={onSaveMine}>
          Save mine over theirs
        </Button>
      </div>
    </Notice>
  );
}
