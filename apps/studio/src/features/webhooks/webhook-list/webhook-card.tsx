import type { Webhook } from '@vitrine/sdk/modules/webhooks';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useWebhookMutation } from '../api/webhooks';
import { Deliveries } from './deliveries';
import { PastEvents } from './past-events';
import { WebhookEditor } from './webhook-editor';

export interface WebhookCardProps {
  hook: Webhook;
  onSaved(text: string): void;
  onError(error: Error): void;
  /** Rotation and deletion ask first; the page owns those dialogs. */
  onRotate(hook: Webhook): void;
  onDelete(hook: Webhook): void;
}

/** One subscription: its settings (editable in place), its deliveries and the replay of past events. */
export function WebhookCard({ hook, onSaved, onError, onRotate, onDelete }: WebhookCardProps) {
  const change = useWebhookMutation();
  const [editing, setEditing] = useState(false);
  const replayed = () => onSaved('Event sent again as a new delivery.');
  return (
    <article className="panel" aria-label={`Webhook ${hook.url}`}>
      <div className="page-head">
        <h2 style={{ wordBreak: 'break-all' }}>{hook.url}</h2>
        <div className="actions">
          {hook.enabled ? <span className="badge badge-ok">On</span> : <span className="badge">Off</span>}
          <Button className="btn-small" onClick={() => change.mutate({ id: hook.id, patch: { enabled: !hook.enabled } }, { onError })}>
            {hook.enabled ? 'Turn off' : 'Turn on'}
          </Button>
          <Button className="btn-small" onClick={() => setEditing(!editing)} aria-expanded={editing}>
            Edit
          </Button>
          <Button className="btn-small" onClick={() => onRotate(hook)}>
            Rotate secret
          </Button>
          <Button className="btn-small" variant="danger" onClick={() => onDelete(hook)}>
            Delete
          </Button>
        </div>
      </div>
      {editing ? (
        <WebhookEditor
          hook={hook}
          busy={change.isPending}
          onCancel={() => setEditing(false)}
          onSave={(patch) =>
            change.mutate(
              { id: hook.id, patch },
              {
                onSuccess: () => {
                  setEditing(false);
                  onSaved('Webhook saved.');
                },
                onError,
              },
            )
          }
        />
      ) : (
        <p className="summary-line">
          <span>
            Events <strong>{hook.eventTypes.join(', ')}</strong>
          </span>
          <span>
            Secret ends in <strong>{hook.secretHint}</strong>
          </span>
        </p>
      )}
      <Deliveries hook={hook} onError={onError} onReplayed={replayed} />
      <PastEvents hook={hook} onError={onError} onReplayed={replayed} />
    </article>
  );
}
