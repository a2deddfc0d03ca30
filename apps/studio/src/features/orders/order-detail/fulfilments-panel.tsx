import { errorMessage } from '@vitrine/react';
import type { Order } from '@vitrine/sdk/modules/orders';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { formatDateTime } from '../../../components/ui/dates';
import { useOutcome } from '../../../components/ui/outcome';
import { useUpdateTracking } from '../api/update-tracking';
import { isoDate } from '../utils/order-text';
import { Panel } from '../../../components/layout/page';
import { TrackingDialog } from './tracking-dialog';

/**
 * What left, when, and how the buyer follows it. A parcel sent without tracking gets it here
 * later (the buyer is e-mailed then), and a tracking typed wrong is corrected.
 */
export function FulfilmentsPanel({ order }: { order: Order }) {
  const names = new Map(order.lineItems.map((line) => [line.id, line.productName.translated ?? line.productName.original]));
  const [editing, setEditing] = useState<string | null>(null);
  const update = useUpdateTracking();
  const { notice, report } = useOutcome();
  // By id: a refetch that reorders or removes fulfilments while the dialog is open never retargets it.
  const editedIndex = order.fulfillments.findIndex((fulfilment) => fulfilment.id === editing);
  const edited = editedIndex < 0 ? undefined : order.fulfillments[editedIndex];
  return (
    <Panel title="Fulfilments">
      {notice}
      {order.fulfillments.length === 0 ? (
        <p className="field-hint">Nothing sent yet.</p>
      ) : (
        <ol className="plain-list">
          {order.fulfillments.map((fulfilment, index) => {
            const tracking = fulfilment.trackingInfo;
            return (
              <li key={fulfilment.id}>
                <strong>Fulfilment {index + 1}</strong> · {formatDateTime(isoDate(fulfilment.createdDate))}
                <div>{fulfilment.lineItems.map((item) => `${item.quantity} × ${names.get(item.id) ?? 'item'}`).join(', ')}</div>
                {tracking && (tracking.trackingNumber || tracking.shippingProvider) && (
                  <div>
                    {[tracking.shippingProvider, tracking.trackingNumber].filter(Boolean).join(' ')}
                    {tracking.trackingLink && (
                      <>
                        {' '}
                        <a href={tracking.trackingLink} target="_blank" rel="noreferrer">
                          Track parcel
                        </a>
                      </>
                    )}
                  </div>
                )}
                {fulfilment.pickedUp && <div>Picked up</div>}
                {!fulfilment.pickedUp && (
                  <Button
                    className="btn-small"
                    onClick={() => {
                      update.reset();
                      setEditing(fulfilment.id);
                    }}
                  >
                    {tracking?.trackingNumber || tracking?.trackingLink ? `Edit tracking of fulfilment ${index + 1}` : `Add tracking to fulfilment ${index + 1}`}
                  </Button>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {edited && (
        <TrackingDialog
          title={`Tracking of fulfilment ${editedIndex + 1}`}
          initial={edited.trackingInfo}
          busy={update.isPending}
          failure={update.error ? errorMessage(update.error) : undefined}
          onCancel={() => setEditing(null)}
          onSave={(trackingInfo) =>
            update.mutate({ orderId: order.id, revision: order.revision, fulfillmentId: edited.id, trackingInfo }, report('Tracking saved.', () => setEditing(null)))
          }
        />
      )}
    </Panel>
  );
}
