import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Notice } from '../../../components/ui/notice';
import { useTrackingFields, type TrackingInput } from './tracking-fields';

/** The carrier and tracking of one fulfilment, added after it was sent or corrected. */
export function TrackingDialog({
  title,
  initial,
  busy,
  failure,
  onCancel,
  onSave,
}: {
  title: string;
  initial?: TrackingInput;
  busy: boolean;
  failure?: string;
  onCancel(): void;
  onSave(tracking: TrackingInput): void;
}) {
  const tracking = useTrackingFields(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const save = () => {
    const typed = tracking.read();
    if (typed.problem) return setProblem(typed.problem);
    if (!typed.tracking) return setProblem('Enter a carrier, a tracking number or a tracking link.');
    setProblem(null);
    onSave(typed.tracking);
  };
  return (
    <ConfirmDialog open title={title} confirmLabel="Save tracking" busy={busy} onCancel={onCancel} onConfirm={save}>
      {(problem ?? failure) && <Notice tone="error">{problem ?? failure}</Notice>}
      {tracking.fields}
    </ConfirmDialog>
  );
}
