import type { Webhook } from '@vitrine/sdk/modules/webhooks';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { formatDateTime } from '../../../components/ui/dates';
import { usePastEvents, useWebhookMutation } from '../api/webhooks';
import { PagedDetails } from './paged-details';

/**
 * The site's past events of the subscription's types, newest first: any of them can be sent to
 * the subscription again (say, to a receiver that lost its data), as a new delivery.
 */
export function PastEvents({ hook, onError, onReplayed }: { hook: Webhook; onError(error: Error): void; onReplayed(): void }) {
  const [open, setOpen] = useState(false);
  const events = usePastEvents(hook.eventTypes, open);
  const change = useWebhookMutation();
  const rows = events.data?.pages.flatMap((page) => page.events) ?? [];
  return (
    <PagedDetails
      summary="Replay a past event"
      open={open}
      onOpenChange={setOpen}
      query={events}
      empty={rows.length === 0}
      emptyTitle="No events of these types yet"
      loadingLabel="Loading events…"
      moreLabel="Load older events"
    >
      <DataTable caption={`Past events for ${hook.url}`} columns={['Event', 'Entity', 'Happened']} actions>
          {rows.map((event) => (
            <tr key={event.id}>
              <td>{event.type}</td>
              <td>
                <code>{event.entityId}</code>
              </td>
              <td>{formatDateTime(event.createdDate)}</td>
              <td>
                <Button
                  className="btn-small"
                  busy={change.isPending && change.variables !== undefined && 'replayEvent' in change.variables && change.variables.replayEvent.eventId === event.id}
                  onClick={() => change.mutate({ replayEvent: { id: hook.id, eventId: event.id } }, { onSuccess: onReplayed, onError })}
                  aria-label={`Send ${event.type} of ${event.entityId} again`}
                >
                  Send again
                </Button>
              </td>
            </tr>
          ))}
      </DataTable>
    </PagedDetails>
  );
}
