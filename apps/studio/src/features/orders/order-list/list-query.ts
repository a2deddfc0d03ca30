import type { OrderSearch } from '@vitrine/sdk/modules/orders';
import { choices } from '../../../lib/choices';
import { oneOf, urlState } from '../../../lib/url-state';

/**
 * The order table's state lives in the URL (`?q=1004&payment=PAID&fulfilment=NOT_FULFILLED&from=2026-11-01&page=2`), like
 * the product table's. The platform's order search matches exact values only (no substring
 * search), so the search box takes an order number or a buyer's full e-mail address.
 */
export const pageSize = 20;

/** The first is the default, which the URL leaves out. */
export const sortOptions = choices({ 'createdDate.DESC': 'Newest first', 'createdDate.ASC': 'Oldest first', 'priceSummary.total.DESC': 'Total, high to low', 'priceSummary.total.ASC': 'Total, low to high' });

export const statusOptions = choices({ '': 'Any status', APPROVED: 'Approved', INITIALIZED: 'Initialized', CANCELED: 'Canceled' });

export const paymentOptions = choices({ '': 'Any payment', PAID: 'Paid', NOT_PAID: 'Not paid', PARTIALLY_PAID: 'Partly paid', PENDING: 'Pending', PARTIALLY_REFUNDED: 'Partly refunded', FULLY_REFUNDED: 'Refunded' });

export const fulfilmentOptions = choices({ '': 'Any fulfilment', NOT_FULFILLED: 'Not fulfilled', PARTIALLY_FULFILLED: 'Partly fulfilled', FULFILLED: 'Fulfilled' });

export interface OrderListState {
  q: string;
  status: string;
  payment: string;
  fulfilment: string;
  /** `YYYY-MM-DD`, inclusive, in the merchant's time zone. */
  from: string;
  to: string;
  sort: string;
  page: number;
}

const defaultSort = 'createdDate.DESC';

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));

const inUrl = urlState<OrderListState>(
  { q: '', status: '', payment: '', fulfilment: '', from: '', to: '', sort: defaultSort, page: 1 },
  { status: oneOf(statusOptions), payment: oneOf(paymentOptions), fulfilment: oneOf(fulfilmentOptions), from: isDay, to: isDay, sort: oneOf(sortOptions) },
);

export const readOrderListState = inUrl.read;
export const writeOrderListState = inUrl.write;

/** What the search box holds: an order number, an e-mail address, or something it cannot search. */
export function readSearchTerm(q: string): { number: number } | { email: string } | { invalid: true } | undefined {
  const term = q.trim().replace(/^#/, '');
  if (term === '') return undefined;
  if (/^\d{1,12}$/.test(term)) return { number: Number(term) };
  if (/^[^\s@]+@[^\s@]+$/.test(term)) return { email: term };
  return { invalid: true };
}

/** Local midnight of a `YYYY-MM-DD` day, `days` later, as an ISO instant. */
const dayStart = (day: string, days = 0) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date + days).toISOString();
};

/** The platform search for a list state, or undefined when the search box cannot be searched. */
export function toOrderSearch(state: OrderListState): OrderSearch | undefined {
  const filters: Record<string, unknown>[] = [];
  const term = readSearchTerm(state.q);
  if (term && 'invalid' in term) return undefined;
  if (term && 'number' in term) filters.push({ number: term.number });
  if (term && 'email' in term) filters.push({ 'buyerInfo.email': term.email });
  if (state.status) filters.push({ status: state.status });
  if (state.payment) filters.push({ paymentStatus: state.payment });
  if (state.fulfilment) filters.push({ fulfillmentStatus: state.fulfilment });
  if (state.from) filters.push({ createdDate: { $gte: dayStart(state.from) } });
  if (state.to) filters.push({ createdDate: { $lt: dayStart(state.to, 1) } });
  const cut = state.sort.lastIndexOf('.');
  return {
    filter: filters.length === 0 ? undefined : { $and: filters },
    sort: [{ fieldName: state.sort.slice(0, cut), order: state.sort.slice(cut + 1) as 'ASC' | 'DESC' }],
    paging: { limit: pageSize, offset: (state.page - 1) * pageSize },
  };
}

/** The search the list runs: an unsearchable term never reaches the platform, so the list stays on the search without it. */
export const listSearchOf = (state: OrderListState): OrderSearch => toOrderSearch(state) ?? toOrderSearch({ ...state, q: '' })!;
