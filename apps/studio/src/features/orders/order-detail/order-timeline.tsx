import { formatMoney } from '@vitrine/sdk/modules/money';
import type { Order } from '@vitrine/sdk/modules/orders';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { formatDateTime } from '../../../components/ui/dates';
import { TextAreaField } from '../../../components/ui/field';
import { activityLabel, authorLabel } from '../utils/order-life';
import { isoDate } from '../utils/order-text';
import { refusedActivity, refusedRefundText } from '../utils/refused-refund';
import { Panel } from '../../../components/layout/page';

/** What a timeline entry's data says, in a few words (the refund's amount, a refused one's reason, the fulfilment's tracking). */
function detailOf(activity: Order['activities'][number], currency: string): string | undefined {
  const data = activity.data ?? {};
  const refused = refusedActivity(activity);
  if (refused) return refusedRefundText(refused, currency);
  if (typeof data.amount === 'string') return formatMoney(data.amount, currency);
  const tracking = data.trackingInfo as { trackingNumber?: string; shippingProvider?: string } | undefined;
  if (tracking?.trackingNumber) return [tracking.shippingProvider, tracking.trackingNumber].filter(Boolean).join(' ');
  return undefined;
}

/** The order's history, newest first, with who did what and when; staff add notes to it. */
export function OrderTimeline({ order, busy, onAddNote }: { order: Order; busy: boolean; onAddNote(message: string, done: () => void): void }) {
  const [note, setNote] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (note.trim()) onAddNote(note.trim(), () => setNote(''));
  };
  const entries = [...order.activities].reverse();
  return (
    <Panel title="Timeline">
      <form onSubmit={submit} aria-label="Add a note">
        <TextAreaField label="Note" hint="Seen by staff only." rows={2} maxLength={5000} value={note} onChange={(e) => setNote(e.target.value)} />
        <Button type="submit" busy={busy} disabled={!note.trim()}>
          Add note
        </Button>
      </form>
      <ol className="timeline" aria-label={`History of order #${order.number}`}>
        {entries.map((activity) => {
          const detail = detailOf(activity, order.currency);
          return (
            <li key={activity.id}>
              <strong>{activityLabel(activity.type)}</strong>
              {detail && <span> · {detail}</span>}
              {activity.note && <p className="timeline-note">{activity.note}</p>}
              <div className="field-hint">
                {authorLabel(activity.author)} · <time dateTime={isoDate(activity.createdDate)}>{formatDateTime(isoDate(activity.createdDate))}</time>
              </div>
            </li>
          );
        })}
      </ol>
    </Panel>
  );
}
