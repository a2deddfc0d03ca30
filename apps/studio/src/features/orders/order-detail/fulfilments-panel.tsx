import type { Order } from '@vitrine/sdk/modules/orders';
import { formatDateTime } from '../../../components/ui/dates';
import { isoDate } from '../utils/order-text';
import { Panel } from '../../../components/layout/page';

/** What left, when, and how the buyer follows it. */
export function FulfilmentsPanel({ order }: { order: Order }) {
  const names = new Map(order.lineItems.map((line) => [line.id, line.productName.translated ?? line.productName.original]));
  return (
    <Panel title="Fulfilments">
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
              </li>
            );
          })}
        </ol>
      )}
    </Panel>
  );
}
