import { DiscountRows } from '@vitrine/app-kit/discount-rows';
import { GiftCardRows } from '@vitrine/app-kit/gift-card-rows';
import { taxLabel } from '@vitrine/app-kit/tax-label';
import { errorMessage, errorStatus } from '@vitrine/react';
import type { Money, Order } from '@vitrine/sdk/modules/orders';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Panel } from '../../../components/layout/page';
import { DataTable } from '../../../components/ui/data-table';
import { formatDateTime } from '../../../components/ui/dates';
import { EmptyState, ErrorState, Loading } from '@vitrine/app-kit/states';
import { useOrder } from '../api/orders';
import { FulfilmentBadge, OrderStatusBadge, PaymentBadge } from '../components/order-badges';
import { LineName } from '../components/line-name';
import { FulfilmentsPanel } from './fulfilments-panel';
import { HeldRefundNotice } from './held-refund-notice';
import { useOrderActions } from './order-actions';
import { ResendMail } from './resend-mail';
import { refusedRefunds, refusedRefundText } from '../utils/refused-refund';
import { addressLines, channelLabel, checkoutOutcomeLabel, isoDate } from '../utils/order-text';

/** One order as the merchant needs it: lines, totals, buyer, addresses, payment; fulfil, refund, cancel, mark paid, notes and the timeline. */
export function OrderDetail({ id, listHref, slipHref }: { id: string; listHref: string; slipHref: string }) {
  const order = useOrder(id, { followHeldRefund: true });
  if (order.isPending) return <Loading label="Loading the order…" />;
  if (order.isError) {
    return errorStatus(order.error) === 404 ? (
      <EmptyState title="This order does not exist">
        <Link to={listHref}>Back to orders</Link>
      </EmptyState>
    ) : (
      <ErrorState message={errorMessage(order.error)} onRetry={() => order.refetch()} />
    );
  }
  return (
    <OrderView order={order.data} listHref={listHref} slipHref={slipHref}>
      <HeldRefundNotice order={order.data} checking={order.isFetching} onCheckAgain={() => void order.refetch()} />
    </OrderView>
  );
}

/** A heading over a list of one kind of the order's entries (refunds), shown only when there are any. */
function ItemList<T>({ title, items, children }: { title: string; items: readonly T[]; children(item: T): ReactNode }) {
  if (items.length === 0) return null;
  return (
    <>
      <h3>{title}</h3>
      <ul>
        {items.map((item, index) => (
          <li key={index}>{children(item)}</li>
        ))}
      </ul>
    </>
  );
}

/** The line items' columns; the figures align right. */
const lineColumns = ['Product', 'SKU', ...['Unit price', 'Quantity', 'Fulfilled', 'Refunded', 'Before tax', 'Tax', 'Total'].map((label) => ({ label, numeric: true }))];

