import { isApplicationError } from '@vitrine/sdk';
import { Button } from './button';
import { formatDateTime } from './dates';
import { Notice } from './notice';

/** The platform refused a save (409 `REVISION_MISMATCH`) because someone else saved the same record after the form read it. */
export const isRevisionConflict = (error: unknown) => isApplicationError(error) && error.code === 'REVISION_MISMATCH';

/**
 * What a form shows when its save met someone else's: the platform's message and the editor's
 * two ways on, so neither save is lost without the editor choosing it.
 */
export function ConflictNotice({ message, busy, onLoadTheirs, onSaveMine }: { message: string; busy?: boolean; onLoadTheirs(): void; onSaveMine(): void }) {
  return (
    <Notice tone="warning">
      <p>
        <strong>{message}</strong> Your changes are not saved yet.
      </p>
      <div className="actions">
        <Button onClick={onLoadTheirs} disabled={busy}>
          Discard mine and load theirs
        </Button>
        <Button variant="danger" onClick={onSaveMine} disabled={busy}>
          Save mine over theirs
        </Button>
      </div>
    </Notice>
  );
}

/**
 * What a catalogue edit page shows when its save met someone else's: what was changed and when
 * (the record as saved now), and the editor's two ways on; `busy` while the save over theirs runs.
 */
export function EditConflictNotice({ noun, changedAt, busy, onLoadTheirs, onSaveMine }: { noun: string; changedAt: string; busy?: boolean; onLoadTheirs(): void; onSaveMine(): void }) {
  return (
    <Notice tone="warning">
      <p>
        <strong>Someone else changed this {noun} first</strong> (at {formatDateTime(changedAt)}). Your changes are not saved yet.
      </p>
      <div className="actions">
        <Button onClick={onLoadTheirs}>Discard mine and load theirs</Button>
        <Button variant="primary" busy={busy} onClick={onSaveMine}>
          Save mine over theirs
        </Button>
      </div>
    </Notice>
  );
}
