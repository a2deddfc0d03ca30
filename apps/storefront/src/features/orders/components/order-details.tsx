import type { Order } from '@vitrine/react';
import { text } from '@vitrine/app-kit/address-text';
import { GiftCardRows } from '@vitrine/app-kit/gift-card-rows';
import { Table } from '@vitrine/app-kit/table';
import { DiscountRows } from '@vitrine/app-kit/discount-rows';
import { taxLabel } from '@vitrine/app-kit/tax-label';
import { lineOptions } from '../../../lib/line-options';
import { shippingStatus } from '../utils/shipping-status';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

const payment: Record<Order['paymentStatus'], string> = {
  PAID: 'Paid',
  NOT_PAID: 'Not paid',
  PARTIALLY_PAID: 'Partly paid',
  PENDING: 'Payment pending',
  PARTIALLY_REFUNDED: 'Partly refunded',
  FULLY_REFUNDED: 'Refunded',
};

/** One order as the buyer sees it: number, status, items with the options bought, totals, where it goes and how to follow it. */
export function OrderDetails({ order }: { order: Order }) {
  const destination = order.shippingInfo?.shippingDestination;
  const tracked = order.fulfillments.filter((fulfillment) => fulfillment.trackingInfo?.trackingNumber || fulfillment.trackingInfo?.trackingLink);
  return (
    <div className="order-details">
      <p>
        Order number <strong data-testid="order-number">{order.number}</strong> · placed {dateFormat.format(new Date(order.createdDate))} · <span data-testid="payment-status">{payment[order.paymentStatus]}</span> ·{' '}
        <span data-testid="order-status">{shippingStatus(order)}</span>
      </p>
      {tracked.length > 0 ? (
        <ul className="tracking" aria-label="Tracking">
          {tracked.map((fulfillment) => {
            const info = fulfillment.trackingInfo!;
            const label = [info.shippingProvider, info.trackingNumber].filter(Boolean).join(' ') || 'Track your parcel';
            return (
              <li key={fulfillment.id}>
                Shipped {dateFormat.format(new Date(fulfillment.createdDate))}:{' '}
                {info.trackingLink && /^https?:\/\//.test(info.trackingLink) ? (
                  <a href={info.trackingLink} target="_blank" rel="noopener noreferrer">
                    {label}
                  </a>
                ) : (
                  label
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
      <Table caption="Items" columns={['Item', 'Quantity', 'Price']}>
        {order.lineItems.map((line) => (
          <tr key={line.id}>
            <td>
              {line.productName.original}
              {line.descriptionLines.length > 0 ? <div className="muted">{lineOptions(line.descriptionLines)}</div> : null}
            </td>
            <td>{line.quantity}</td>
            <td>{line.price.formattedAmount}</td>
          </tr>
        ))}
      </Table>
      <dl className="totals">
        <dt>Subtotal</dt>
        <dd>{order.priceSummary.subtotal.formattedAmount}</dd>
        <DiscountRows total={order.priceSummary.discount} discounts={order.appliedDiscounts} />
        <dt>Shipping</dt>
        <dd>{order.priceSummary.shipping.formattedAmount}</dd>
        {/* Prices that included tax: the tax is part of the subtotal, not added to it. */}
        <dt>{taxLabel(order.taxIncludedInPrices)}</dt>
        <dd>{order.priceSummary.tax.formattedAmount}</dd>
        <dt className="grand">Total</dt>
        <dd className="grand" data-testid="order-total">
          {order.priceSummary.total.formattedAmount}
        </dd>
        <GiftCardRows order={order} chargedTestId="order-charged" />
        {Number(order.balanceSummary.refunded.amount) > 0 ? (
          <>
            <dt>Refunded</dt>
            <dd data-testid="order-refunded">−{order.balanceSummary.refunded.formattedAmount}</dd>
          </>
        ) : null}
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
