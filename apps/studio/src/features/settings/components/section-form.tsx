import { errorMessage } from '@vitrine/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/states';
import { UnsavedChangesGuard } from '../../../components/ui/unsaved-changes-guard';

/**
 * One settings section as a form over a draft of its value: the section edits the draft, Save
 * sends it whole (the platform replaces a section at once), and leaving with unsaved edits asks first.
 */
export function SectionForm<T>({
  title,
  description,
  initial,
  save,
  children,
}: {
  title: string;
  description?: ReactNode;
  initial: T;
  save(value: T): Promise<unknown>;
  children(draft: T, setDraft: (next: T) => void): ReactNode;
}) {
  const [draft, setDraftState] = useState(initial);
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const setDraft = (next: T) => {
    setDraftState(next);
    setDirty(true);
    setOutcome(null);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await save(draft);
      setDirty(false);
      setOutcome({ tone: 'success', text: `${title} saved.` });
    } catch (error) {
      setOutcome({ tone: 'error', text: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="panel" onSubmit={submit} aria-label={title} noValidate>
      <h2>{title}</h2>
      {description && <p className="field-hint">{description}</p>}
      {children(draft, setDraft)}
      {outcome && <Notice tone={outcome.tone}>{outcome.text}</Notice>}
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
