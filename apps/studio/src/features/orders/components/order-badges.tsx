import type { Order } from '@vitrine/sdk/modules/orders';

const paymentLabels: Record<Order['paymentStatus'], [string, string]> = {
  PAID: ['Paid', 'badge-ok'],
  NOT_PAID: ['Not paid', 'badge-danger'],
  PARTIALLY_PAID: ['Partly paid', 'badge-warn'],
  PENDING: ['Payment pending', 'badge-warn'],
  PARTIALLY_REFUNDED: ['Partly refunded', 'badge-warn'],
  FULLY_REFUNDED: ['Refunded', 'badge-warn'],
};

const statusLabels: Record<Order['status'], [string, string]> = {
  APPROVED: ['Approved', 'badge-ok'],
  INITIALIZED: ['Initialized', 'badge-warn'],
  CANCELED: ['Canceled', 'badge-danger'],
};

const fulfilmentLabels: Record<Order['fulfillmentStatus'], [string, string]> = {
  NOT_FULFILLED: ['Not fulfilled', 'badge-warn'],
  PARTIALLY_FULFILLED: ['Partly fulfilled', 'badge-warn'],
  FULFILLED: ['Fulfilled', 'badge-ok'],
};

/** Badges carry their meaning in words, never by colour alone. */
export function PaymentBadge({ status }: { status: Order['paymentStatus'] }) {
  const [label, tone] = paymentLabels[status] ?? [status, ''];
  return <span className={`badge ${tone}`}>{label}</span>;
}

export function OrderStatusBadge({ status }: { status: Order['status'] }) {
  const [label, tone] = statusLabels[status] ?? [status, ''];
  return <span className={`badge ${tone}`}>{label}</span>;
}

export function FulfilmentBadge({ status }: { status: Order['fulfillmentStatus'] }) {
  const [label, tone] = fulfilmentLabels[status] ?? [status, ''];
  return <span className={`badge ${tone}`}>{label}</span>;
}
