import { errorMessage } from '@vitrine/react';
import { FormActions } from '../../../components/ui/form-actions';
import { Notice } from '../../../components/ui/notice';
import { UnsavedChangesGuard } from '../../../components/ui/unsaved-changes-guard';
import { useCreateForm } from '../../../lib/checked-form';
import { useCreateOAuthApp } from '../api/oauth-apps';
import { OAuthAppFields } from '../api/oauth-app-fields';
import { toOAuthAppInput, validateOAuthAppForm, type OAuthAppFormValues } from '../api/oauth-app-form';

const empty: OAuthAppFormValues = { name: '', redirectUris: '', allowedOrigins: '' };

export function OAuthAppCreate({ listHref, editHref }: { listHref: string; editHref: (id: string) => string }) {
  const create = useCreateOAuthApp();
  const form = useCreateForm(empty, validateOAuthAppForm, create, toOAuthAppInput, editHref);

  return (
    <section aria-labelledby="oauth-create-title">
      <h1 id="oauth-create-title">Create OAuth app</h1>
      <UnsavedChangesGuard when={form.dirty} />
      <form className="panel" onSubmit={form.submit} noValidate>
        {create.isError && <Notice tone="error">{errorMessage(create.error)}</Notice>}
        <OAuthAppFields values={form.values} errors={form.errors} onChange={form.setValues} />
        <FormActions submitLabel="Create app" busy={create.isPending} cancelHref={listHref} />
      </form>
    </section>
  );
}
