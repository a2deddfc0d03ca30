import { Link } from 'react-router';
import { Button } from './button';

export interface FormActionsProps {
  submitLabel: string;
  /** The save is running: the submit button shows it and cannot be pressed again. */
  busy?: boolean;
  disabled?: boolean;
  /** Where leaving without saving goes. */
  cancelHref: string;
  cancelLabel?: string;
}

/** A form's closing row: submit, and a link away that leaves the form unsaved. */
export function FormActions({ submitLabel, busy, disabled, cancelHref, cancelLabel = 'Cancel' }: FormActionsProps) {
  return (
    <div className="actions">
      <Button type="submit" variant="primary" busy={busy} disabled={disabled}>
        {submitLabel}
      </Button>
      <Link className="btn" to={cancelHref}>
        {cancelLabel}
      </Link>
    </div>
  );
}
