import type { Webhook, WebhookEventType } from '@vitrine/sdk/modules/webhooks';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { EventTypeFields } from './event-type-fields';

/** Changes a subscription's receiver URL and event types; the secret has its own rotate action. */
export function WebhookEditor({
  hook,
  busy,
  onSave,
  onCancel,
}: {
  hook: Webhook;
  busy: boolean;
  onSave(patch: { url: string; eventTypes: WebhookEventType[] }): void;
  onCancel(): void;
}) {
  const [url, setUrl] = useState(hook.url);
  const [types, setTypes] = useState<WebhookEventType[]>(hook.eventTypes);
  const save = (event: FormEvent) => {
    event.preventDefault();
    onSave({ url: url.trim(), eventTypes: types });
  };
  return (
    <form onSubmit={save} aria-label="Edit webhook">
      <TextField label="Receiver URL" type="url" required value={url} onChange={(e) => setUrl(e.target.value)} />
      <EventTypeFields value={types} onChange={setTypes} />
      <div className="actions">
        <Button type="submit" variant="primary" busy={busy} disabled={!url.trim() || types.length === 0}>
          Save changes
        </Button>
        <Button onClick={onCancel}>Cancel</Button>
      </div>
    </form>
  );
}
