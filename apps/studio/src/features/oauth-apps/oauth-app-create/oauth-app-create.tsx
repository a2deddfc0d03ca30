import { errorMessage } from '@vitrine/react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { FormActions } from '../../../components/ui/form-actions';
import { Notice } from '../../../components/ui/notice';
import { UnsavedChangesGuard } from '../../../components/ui/unsaved-changes-guard';
import { useCreateOAuthApp } from '../api/oauth-apps';
import { OAuthAppFields } from '../api/oauth-app-fields';
import { toOAuthAppInput, validateOAuthAppForm, type OAuthAppFormValues } from '../api/oauth-app-form';

const empty: OAuthAppFormValues = { name: '', redirectUris: '', allowedOrigins: '' };

export function OAuthAppCreate({ listHref, editHref }: { listHref: string; editHref: (id: string) => string }) {
  const create = useCreateOAuthApp();
  const navigate = useNavigate();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<ReturnType<typeof validateOAuthAppForm>>({});
  const dirty = JSON.stringify(values) !== JSON.stringify(empty) && !create.isSuccess;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateOAuthAppForm(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    create.mutate(toOAuthAppInput(values), { onSuccess: (app) => void navigate(editHref(app.id), { state: { created: true } }) });
  };

  return (
    <section aria-labelledby="oauth-create-title">
      <h1 id="oauth-create-title">Create OAuth app</h1>
      <UnsavedChangesGuard when={dirty && !create.isPending} />
      <form className="panel" onSubmit={submit} noValidate>
        {create.isError && <Notice tone="error">{errorMessage(create.error)}</Notice>}
        <OAuthAppFields values={values} errors={errors} onChange={setValues} />
        <FormActions submitLabel="Create app" busy={create.isPending} cancelHref={listHref} />
      </form>
    </section>
  );
}
