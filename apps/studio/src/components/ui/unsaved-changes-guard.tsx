import { useEffect } from 'react';
import { useBeforeUnload, useBlocker } from 'react-router';
import { ConfirmDialog } from './confirm-dialog';

/**
 * Asks before unsaved edits are lost: on a link inside the studio (a dialog) and on closing or
 * reloading the tab (the browser's own prompt). Render it in a form with `when` = has changes.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname);
  useBeforeUnload(
    (event) => {
      if (when) event.preventDefault();
    },
    { capture: true },
  );
  // A save that clears `when` while the dialog is up lets the navigation through.
  useEffect(() => {
    if (blocker.state === 'blocked' && !when) blocker.proceed();
  }, [blocker, when]);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title="Leave without saving?"
      confirmLabel="Leave and discard changes"
      destructive
      onCancel={() => blocker.reset?.()}
      onConfirm={() => blocker.proceed?.()}
    >
      <p>Your changes on this page are not saved yet.</p>
    </ConfirmDialog>
  );
}
