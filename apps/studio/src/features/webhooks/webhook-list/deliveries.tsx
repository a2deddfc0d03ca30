import type { DeliveryStatus, Webhook } from '@vitrine/sdk/modules/webhooks';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { formatDateTime } from '../../../components/ui/dates';
import { SelectField } from '../../../components/ui/field';
import { useDeliveries, useWebhookMutation } from '../api/webhooks';
import { PagedDetails } from './paged-details';
import { choices } from '../../../lib/choices';

const statusOptions = choices({ '': 'All deliveries', PENDING: 'Pending', DELIVERED: 'Delivered', DEAD: 'Dead (retries ran out)' });

const badge = (status: DeliveryStatus) => (status === 'DELIVERED' ? 'badge-ok' : status === 'DEAD' ? 'badge-danger' : 'badge-warn');

/**
 * A subscription's deliveries, newest first, loaded when opened: filtered by status (DEAD shows
 * what needs a replay), older pages on request; a dead or delivered one can be sent again.
 */
export function Deliveries({ hook, onError, onReplayed }: { hook: Webhook; onError(error: Error): void; onReplayed(): void }) {
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<DeliveryStatus | ''>('');
  const deliveries = useDeliveries(hook.id, status || undefined, open);
  const change = useWebhookMutation();
  const rows = deliveries.data?.pages.flatMap((page) => page.deliveries) ?? [];
  return (
    <PagedDetails
      summary="Deliveries"
      open={open}
      onOpenChange={setOpen}
      query={deliveries}
      empty={rows.length === 0}
      emptyTitle={status ? `No ${status.toLowerCase()} deliveries` : 'Nothing delivered yet'}
      loadingLabel="Loading deliveries…"
      moreLabel="Load older deliveries"
      controls={<SelectField label="Show" options={statusOptions} value={status} onChange={(e) => setStatus(e.target.value as DeliveryStatus | '')} />}
    >
      <DataTable caption={`Deliveries to ${hook.url}`} columns={['Event', 'Status', 'Attempts', 'Last answer', 'Created']} actions>
          {rows.map((delivery) => (
            <tr key={delivery.id}>
              <td>
                {delivery.eventType}
                {delivery.replay && <span className="badge">Replay</span>}
              </td>
              <td>
                <span className={`badge ${badge(delivery.status)}`}>{delivery.status}</span>
              </td>
              <td>{delivery.attempts}</td>
              <td>{delivery.lastStatus ?? delivery.lastError ?? '—'}</td>
              <td>{formatDateTime(delivery.createdDate)}</td>
              <td>
                {delivery.status !== 'PENDING' && (
                  <Button
                    className="btn-small"
                    busy={change.isPending && change.variables !== undefined && 'replay' in change.variables && change.variables.replay.deliveryId === delivery.id}
                    onClick={() => change.mutate({ replay: { id: hook.id, deliveryId: delivery.id } }, { onSuccess: onReplayed, onError })}
                    aria-label={`Replay ${delivery.eventType} of ${formatDateTime(delivery.createdDate)}`}
                  >
                    Replay
                  </Button>
                )}
              </td>
            </tr>
          ))}
      </DataTable>
    </PagedDetails>
  );
}
