import { errorMessage } from '@vitrine/react';
import type { Order } from '@vitrine/sdk/modules/orders';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { formatDate } from '../../../components/ui/dates';
import { ErrorState, Loading } from '@vitrine/app-kit/states';
import { Table } from '@vitrine/app-kit/table';
import { useOrder } from '../api/orders';
import { LineName } from '../components/line-name';
import { addressLines, isoDate } from '../utils/order-text';

/**
 * What goes in the parcel: the ship-to address, the delivery method, and every line with its
 * options, SKU and quantity — no prices. Printing from the browser prints the slip alone (the
 * `@media print` rules in studio.css hide the studio around it).
 */
export function PackingSlip({ id, siteName, orderHref }: { id: string; siteName: string; orderHref: string }) {
  const order = useOrder(id);
  if (order.isPending) return <Loading label="Loading the order…" />;
  if (order.isError) return <ErrorState message={errorMessage(order.error)} onRetry={() => order.refetch()} />;
  return (
    <>
      <div className="actions no-print">
        <Link to={orderHref}>← Back to the order</Link>
        <Button variant="primary" onClick={() => window.print()}>
          Print packing slip
        </Button>
      </div>
      <Slip order={order.data} siteName={siteName} />
    </>
  );
}

function Slip({ order, siteName }: { order: Order; siteName: string }) {
  const shipTo = addressLines(order.shippingInfo?.shippingDestination);
  const units = order.lineItems.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <article className="packing-slip" aria-labelledby="slip-title">
      <header>
        <p className="slip-store">{siteName}</p>
        <h1 id="slip-title">Packing slip · Order #{order.number}</h1>
        <p>Placed {formatDate(isoDate(order.createdDate))}</p>
      </header>
      <div className="grid-2">
        <section aria-labelledby="slip-ship-to">
          <h2 id="slip-ship-to">Ship to</h2>
          {shipTo.length > 0 ? (
            <address>
              {shipTo.map((line, index) => (
                <div key={index}>{line}</div>
              ))}
            </address>
          ) : (
            <p>No shipping address (pickup or digital).</p>
          )}
        </section>
        <section aria-labelledby="slip-delivery">
          <h2 id="slip-delivery">Delivery</h2>
          <p>{order.shippingInfo?.title ?? 'None chosen'}</p>
          <p>{order.buyerInfo.email}</p>
        </section>
      </div>
      <Table caption={`Items of order #${order.number}, ${units} in all`} showCaption columns={['Item', 'SKU', { label: 'Quantity', numeric: true }]}>
        {order.lineItems.map((line) => (
          <tr key={line.id}>
            <td>
              <LineName line={line} />
            </td>
            <td>{line.physicalProperties?.sku || '—'}</td>
            <td className="num">{line.quantity}</td>
          </tr>
        ))}
      </Table>
      {order.buyerNote && (
        <section aria-labelledby="slip-note">
          <h2 id="slip-note">Note from the buyer</h2>
          <p>{order.buyerNote}</p>
        </section>
      )}
    </article>
  );
}