/** `children`: what is said of the order above its actions (a refund that stays unconfirmed). */
function OrderView({ order, listHref, slipHref, children }: { order: Order; listHref: string; slipHref: string; children?: ReactNode }) {
  const shipping = order.shippingInfo;
  const shippingAddress = addressLines(shipping?.shippingDestination);
  const billingAddress = addressLines(order.billingInfo);
  const summary = order.priceSummary;
  const { buttons, timeline } = useOrderActions(order);
  return (
    <article aria-labelledby="order-title">
      <p className="actions">
        <Link to={listHref}>← Orders</Link>
        <Link to={slipHref}>Packing slip</Link>
      </p>
      <div className="page-head">
        <h1 id="order-title">Order #{order.number}</h1>
        <div className="actions">
          <PaymentBadge status={order.paymentStatus} />
          <OrderStatusBadge status={order.status} />
          <FulfilmentBadge status={order.fulfillmentStatus} />
        </div>
      </div>
      {children}
      {buttons}
      <p className="summary-line">
        <span>
          Placed <strong>{formatDateTime(isoDate(order.createdDate))}</strong>
        </span>
        <span>
          Channel <strong>{channelLabel(order.channelInfo.type)}</strong>
        </span>
        <span>
          Currency <strong>{order.currency}</strong>
        </span>
      </p>

      <Panel title="Items">
        <DataTable caption={`Items of order #${order.number}`} columns={lineColumns}>
          {order.lineItems.map((line) => {
            // Orders carry per-line totals the cart types do not declare.
            const totals = line as { totalPriceAfterTax?: Money; totalPriceBeforeTax?: Money; taxDetails?: { totalTax?: Money } };
            return (
              <tr key={line.id}>
                <td>
                  <LineName line={line} />
                </td>
                <td>{line.physicalProperties?.sku || '—'}</td>
                <td className="num">
                  {line.fullPrice.amount !== line.price.amount && <s>{line.fullPrice.formattedAmount}</s>} {line.price.formattedAmount}
                </td>
                <td className="num">{line.quantity}</td>
                <td className="num">{line.fulfilledQuantity}</td>
                <td className="num">{line.refundedQuantity}</td>
                <td className="num">{totals.totalPriceBeforeTax?.formattedAmount ?? '—'}</td>
                <td className="num">{totals.taxDetails?.totalTax?.formattedAmount ?? '—'}</td>
                <td className="num">{totals.totalPriceAfterTax?.formattedAmount ?? '—'}</td>
              </tr>
            );
          })}
        </DataTable>
      </Panel>

      <div className="grid-2">
        <Panel title="Totals">
          <dl className="details">
            <dt>Subtotal</dt>
            <dd>{summary.subtotal.formattedAmount}</dd>
            <DiscountRows total={summary.discount} discounts={order.appliedDiscounts} />
            <dt>Shipping</dt>
            <dd>{summary.shipping.formattedAmount}</dd>
            <dt>{taxLabel(order.taxIncludedInPrices)}</dt>
            <dd>{summary.tax.formattedAmount}</dd>
            <dt>
              <strong>Total</strong>
            </dt>
            <dd>
              <strong data-testid="order-total">{summary.total.formattedAmount}</strong>
            </dd>
            <GiftCardRows order={order} />
          </dl>
        </Panel>

        <Panel title="Payment">
          <dl className="details">
            <dt>Status</dt>
            <dd>
              <PaymentBadge status={order.paymentStatus} />
            </dd>
            <dt>Provider</dt>
            <dd>{order.payment.provider === 'TEST' ? 'Test payments' : order.payment.provider}</dd>
            <dt>Outcome at checkout</dt>
            <dd>{checkoutOutcomeLabel(order.payment.outcome)}</dd>
            <dt>Amount</dt>
            <dd>{order.payment.amount.formattedAmount}</dd>
            <dt>Transaction</dt>
            <dd>{order.payment.transactionId ?? '—'}</dd>
            <dt>Paid</dt>
            <dd>{order.balanceSummary.paid.formattedAmount}</dd>
            <dt>Refunded</dt>
            <dd>{order.balanceSummary.refunded.formattedAmount}</dd>
            <dt>Balance due</dt>
            <dd>{order.balanceSummary.balance.formattedAmount}</dd>
          </dl>
          <ItemList title="Refunds" items={order.refunds}>
            {(refund) => (
              <>
                {refund.amount.formattedAmount} · {formatDateTime(isoDate(refund.createdDate))}
                {refund.reason ? ` · ${refund.reason}` : ''}
                {refund.status === 'PENDING' ? ' (sent, not yet confirmed by the payment provider)' : ''}
              </>
            )}
          </ItemList>
          <ItemList title="Refused refunds" items={refusedRefunds(order)}>
            {(refused) => (
              <>
                <span className="badge badge-danger">Refused</span> {formatDateTime(isoDate(refused.date))} · {refusedRefundText(refused, order.currency)}
              </>
            )}
          </ItemList>
        </Panel>

        <Panel title="Buyer">
          <dl className="details">
            <dt>E-mail</dt>
            <dd>{order.buyerInfo.email ? <a href={`mailto:${order.buyerInfo.email}`}>{order.buyerInfo.email}</a> : '—'}</dd>
            <dt>Account</dt>
            <dd>{order.buyerInfo.memberId ? 'Member' : 'Guest (visitor)'}</dd>
          </dl>
          {order.buyerNote && (
            <>
              <h3>Note from the buyer</h3>
              <p>{order.buyerNote}</p>
            </>
          )}
        </Panel>

        <Panel title="Delivery">
          <dl className="details">
            <dt>Method</dt>
            <dd>{shipping?.title ? `${shipping.title}${shipping.cost ? ` (${shipping.cost.price.formattedAmount})` : ''}` : 'None chosen'}</dd>
          </dl>
          <div className="grid-2">
            <div>
              <h3>Shipping address</h3>
              <AddressBlock lines={shippingAddress} />
            </div>
            <div>
              <h3>Billing address</h3>
              <AddressBlock lines={billingAddress} />
            </div>
          </div>
        </Panel>
      </div>
      <div className="grid-2">
        <FulfilmentsPanel order={order} />
        {timeline}
        <ResendMail order={order} />
      </div>
    </article>
  );
}

function AddressBlock({ lines }: { lines: string[] }) {
  if (lines.length === 0) return <p className="field-hint">None given</p>;
  return (
    <address style={{ fontStyle: 'normal' }}>
      {lines.map((line, index) => (
        <div key={index}>{line}</div>
      ))}
    </address>
  );
}
