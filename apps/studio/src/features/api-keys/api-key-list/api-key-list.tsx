import { errorMessage } from '@vitrine/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Page } from '../../../components/layout/page';
import { Button } from '../../../components/ui/button';
import { ConfirmRemoval } from '../../../components/ui/confirm-removal';
import { DataTable } from '../../../components/ui/data-table';
import { QueryView } from '../../../components/ui/query-view';
import { EmptyState } from '@vitrine/app-kit/states';
import { Notice } from '../../../components/ui/notice';
import { formatDate } from '../../../components/ui/dates';
import type { ApiKey } from '@vitrine/sdk/modules/site-settings';
import { useApiKeys, useRevokeApiKey } from '../api/api-keys';

/** The site's API keys: name, last four characters, permissions; revoke with confirmation. */
export function ApiKeyList({ createHref }: { createHref: string }) {
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const [pending, setPending] = useState<ApiKey | null>(null);

  return (
    <Page title="API keys" actions={<Link className="btn btn-primary" to={createHref}>Create API key</Link>}>
      <p className="field-hint">Apps and servers call the platform with a key, sent with the site id. A key is shown once, when it is created.</p>
      {revoke.isError && <Notice tone="error">{errorMessage(revoke.error)}</Notice>}
      {revoke.isSuccess && <Notice tone="success">The key “{revoke.data.name}” is revoked.</Notice>}
      <QueryView
        query={keys}
        loadingLabel="Loading API keys…"
        isEmpty={(rows) => rows.length === 0}
        empty={
          <EmptyState title="No API keys yet">
            <Link to={createHref}>Create the first key</Link>
          </EmptyState>
        }
      >
        {(rows) => (
          <DataTable caption="API keys" columns={['Name', 'Key', 'Permissions', 'Created', 'Status']} actions>
            {rows.map((key) => (
              <tr key={key.id}>
                <td>{key.name}</td>
                <td>
                  <code>…{key.hint}</code>
                </td>
                <td>{key.permissions.join(', ')}</td>
                <td>{formatDate(key.createdDate)}</td>
                <td>{key.revokedDate ? <span className="badge badge-danger">Revoked {formatDate(key.revokedDate)}</span> : <span className="badge badge-ok">Active</span>}</td>
                <td>
                  {!key.revokedDate && (
                    <Button variant="danger" className="btn-small" onClick={() => setPending(key)} aria-label={`Revoke ${key.name}`}>
                      Revoke
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </QueryView>
      <ConfirmRemoval subject={pending} verb="Revoke" confirmLabel="Revoke key" mutation={revoke} onClose={() => setPending(null)}>
        <p>Every call made with this key fails from now on. This cannot be undone.</p>
      </ConfirmRemoval>
    </Page>
  );
}
