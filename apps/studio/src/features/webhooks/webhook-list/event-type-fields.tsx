import { webhookEventTypes, type WebhookEventType } from '@vitrine/sdk/modules/webhooks';
import { CheckboxField } from '../../../components/ui/field';

/** One checkbox per event type of the spec; shared by the new-webhook and edit forms. */
export function EventTypeFields({ value, onChange }: { value: WebhookEventType[]; onChange(types: WebhookEventType[]): void }) {
  return (
    <fieldset>
      <legend>Events</legend>
      <div className="grid-3">
        {webhookEventTypes.map((type) => (
          <CheckboxField
            key={type}
            label={type}
            checked={value.includes(type)}
            onChange={(e) => onChange(e.target.checked ? [...value, type] : value.filter((t) => t !== type))}
          />
        ))}
      </div>
    </fieldset>
  );
}
