import { errorMessage } from '@vitrine/react';
import { webhookEventTypes, type Webhook, type WebhookEventType } from '@vitrine/sdk/modules/webhooks';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { formatDateTime } from '../../../components/ui/dates';
import { CheckboxField, TextField } from '../../../components/ui/field';
import { EmptyState, ErrorState, Loading, Notice } from '../../../components/ui/states';
import { useDeliveries, useWebhookMutation, useWebhooks } from '../api/webhooks';

type Outcome = { tone: 'success' | 'error'; text: string; secret?: string };

/** Webhook subscriptions: subscribe a URL to event types, turn it off and on, read its deliveries and replay them. */
export function WebhookList({ settingsHref }: { settingsHref: string }) {
  const hooks = useWebhooks();
  const change = useWebhookMutation();
  const [url, setUrl] = useState('');
  const [types, setTypes] = useState<WebhookEventType[]>([]);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [deleting, setDeleting] = useState<Webhook | null>(null);
  const fail = (error: Error) => setOutcome({ tone: 'error', text: errorMessage(error) });

  const create = (event: FormEvent) => {
    event.preventDefault();
    change.mutate(
      { create: { url: url.trim(), eventTypes: types } },
      {
        onSuccess: ({ secret }) => {
          setOutcome({ tone: 'success', text: `Subscribed ${url.trim()}.`, secret });
          setUrl('');
          setTypes([]);
        },
        onError: fail,
      },
    );
  };

  return (
    <section aria-labelledby="webhooks-title">
      <p>
        <Link to={settingsHref}>← Store settings</Link>
      </p>
      <div className="page-head">
        <h1 id="webhooks-title">Webhooks</h1>
      </div>
      {outcome && (
        <Notice tone={outcome.tone}>
          {outcome.text}
          {outcome.secret && (
            <>
              {' '}
              The signing secret, shown only now:
              <code className="secret" aria-label="Signing secret">
                {outcome.secret}
              </code>
            </>
          )}
        </Notice>
      )}
      {hooks.isPending ? (
        <Loading label="Loading webhooks…" />
      ) : hooks.isError ? (
        <ErrorState message={errorMessage(hooks.error)} onRetry={() => hooks.refetch()} />
      ) : hooks.data.length === 0 ? (
        <EmptyState title="No webhooks yet">
          <p>Subscribe a URL below to have events POSTed to it as they happen.</p>
        </EmptyState>
      ) : (
        hooks.data.map((hook) => (
          <article key={hook.id} className="panel" aria-label={`Webhook ${hook.url}`}>
            <div className="page-head">
              <h2 style={{ wordBreak: 'break-all' }}>{hook.url}</h2>
              <div className="actions">
                {hook.enabled ? <span className="badge badge-ok">On</span> : <span className="badge">Off</span>}
                <Button className="btn-small" onClick={() => change.mutate({ id: hook.id, patch: { enabled: !hook.enabled } }, { onError: fail })}>
                  {hook.enabled ? 'Turn off' : 'Turn on'}
                </Button>
                <Button className="btn-small" variant="danger" onClick={() => setDeleting(hook)}>
                  Delete
                </Button>
              </div>
            </div>
            <p className="summary-line">
              <span>
                Events <strong>{hook.eventTypes.join(', ')}</strong>
              </span>
              <span>
                Secret ends in <strong>{hook.secretHint}</strong>
              </span>
            </p>
            <Deliveries hook={hook} onError={fail} onReplayed={() => setOutcome({ tone: 'success', text: 'Delivery replayed: it is sent again as a new delivery.' })} />
          </article>
        ))
      )}
      <form className="panel" onSubmit={create} aria-label="New webhook">
        <h2>Subscribe a URL</h2>
        <TextField label="Receiver URL" type="url" required placeholder="https://example.com/hooks" value={url} onChange={(e) => setUrl(e.target.value)} />
        <fieldset>
          <legend>Events</legend>
          <div className="grid-3">
            {webhookEventTypes.map((type) => (
              <CheckboxField key={type} label={type} checked={types.includes(type)} onChange={(e) => setTypes(e.target.checked ? [...types, type] : types.filter((t) => t !== type))} />
            ))}
          </div>
        </fieldset>
        <Button type="submit" variant="primary" busy={change.isPending} disabled={!url.trim() || types.length === 0}>
          Subscribe
        </Button>
      </form>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this webhook?"
        confirmLabel="Delete webhook"
        destructive
        busy={change.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && change.mutate({ delete: deleting.id }, { onSuccess: () => setDeleting(null), onError: (error) => (setDeleting(null), fail(error)) })}
      >
        <p>{deleting?.url} stops receiving events, and deliveries still waiting are dropped.</p>
      </ConfirmDialog>
    </section>
  );
}

/** The latest deliveries, loaded when opened; a dead or delivered one can be sent again. */
function Deliveries({ hook, onError, onReplayed }: { hook: Webhook; onError(error: Error): void; onReplayed(): void }) {
  const [open, setOpen] = useState(false);
  const deliveries = useDeliveries(hook.id, open);
  const change = useWebhookMutation();
  return (
    <details onToggle={(e) => setOpen((e.target as HTMLDetailsElement).open)}>
      <summary>Deliveries</summary>
      {!open ? null : deliveries.isPending ? (
        <Loading label="Loading deliveries…" />
      ) : deliveries.isError ? (
        <ErrorState message={errorMessage(deliveries.error)} onRetry={() => deliveries.refetch()} />
      ) : deliveries.data.deliveries.length === 0 ? (
        <EmptyState title="Nothing delivered yet" />
      ) : (
        <table className="data">
          <caption className="visually-hidden">Deliveries to {hook.url}</caption>
          <thead>
            <tr>
              <th scope="col">Event</th>
              <th scope="col">Status</th>
              <th scope="col">Attempts</th>
              <th scope="col">Last answer</th>
              <th scope="col">Created</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {deliveries.data.deliveries.map((delivery) => (
              <tr key={delivery.id}>
                <td>
                  {delivery.eventType}
                  {delivery.replay && <span className="badge">Replay</span>}
                </td>
                <td>
                  <span className={`badge ${delivery.status === 'DELIVERED' ? 'badge-ok' : delivery.status === 'DEAD' ? 'badge-danger' : 'badge-warn'}`}>{delivery.status}</span>
                </td>
                <td>{delivery.attempts}</td>
                <td>{delivery.lastStatus ?? delivery.lastError ?? '—'}</td>
                <td>{formatDateTime(delivery.createdDate)}</td>
                <td>
                  {delivery.status !== 'PENDING' && (
                    <Button
                      className="btn-small"
                      busy={change.isPending && 'replay' in (change.variables ?? {})}
                      onClick={() => change.mutate({ replay: { id: hook.id, deliveryId: delivery.id } }, { onSuccess: onReplayed, onError })}
                      aria-label={`Replay ${delivery.eventType} of ${formatDateTime(delivery.createdDate)}`}
                    >
                      Replay
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </details>
  );
}
