import type { OrderSearch } from '@vitrine/sdk/modules/orders';

/**
 * The order table's state lives in the URL (`?q=1004&payment=PAID&fulfilment=NOT_FULFILLED&from=2026-11-01&page=2`), like
 * the product table's. The platform's order search matches exact values only (no substring
 * search), so the search box takes an order number or a buyer's full e-mail address.
 */
export const pageSize = 20;

export const sortOptions = [
  { value: 'createdDate.DESC', label: 'Newest first' },
  { value: 'createdDate.ASC', label: 'Oldest first' },
  { value: 'priceSummary.total.DESC', label: 'Total, high to low' },
  { value: 'priceSummary.total.ASC', label: 'Total, low to high' },
] as const;

export const statusOptions = [
  { value: '', label: 'Any status' },
  { value: 'APPROVED', label: 'Approved' },
  { value: 'INITIALIZED', label: 'Initialized' },
  { value: 'CANCELED', label: 'Canceled' },
] as const;

export const paymentOptions = [
  { value: '', label: 'Any payment' },
  { value: 'PAID', label: 'Paid' },
  { value: 'NOT_PAID', label: 'Not paid' },
  { value: 'PARTIALLY_PAID', label: 'Partly paid' },
  { value: 'PENDING', label: 'Pending' },
  { value: 'PARTIALLY_REFUNDED', label: 'Partly refunded' },
  { value: 'FULLY_REFUNDED', label: 'Refunded' },
] as const;

export const fulfilmentOptions = [
  { value: '', label: 'Any fulfilment' },
  { value: 'NOT_FULFILLED', label: 'Not fulfilled' },
  { value: 'PARTIALLY_FULFILLED', label: 'Partly fulfilled' },
  { value: 'FULFILLED', label: 'Fulfilled' },
] as const;

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

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));
const pick = (value: string, options: ReadonlyArray<{ value: string }>) => (options.some((option) => option.value === value) ? value : '');

export function readOrderListState(params: URLSearchParams): OrderListState {
  const page = Number(params.get('page') ?? '1');
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    q: params.get('q') ?? '',
    status: pick(params.get('status') ?? '', statusOptions),
    payment: pick(params.get('payment') ?? '', paymentOptions),
    fulfilment: pick(params.get('fulfilment') ?? '', fulfilmentOptions),
    from: isDay(from) ? from : '',
    to: isDay(to) ? to : '',
    sort: pick(params.get('sort') ?? '', sortOptions) || sortOptions[0].value,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export function writeOrderListState(state: OrderListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.status) params.set('status', state.status);
  if (state.payment) params.set('payment', state.payment);
  if (state.fulfilment) params.set('fulfilment', state.fulfilment);
  if (state.from) params.set('from', state.from);
  if (state.to) params.set('to', state.to);
  if (state.sort !== sortOptions[0].value) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

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
