import { errorMessage } from '@vitrine/react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormActions } from '../../../components/ui/form-actions';
import { CheckboxField, TextField } from '../../../components/ui/field';
import { Notice } from '../../../components/ui/notice';
import { apiKeyPermissions, useCreateApiKey } from '../api/api-keys';

/**
 * Creates an API key and shows the secret once, with the site id it must travel with. The secret
 * lives only in this component's state: leaving the page forgets it, as the platform does.
 */
export function ApiKeyCreate({ listHref, siteId }: { listHref: string; siteId: string }) {
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [permissions, setPermissions] = useState<string[]>(['catalog:read']);
  const [errors, setErrors] = useState<{ name?: string; permissions?: string }>({});
  const [copied, setCopied] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      name: name.trim() ? undefined : 'Name the key after what will use it',
      permissions: permissions.length ? undefined : 'Choose at least one permission',
    };
    setErrors(next);
    if (next.name || next.permissions) return;
    create.mutate({ name: name.trim(), permissions });
  };

  if (create.isSuccess) {
    const { apiKey, key } = create.data;
    return (
      <section aria-labelledby="key-created-title">
        <h1 id="key-created-title">API key “{apiKey.name}” created</h1>
        <Notice tone="warning">Copy the key now. It is not shown again; if it is lost, revoke it and create another.</Notice>
        <div className="panel">
          <p>
            <strong>API key</strong>
          </p>
          <code className="secret" data-testid="new-api-key">
            {key}
          </code>
          <p>
            <strong>Site id</strong> (send it as the <code>wix-site-id</code> header)
          </p>
          <code className="secret">{siteId}</code>
          <div className="actions" style={{ marginTop: '0.75rem' }}>
            <Button
              onClick={async () => {
                await navigator.clipboard?.writeText(key).catch(() => undefined);
                setCopied(true);
              }}
            >
              Copy key
            </Button>
            {copied && <span role="status">Copied</span>}
            <Link className="btn btn-primary" to={listHref}>
              Done
            </Link>
          </div>
        </div>
      </section>
    );
  }

  return (
    <section aria-labelledby="key-create-title">
      <h1 id="key-create-title">Create API key</h1>
      <form className="panel" onSubmit={submit} noValidate>
        {create.isError && <Notice tone="error">{errorMessage(create.error)}</Notice>}
        <TextField label="Name" value={name} onChange={(e) => setName(e.target.value)} error={errors.name} maxLength={100} required />
        <fieldset>
          <legend>Permissions</legend>
          {apiKeyPermissions.map((permission) => (
            <CheckboxField
              key={permission.value}
              label={`${permission.label} (${permission.value})`}
              checked={permissions.includes(permission.value)}
              onChange={(e) =>
                setPermissions((current) => (e.target.checked ? [...current, permission.value] : current.filter((p) => p !== permission.value)))
              }
            />
          ))}
          {errors.permissions && (
            <div className="field-error" role="alert">
              {errors.permissions}
            </div>
          )}
        </fieldset>
        <FormActions submitLabel="Create key" busy={create.isPending} cancelHref={listHref} />
      </form>
    </section>
  );
}
