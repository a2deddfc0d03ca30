import type { ReactNode } from 'react';
import { ConfirmDialog } from './confirm-dialog';

/** The part of a mutation the dialog drives: it is called with the subject's id. */
export interface RemovalMutation {
  isPending: boolean;
  mutate(id: string, options: { onSettled(): void }): void;
}

export interface ConfirmRemovalProps {
  /** What is about to be removed; the dialog is open while there is one. */
  subject: { id: string; name: string } | null;
  /** Starts the title: "Delete “Summer”?". */
  verb?: string;
  confirmLabel: string;
  mutation: RemovalMutation;
  /** Called on cancel and once the mutation has settled, either way (its error is the caller's to show). */
  onClose(): void;
  /** What the removal means for the merchant. */
  children: ReactNode;
}

/** Asks before a destructive, irreversible action on a named thing, then runs it and closes. */
export function ConfirmRemoval({ subject, verb = 'Delete', confirmLabel, mutation, onClose, children }: ConfirmRemovalProps) {
  return (
    <ConfirmDialog
      open={subject !== null}
      title={`${verb} “${subject?.name ?? ''}”?`}
      confirmLabel={confirmLabel}
      destructive
      busy={mutation.isPending}
      onCancel={onClose}
      onConfirm={() => subject && mutation.mutate(subject.id, { onSettled: onClose })}
    >
      {children}
    </ConfirmDialog>
  );
}
