import type { Order } from '@vitrine/react';
import { text } from '../../../lib/address-text';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** One order as the buyer sees it: number, items, totals and where it goes. */
export function OrderDetails({ order }: { order: Order }) {
  const destination = order.shippingInfo?.shippingDestination;
  return (
    <div className="order-details">
      <p>
        Order number <strong data-testid="order-number">{order.number}</strong> · placed {dateFormat.format(new Date(order.createdDate))} · {order.paymentStatus === 'PAID' ? 'Paid' : 'Payment pending'}
      </p>
      <table>
        <caption className="visually-hidden">Items</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Quantity</th>
            <th scope="col">Price</th>
          </tr>
        </thead>
        <tbody>
          {order.lineItems.map((line) => (
            <tr key={line.id}>
              <td>{line.productName.original}</td>
              <td>{line.quantity}</td>
              <td>{line.lineItemPrice?.formattedAmount ?? line.price.formattedAmount}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="totals">
        <dt>Subtotal</dt>
        <dd>{order.priceSummary.subtotal.formattedAmount}</dd>
        {Number(order.priceSummary.discount.amount) > 0 ? (
          <>
            <dt>Discount</dt>
            <dd>−{order.priceSummary.discount.formattedAmount}</dd>
          </>
        ) : null}
        <dt>Shipping</dt>
        <dd>{order.priceSummary.shipping.formattedAmount}</dd>
        <dt>Tax</dt>
        <dd>{order.priceSummary.tax.formattedAmount}</dd>
        <dt className="grand">Total</dt>
        <dd className="grand" data-testid="order-total">
          {order.priceSummary.total.formattedAmount}
        </dd>
      </dl>
      {order.shippingInfo?.title ? (
        <p>
          <strong>{order.shippingInfo.title}</strong>
          {destination?.address ? (
            <>
              <br />
              {text(destination.address.addressLine)}, {text(destination.address.city)} {text(destination.address.postalCode)}, {text(destination.address.country)}
            </>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
