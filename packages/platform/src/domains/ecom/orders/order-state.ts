import type { OrderData } from './order-data';
import type { FulfillmentRow, LineQuantity, TransactionRow } from './order-records.repository';
import type { OrderRow } from './orders.repository';

/**
 * What an order's records add up to: quantities fulfilled and refunded per line, money paid and
 * refunded, and the statuses that follow. Pure functions, so every change and every view agree.
 */

export type FulfillmentStatus = 'NOT_FULFILLED' | 'PARTIALLY_FULFILLED' | 'FULFILLED';

/** Sums `{ id, quantity }` lists per line id. */
export function quantitiesByLine(lists: ReadonlyArray<readonly LineQuantity[]>): Map<string, number> {
  const sums = new Map<string, number>();
  for (const list of lists) for (const { id, quantity } of list) sums.set(id, (sums.get(id) ?? 0) + quantity);
  return sums;
}

export const fulfilledQuantities = (fulfillments: readonly FulfillmentRow[]) => quantitiesByLine(fulfillments.map((f) => f.line_items));

/** Every refund, pending ones included: a pending refund's items and amount are already spoken for. */
export const refunds = (transactions: readonly TransactionRow[]) => transactions.filter((t) => t.kind === 'REFUND');

export const refundedQuantities = (transactions: readonly TransactionRow[]) => quantitiesByLine(refunds(transactions).map((t) => t.details.lineItems ?? []));

export function fulfillmentStatusOf(data: OrderData, fulfillments: readonly FulfillmentRow[]): FulfillmentStatus {
  const fulfilled = fulfilledQuantities(fulfillments);
  if (fulfilled.size === 0) return 'NOT_FULFILLED';
  return data.lines.every((line) => (fulfilled.get(line.id) ?? 0) >= line.quantity) ? 'FULFILLED' : 'PARTIALLY_FULFILLED';
}

/** A payment of the order: the one taken at placement (its id is the provider's transaction id) and those marked paid since. */
export interface OrderPayment {
  id: string;
  provider: string;
  status: 'APPROVED' | 'PENDING';
  amount: number;
  providerTransactionId?: string;
  createdDate: Date;
}

export function paymentsOf(row: OrderRow, transactions: readonly TransactionRow[]): OrderPayment[] {
  const placed = row.data.payment;
  const first: OrderPayment[] =
    placed.transactionId && placed.outcome !== 'NONE'
      ? [{ id: placed.transactionId, provider: placed.provider, status: placed.outcome === 'APPROVED' ? 'APPROVED' : 'PENDING', amount: placed.amount, providerTransactionId: placed.transactionId, createdDate: row.created_date }]
      : [];
  const later = transactions
    .filter((t) => t.kind === 'PAYMENT')
    .map((t): OrderPayment => ({ id: t.id, provider: t.provider, status: 'APPROVED', amount: t.amount, providerTransactionId: t.provider_transaction_id ?? undefined, createdDate: t.created_date }));
  return [...first, ...later];
}

export const sum = (amounts: readonly number[]) => amounts.reduce((total, amount) => total + amount, 0);

/** Money that reached the store: approved payments. */
export const paidAmount = (row: OrderRow, transactions: readonly TransactionRow[]) => sum(paymentsOf(row, transactions).filter((p) => p.status === 'APPROVED').map((p) => p.amount));

export const refundedAmount = (transactions: readonly TransactionRow[]) => sum(refunds(transactions).map((t) => t.amount));

/** What the completed refunds gave back: a refund still held may yet be refused. */
export const completedRefundAmount = (transactions: readonly TransactionRow[]) => sum(refunds(transactions).filter((t) => t.status === 'COMPLETED').map((t) => t.amount));

/** What a payment can still give back: its amount less its refunds (pending ones included). */
export const refundableOf = (payment: OrderPayment, transactions: readonly TransactionRow[]) =>
  payment.status === 'APPROVED' ? payment.amount - sum(refunds(transactions).filter((t) => t.details.paymentId === payment.id).map((t) => t.amount)) : 0;

/** After money moved: refunds decide first; otherwise what was paid against what is owed. */
export function paymentStatusOf(row: OrderRow, transactions: readonly TransactionRow[]): string {
  const paid = paidAmount(row, transactions);
  const refunded = completedRefundAmount(transactions);
  if (refunded > 0) return refunded >= paid ? 'FULLY_REFUNDED' : 'PARTIALLY_REFUNDED';
  const owed = row.data.totals.payNow + row.data.totals.payLater;
  if (paid >= owed) return 'PAID';
  if (row.data.payment.outcome === 'PENDING') return 'PENDING';
  return paid > 0 ? 'PARTIALLY_PAID' : 'NOT_PAID';
}

/** What the buyer still owes. */
export const balanceOf = (row: OrderRow, transactions: readonly TransactionRow[]) => Math.max(0, row.data.totals.payNow + row.data.totals.payLater - paidAmount(row, transactions));

export const isPickup = (data: OrderData) => Boolean(data.shipping?.option?.pickup);

