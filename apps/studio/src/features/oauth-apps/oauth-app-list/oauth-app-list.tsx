import { errorMessage } from '@vitrine/react';
import type { OAuthApp } from '@vitrine/sdk/modules/site-settings';
import { useState } from 'react';
import { Link } from 'react-router';
import { Page } from '../../../components/layout/page';
import { Button } from '../../../components/ui/button';
import { ConfirmRemoval } from '../../../components/ui/confirm-removal';
import { formatDate } from '../../../components/ui/dates';
import { DataTable } from '../../../components/ui/data-table';
import { QueryView } from '../../../components/ui/query-view';
import { EmptyState } from '@vitrine/app-kit/states';
import { Notice } from '../../../components/ui/notice';
import { useDeleteOAuthApp, useOAuthApps } from '../api/oauth-apps';

/** OAuth apps: the public client ids storefronts sign visitors and members in with. */
export function OAuthAppList({ createHref, editHref }: { createHref: string; editHref: (id: string) => string }) {
  const apps = useOAuthApps();
  const remove = useDeleteOAuthApp();
  const [pending, setPending] = useState<OAuthApp | null>(null);
  return (
    <Page title="OAuth apps" actions={<Link className="btn btn-primary" to={createHref}>Create OAuth app</Link>}>
      {remove.isError && <Notice tone="error">{errorMessage(remove.error)}</Notice>}
      <QueryView
        query={apps}
        loadingLabel="Loading OAuth apps…"
        isEmpty={(rows) => rows.length === 0}
        empty={
          <EmptyState title="No OAuth apps">
            <Link to={createHref}>Create one for your storefront</Link>
          </EmptyState>
        }
      >
        {(rows) => (
          <DataTable caption="OAuth apps" columns={['Name', 'Client id', 'Redirect URIs', 'Created']} actions>
            {rows.map((app) => (
              <tr key={app.id}>
                <td>
                  <Link to={editHref(app.id)}>{app.name}</Link>
                </td>
                <td>
                  <code>{app.id}</code>
                </td>
                <td>{app.redirectUris.length ? app.redirectUris.join(', ') : '—'}</td>
                <td>{formatDate(app.createdDate)}</td>
                <td>
                  <Button variant="danger" className="btn-small" aria-label={`Delete ${app.name}`} onClick={() => setPending(app)}>
                    Delete
                  </Button>
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </QueryView>
      <ConfirmRemoval subject={pending} confirmLabel="Delete app" mutation={remove} onClose={() => setPending(null)}>
        <p>Sites using this client id can no longer sign visitors or members in.</p>
      </ConfirmRemoval>
    </Page>
  );
}
