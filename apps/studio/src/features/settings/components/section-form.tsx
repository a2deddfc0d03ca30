import { errorMessage } from '@vitrine/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { bindFields } from '../../../lib/bind-fields';
import { Button } from '../../../components/ui/button';
import { ConflictNotice, isRevisionConflict } from '../../../components/ui/conflict-notice';
import { Notice } from '../../../components/ui/notice';
import { UnsavedChangesGuard } from '../../../components/ui/unsaved-changes-guard';

/** What a page hands a settings section: the value as read, how to save it and how to read it again. */
export interface SectionProps<T> {
  value: T;
  /** `overwrite`: replace a save someone else made since this form read the section. */
  save(value: T, overwrite?: boolean): Promise<unknown>;
  /** The section as saved now; offered when a save finds someone else's. */
  reload?(): Promise<T>;
}

export interface SectionFormProps<T> extends SectionProps<T> {
  /** Heads the form and names it; the save notice says "<title> saved.", the button "Save <title>". */
  title: string;
  description?: ReactNode;
  /** The section's fields over the draft; `field` binds a field to one key of it. */
  children(draft: T, setDraft: (next: T) => void, field: ReturnType<typeof bindFields<T>>): ReactNode;
}

/**
 * One settings section as a form over a draft of its value: the section edits the draft, Save
 * sends it whole (the platform replaces a section at once), and leaving with unsaved edits asks first.
 * When someone else saved the section first, the editor chooses: load theirs, or save over it.
 */
export function SectionForm<T>({ title, description, value, save, reload, children }: SectionFormProps<T>) {
  const [draft, setDraftState] = useState(value);
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const setDraft = (next: T) => {
    setDraftState(next);
    setDirty(true);
    setOutcome(null);
  };
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setOutcome(null);
    try {
      await action();
      setConflict(null);
    } catch (error) {
      if (reload && isRevisionConflict(error)) setConflict(errorMessage(error));
      else setOutcome({ tone: 'error', text: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };
  const submit = (overwrite: boolean) =>
    run(async () => {
      await save(draft, overwrite);
      setDirty(false);
      setOutcome({ tone: 'success', text: `${title} saved.` });
    });
  const loadTheirs = () =>
    run(async () => {
      setDraftState(await reload!());
      setDirty(false);
    });
  return (
    <form
      className="panel"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void submit(false);
      }}
      aria-label={title}
      noValidate
    >
      <h2>{title}</h2>
      {description && <p className="field-hint">{description}</p>}
      {children(draft, setDraft, bindFields(draft, setDraft))}
      {outcome && <Notice tone={outcome.tone}>{outcome.text}</Notice>}
      {conflict && <ConflictNotice message={conflict} busy={busy} onLoadTheirs={loadTheirs} onSaveMine={() => submit(true)} />}
      <div className="actions">
        <Button type="submit" variant="primary" busy={busy} disabled={!dirty}>
          Save {title.toLowerCase()}
        </Button>
        {dirty && <span className="field-hint">Unsaved changes</span>}
      </div>
      <UnsavedChangesGuard when={dirty} />
    </form>
  );
}
