import { errorMessage } from '@vitrine/react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useDebouncedSearch } from '../../../lib/debounced-search';
import { DataTable } from '../../../components/ui/data-table';
import { formatDateTime } from '../../../components/ui/dates';
import { SelectField, TextField } from '../../../components/ui/field';
import { Pagination } from '../../../components/ui/pagination';
import { QueryView } from '../../../components/ui/query-view';
import { EmptyState } from '@vitrine/app-kit/states';
import { Notice } from '../../../components/ui/notice';
import { Button } from '../../../components/ui/button';
import { useExportOrders } from '../api/export-orders';
import { useOrderList } from '../api/orders';
import { FulfilmentBadge, OrderStatusBadge, PaymentBadge } from '../components/order-badges';
import { isoDate } from '../utils/order-text';
import {
  fulfilmentOptions,
  pageSize,
  paymentOptions,
  readOrderListState,
  readSearchTerm,
  sortOptions,
  statusOptions,
  listSearchOf,
  toOrderSearch,
  writeOrderListState,
  type OrderListState,
} from './list-query';
import { Page } from '../../../components/layout/page';

/** Every order of the store, newest first: search by number or e-mail, filter by status, payment, fulfilment and date; export what matches as CSV. */
export function OrderList({ detailHref }: { detailHref(id: string): string }) {
  const [params, setParams] = useSearchParams();
  const state = readOrderListState(params);
  const search = toOrderSearch(state);
  const list = useOrderList(listSearchOf(state));
  const [term, setTerm] = useState(state.q);
  const update = (patch: Partial<OrderListState>) => setParams(writeOrderListState({ ...state, page: 1, ...patch }), { replace: true });

  useDebouncedSearch(term, state.q, (q) => update({ q }));

  const termProblem = readSearchTerm(term);
  const filtered = Boolean(state.q || state.status || state.payment || state.fulfilment || state.from || state.to);
  const exporter = useExportOrders();
  const rows = list.data?.orders ?? [];

  return (
    <Page
      title="Orders"
      actions={
        <Button onClick={() => search && exporter.mutate(search)} busy={exporter.isPending} disabled={!search}>
          Export CSV
        </Button>
      }
    >
      {exporter.isError && <Notice tone="error">{errorMessage(exporter.error)}</Notice>}
      {exporter.isSuccess && <Notice tone="success">{`${exporter.data} order${exporter.data === 1 ? '' : 's'} exported${filtered ? ' (the filtered list)' : ''}.`}</Notice>}
      <div className="toolbar" role="search">
        <TextField
          label="Search"
          type="search"
          placeholder="Order number or e-mail"
          value={term}
          onChange={(e) => setTerm(e.target.value)}
          error={termProblem && 'invalid' in termProblem ? 'Type an order number or a full e-mail address' : undefined}
        />
        <SelectField label="Status" options={statusOptions} value={state.status} onChange={(e) => update({ status: e.target.value })} />
        <SelectField label="Payment" options={paymentOptions} value={state.payment} onChange={(e) => update({ payment: e.target.value })} />
        <SelectField label="Fulfilment" options={fulfilmentOptions} value={state.fulfilment} onChange={(e) => update({ fulfilment: e.target.value })} />
        <TextField label="Placed from" type="date" value={state.from} max={state.to || undefined} onChange={(e) => update({ from: e.target.value })} />
        <TextField label="Placed until" type="date" value={state.to} min={state.from || undefined} onChange={(e) => update({ to: e.target.value })} />
        <SelectField label="Sort by" options={sortOptions} value={state.sort} onChange={(e) => update({ sort: e.target.value })} />
      </div>
      <QueryView
        query={list}
        loadingLabel="Loading orders…"
        isEmpty={() => rows.length === 0}
        empty={
          <EmptyState title={filtered ? 'No order matches these filters' : 'No orders yet'}>
            {!filtered && <p>Orders appear here as soon as a shopper checks out in the store.</p>}
          </EmptyState>
        }
      >
        {(data) => (
          <>
            <DataTable caption={`Orders, ${data.metadata.total} in all`} columns={['Order', 'Placed', 'Buyer', 'Payment', 'Fulfilment', 'Status', { label: 'Items', numeric: true }, { label: 'Total', numeric: true }]} busy={list.isFetching}>
              {rows.map((order) => (
                <tr key={order.id}>
                  <td>
                    <Link to={detailHref(order.id)}>Order #{order.number}</Link>
                  </td>
                  <td>{formatDateTime(isoDate(order.createdDate))}</td>
                  <td>{order.buyerInfo.email || '—'}</td>
                  <td>
                    <PaymentBadge status={order.paymentStatus} />
                  </td>
                  <td>
                    <FulfilmentBadge status={order.fulfillmentStatus} />
                  </td>
                  <td>
                    <OrderStatusBadge status={order.status} />
                  </td>
                  <td className="num">{order.lineItems.reduce((sum, line) => sum + line.quantity, 0)}</td>
                  <td className="num">{order.priceSummary.total.formattedAmount}</td>
                </tr>
              ))}
            </DataTable>
            <Pagination
              label="Orders"
              offset={(state.page - 1) * pageSize}
              limit={pageSize}
              total={data.metadata.total}
              onChange={(offset) => update({ page: offset / pageSize + 1 })}
            />
          </>
        )}
      </QueryView>
    </Page>
  );
}
