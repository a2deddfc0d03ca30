import { errorMessage } from '@vitrine/react';
import type { OAuthApp } from '@vitrine/sdk/modules/site-settings';
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { FormActions } from '../../../components/ui/form-actions';
import { EmptyState, ErrorState, Loading, Notice } from '../../../components/ui/states';
import { UnsavedChangesGuard } from '../../../components/ui/unsaved-changes-guard';
import { useOAuthApps, useUpdateOAuthApp } from '../api/oauth-apps';
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

function OAuthAppEditForm({ app, listHref }: { app: OAuthApp; listHref: string }) {
  const update = useUpdateOAuthApp();
  const location = useLocation();
  const [saved, setSaved] = useState(toForm(app));
  const [values, setValues] = useState(saved);
  const [errors, setErrors] = useState<ReturnType<typeof validateOAuthAppForm>>({});
  const dirty = JSON.stringify(values) !== JSON.stringify(saved);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateOAuthAppForm(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    update.mutate({ id: app.id, patch: toOAuthAppInput(values) }, { onSuccess: (next) => setSaved(toForm(next)) });
  };

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
      <form className="panel" onSubmit={submit} noValidate>
        {update.isError && <Notice tone="error">{errorMessage(update.error)}</Notice>}
        {update.isSuccess && !dirty && <Notice tone="success">Saved.</Notice>}
        <OAuthAppFields values={values} errors={errors} onChange={setValues} />
        <FormActions submitLabel="Save" busy={update.isPending} disabled={!dirty} cancelHref={listHref} cancelLabel="Back to OAuth apps" />
      </form>
    </section>
  );
}
