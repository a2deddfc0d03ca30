import { errorMessage } from '@vitrine/react';
import type { Webhook, WebhookEventType } from '@vitrine/sdk/modules/webhooks';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextField } from '../../../components/ui/field';
import { EmptyState, ErrorState, Loading } from '@vitrine/app-kit/states';
import { Notice } from '../../../components/ui/notice';
import { useWebhookMutation, useWebhooks } from '../api/webhooks';
import { EventTypeFields } from './event-type-fields';
import { WebhookCard } from './webhook-card';

type Outcome = { tone: 'success' | 'error'; text: string; secret?: string };

/** Webhook subscriptions: subscribe a URL to event types, change, rotate, turn off and on, read deliveries and replay events. */
export function WebhookList({ settingsHref }: { settingsHref: string }) {
  const hooks = useWebhooks();
  const change = useWebhookMutation();
  const [url, setUrl] = useState('');
  const [types, setTypes] = useState<WebhookEventType[]>([]);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [deleting, setDeleting] = useState<Webhook | null>(null);
  const [rotating, setRotating] = useState<Webhook | null>(null);
  const fail = (error: Error) => setOutcome({ tone: 'error', text: errorMessage(error) });
  const saved = (text: string) => setOutcome({ tone: 'success', text });

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
        hooks.data.map((hook) => <WebhookCard key={hook.id} hook={hook} onSaved={saved} onError={fail} onRotate={setRotating} onDelete={setDeleting} />)
      )}
      <form className="panel" onSubmit={create} aria-label="New webhook">
        <h2>Subscribe a URL</h2>
        <TextField label="Receiver URL" type="url" required placeholder="https://example.com/hooks" value={url} onChange={(e) => setUrl(e.target.value)} />
        <EventTypeFields value={types} onChange={setTypes} />
        <Button type="submit" variant="primary" busy={change.isPending} disabled={!url.trim() || types.length === 0}>
          Subscribe
        </Button>
      </form>
      <ConfirmDialog
        open={rotating !== null}
        title="Replace this webhook’s secret?"
        confirmLabel="Rotate secret"
        busy={change.isPending}
        onCancel={() => setRotating(null)}
        onConfirm={() =>
          rotating &&
          change.mutate(
            { rotate: rotating.id },
            {
              onSuccess: ({ secret }) => {
                setOutcome({ tone: 'success', text: `New secret for ${rotating.url}.`, secret });
                setRotating(null);
              },
              onError: (error) => (setRotating(null), fail(error)),
            },
          )
        }
      >
        <p>Deliveries from now on are signed with a new secret; {rotating?.url} must be given it to keep checking the HMAC header.</p>
      </ConfirmDialog>
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
