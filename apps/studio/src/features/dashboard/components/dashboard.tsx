import { errorMessage } from '@vitrine/react';
import { Link, useSearchParams } from 'react-router';
import { SelectField } from '../../../components/ui/field';
import { formatMoney, fromMinor } from '@vitrine/sdk/modules/money';
import { DataTable } from '../../../components/ui/data-table';
import { QueryView } from '../../../components/ui/query-view';
import { EmptyState, ErrorState, Loading } from '@vitrine/app-kit/states';
import { Notice } from '../../../components/ui/notice';
import { lowStockThreshold, orderCap, useLowStock, useWindowOrders } from '../api/dashboard';
import { summarizeSales } from '../utils/sales';
import { SalesChart } from './sales-chart';
import { Page } from '../../../components/layout/page';

const windows = [
  { value: '7', label: 'Last 7 days' },
  { value: '30', label: 'Last 30 days' },
  { value: '90', label: 'Last 90 days' },
] as const;

/** The store at a glance: sales per day, order count, average order value, top products, low stock. */
export function Dashboard({ currency, productHref, ordersHref }: { currency: string; productHref(id: string): string; ordersHref: string }) {
  const [params, setParams] = useSearchParams();
  const days = Number(windows.find((w) => w.value === params.get('days'))?.value ?? '30');
  const orders = useWindowOrders(days);
  const money = (minor: number) => formatMoney(fromMinor(minor, currency), currency);

  return (
    <Page
      title="Dashboard"
      actions={
        <div className="toolbar" style={{ margin: 0 }}>
          <SelectField label="Period" options={windows} value={String(days)} onChange={(e) => setParams(e.target.value === '30' ? {} : { days: e.target.value }, { replace: true })} />
        </div>
      }
    >
      {orders.isPending ? (
        <Loading label="Loading sales…" />
      ) : orders.isError ? (
        <ErrorState message={errorMessage(orders.error)} onRetry={() => orders.refetch()} />
      ) : (
        (() => {
          const summary = summarizeSales(orders.data.orders, new Date(), days, currency);
          return (
            <>
              {orders.data.partial && <Notice tone="warning">These figures cover the latest {orderCap} of {orders.data.total} orders in the period.</Notice>}
              <div className="cards">
                <div className="card">
                  <div className="label">Sales</div>
                  <div className="value" data-testid="sales-total">
                    {money(summary.total)}
                  </div>
                </div>
                <div className="card">
                  <div className="label">Orders</div>
                  <div className="value" data-testid="order-count">
                    {summary.orders}
                  </div>
                </div>
                <div className="card">
                  <div className="label">Average order value</div>
                  <div className="value" data-testid="average-order">
                    {summary.orders ? money(summary.average) : '—'}
                  </div>
                </div>
              </div>
              <section className="panel" aria-labelledby="sales-title">
                <h2 id="sales-title">Sales per day</h2>
                <SalesChart days={summary.days} currency={currency} />
              </section>
              <section className="panel" aria-labelledby="top-title">
                <h2 id="top-title">Top products</h2>
                {summary.top.length === 0 ? (
                  <EmptyState title="No sales in this period">
                    <Link to={ordersHref}>See every order</Link>
                  </EmptyState>
                ) : (
                  <DataTable caption="Top products by sales before tax" columns={['Product', { label: 'Units', numeric: true }, { label: 'Sales before tax', numeric: true }]}>
                      {summary.top.map((product) => (
                        <tr key={product.key}>
                          <td>{product.name}</td>
                          <td className="num">{product.quantity}</td>
                          <td className="num">{money(product.revenue)}</td>
                        </tr>
                      ))}
                  </DataTable>
                )}
              </section>
            </>
          );
        })()
      )}
      <LowStock productHref={productHref} />
    </Page>
  );
}

function LowStock({ productHref }: { productHref(id: string): string }) {
  const low = useLowStock();
  return (
    <section className="panel" aria-labelledby="low-stock-title">
      <h2 id="low-stock-title">Low stock</h2>
      <p className="field-hint">Out of stock, or {lowStockThreshold} units or fewer left.</p>
      <QueryView query={low} loadingLabel="Loading stock…" isEmpty={(data) => data.products.length === 0} empty={<EmptyState title="Everything is well stocked" />}>
        {(data) => (
          <DataTable caption="Products low on stock" columns={['Product', 'Stock']}>
            {data.products.map((product) => (
              <tr key={product.id}>
                <td>
                  <Link to={productHref(product.id)}>{product.name}</Link>
                </td>
                <td>
                  {product.stock.inventoryStatus === 'OUT_OF_STOCK' ? (
                    <span className="badge badge-danger">Out of stock</span>
                  ) : product.stock.inventoryStatus === 'PARTIALLY_OUT_OF_STOCK' ? (
                    <span className="badge badge-warn">Some variants out of stock</span>
                  ) : (
                    <span className="badge badge-warn">{product.stock.quantity} left</span>
                  )}
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </QueryView>
    </section>
  );
}
