import { errorMessage } from '@vitrine/react';
import type { OAuthApp } from '@vitrine/sdk/modules/site-settings';
import { useRef, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { ConflictNotice, isRevisionConflict } from '../../../components/ui/conflict-notice';
import { FormActions } from '../../../components/ui/form-actions';
import { EmptyState, ErrorState, Loading } from '@vitrine/app-kit/states';
import { Notice } from '../../../components/ui/notice';
import { UnsavedChangesGuard } from '../../../components/ui/unsaved-changes-guard';
import { useCheckedForm } from '../../../lib/checked-form';
import { useOAuthApps, useRereadOAuthApp, useUpdateOAuthApp } from '../api/oauth-apps';
import { OAuthAppFields } from '../api/oauth-app-fields';
import { toOAuthAppInput, validateOAuthAppForm, type OAuthAppFormValues } from '../api/oauth-app-form';

const toForm = (app: OAuthApp): OAuthAppFormValues => ({
  name: app.name,
  redirectUris: app.redirectUris.join('\n'),
  allowedOrigins: app.allowedOrigins.join('\n'),
});

export function OAuthAppEdit({ id, listHref }: { id: string; listHref: string }) {
  const apps = useOAuthApps();
  if (apps.isPending) return <Loading label="Loading the app…" />;
  if (apps.isError) return <ErrorState message={errorMessage(apps.error)} onRetry={() => apps.refetch()} />;
  const app = apps.data.find((candidate) => candidate.id === id);
  if (!app) {
    return (
      <EmptyState title="This OAuth app does not exist">
        <Link to={listHref}>Back to OAuth apps</Link>
      </EmptyState>
    );
  }
  return <OAuthAppEditForm key={app.id} app={app} listHref={listHref} />;
}

/**
 * Edits the app as it was read: each save sends that revision back, so a save someone else made
 * since is reported (and the merchant chooses: load theirs, or save over it) instead of undone.
 */
function OAuthAppEditForm({ app, listHref }: { app: OAuthApp; listHref: string }) {
  const update = useUpdateOAuthApp();
  const reread = useRereadOAuthApp();
  const location = useLocation();
  const form = useCheckedForm(() => toForm(app), validateOAuthAppForm);
  // Held apart from the list query, which refetches after every save: only what this form read counts.
  const revision = useRef(app.revision);
  const dirty = form.changed;
  const conflict = isRevisionConflict(update.error);

  const save = (overwrite: boolean) => {
    if (!form.check()) return;
    const patch = { ...toOAuthAppInput(form.values), expectedRevision: overwrite ? undefined : revision.current };
    update.mutate(
      { id: app.id, patch },
      {
        onSuccess: (next) => {
          revision.current = next.revision;
          form.setInitial(toForm(next));
        },
      },
    );
  };
  const loadTheirs = () =>
    reread.mutate(app.id, {
      onSuccess: (theirs) => {
        revision.current = theirs.revision;
        form.reset(toForm(theirs));
        update.reset();
      },
    });

  return (
    <section aria-labelledby="oauth-edit-title">
      <h1 id="oauth-edit-title">{app.name}</h1>
      <UnsavedChangesGuard when={dirty && !update.isPending} />
      {(location.state as { created?: boolean } | null)?.created && !update.isSuccess && <Notice tone="success">The app is created.</Notice>}
      <div className="panel">
        <dl className="details">
          <dt>Client id</dt>
          <dd>
            <code>{app.id}</code>
          </dd>
        </dl>
      </div>
      <form
        className="panel"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          save(false);
        }}
        noValidate
      >
        {update.isError && !conflict && <Notice tone="error">{errorMessage(update.error)}</Notice>}
        {reread.isError && <Notice tone="error">{errorMessage(reread.error)}</Notice>}
        {conflict && <ConflictNotice message={errorMessage(update.error)} busy={update.isPending || reread.isPending} onLoadTheirs={loadTheirs} onSaveMine={() => save(true)} />}
        {update.isSuccess && !dirty && <Notice tone="success">Saved.</Notice>}
        <OAuthAppFields values={form.values} errors={form.errors} onChange={form.setValues} />
        <FormActions submitLabel="Save" busy={update.isPending} disabled={!dirty} cancelHref={listHref} cancelLabel="Back to OAuth apps" />
      </form>
    </section>
  );
}
