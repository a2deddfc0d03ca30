import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useDebouncedSearch } from '../../../lib/debounced-search';
import { DataTable } from '../../../components/ui/data-table';
import { SelectField, TextField } from '../../../components/ui/field';
import { Pagination } from '../../../components/ui/pagination';
import { QueryView } from '../../../components/ui/query-view';
import { EmptyState } from '@vitrine/app-kit/states';
import { useProductList } from '../api/products';
import { StockBadge } from '../components/stock-badge';
import { inventoryOptions, pageSize, readListState, sortOptions, toProductQuery, typeOptions, visibilityOptions, writeListState, type ListState } from './list-query';
import { Page } from '../../../components/layout/page';

export interface ProductListProps {
  createHref: string;
  editHref(id: string): string;
  bulkEditHref(ids: string[]): string;
}

/** The product table: search, filters, sort and paging in the URL; select rows for a bulk edit. */
export function ProductList({ createHref, editHref, bulkEditHref }: ProductListProps) {
  const [params, setParams] = useSearchParams();
  const state = readListState(params);
  const list = useProductList(toProductQuery(state));
  const [search, setSearch] = useState(state.q);
  const [selected, setSelected] = useState<Set<string>>(new Set());

  const update = (patch: Partial<ListState>) => setParams(writeListState({ ...state, page: 1, ...patch }), { replace: true });

  useDebouncedSearch(search, state.q, (q) => update({ q }));

  const rows = list.data?.products ?? [];
  const allSelected = rows.length > 0 && rows.every((product) => selected.has(product.id));
  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <Page
      title="Products"
      actions={
        <div className="actions">
          {selected.size > 0 && (
            <Link className="btn" to={bulkEditHref([...selected])}>
              Bulk edit {selected.size} selected
            </Link>
          )}
          <Link className="btn btn-primary" to={createHref}>
            Add product
          </Link>
        </div>
      }
    >
      <div className="toolbar" role="search">
        <TextField label="Search" type="search" placeholder="Name or SKU" value={search} onChange={(e) => setSearch(e.target.value)} />
        <SelectField label="Visibility" options={visibilityOptions} value={state.visibility} onChange={(e) => update({ visibility: e.target.value })} />
        <SelectField label="Stock" options={inventoryOptions} value={state.inventory} onChange={(e) => update({ inventory: e.target.value })} />
        <SelectField label="Type" options={typeOptions} value={state.type} onChange={(e) => update({ type: e.target.value })} />
        <SelectField label="Sort by" options={sortOptions} value={state.sort} onChange={(e) => update({ sort: e.target.value })} />
      </div>
      <QueryView
        query={list}
        loadingLabel="Loading products…"
        isEmpty={() => rows.length === 0}
        empty={
          <EmptyState title={state.q || state.visibility || state.inventory || state.type ? 'No product matches these filters' : 'No products yet'}>
            <Link to={createHref}>Add a product</Link>
          </EmptyState>
        }
      >
        {(data) => (
          <>
            <DataTable
              caption={`Products, ${data.total} in all`}
              columns={[
                {
                  label: (
                    <input
                      type="checkbox"
                      aria-label="Select every product on this page"
                      checked={allSelected}
                      onChange={(e) => rows.forEach((product) => toggle(product.id, e.target.checked))}
                    />
                  ),
                },
                { label: <span className="visually-hidden">Image</span> },
                'Name',
                'SKU',
                { label: 'Price', numeric: true },
                'Stock',
                'Visibility',
              ]}
              busy={list.isFetching}
            >
              {rows.map((product) => (
                <tr key={product.id}>
                  <td>
                    <input
                      type="checkbox"
                      aria-label={`Select ${product.name}`}
                      checked={selected.has(product.id)}
                      onChange={(e) => toggle(product.id, e.target.checked)}
                    />
                  </td>
                  <td>
                    {product.media.mainMedia?.image ? (
                      <img className="thumb" src={product.media.mainMedia.thumbnail?.url ?? product.media.mainMedia.image.url} alt="" />
                    ) : (
                      <span className="thumb" aria-hidden="true" />
                    )}
                  </td>
                  <td>
                    <Link to={editHref(product.id)}>{product.name}</Link>
                  </td>
                  <td>{product.sku ?? '—'}</td>
                  <td className="num" data-testid="product-price">
                    {product.priceData.discountedPrice !== product.priceData.price ? (
                      <>
                        <s>{product.priceData.formatted.price}</s> {product.priceData.formatted.discountedPrice}
                      </>
                    ) : (
                      product.priceData.formatted.price
                    )}
                  </td>
                  <td>
                    <StockBadge stock={product.stock} />
                  </td>
                  <td>{product.visible ? 'Visible' : <span className="badge">Hidden</span>}</td>
                </tr>
              ))}
            </DataTable>
            <Pagination label="Products" offset={(state.page - 1) * pageSize} limit={pageSize} total={data.total} onChange={(offset) => update({ page: offset / pageSize + 1 })} />
          </>
        )}
      </QueryView>
    </Page>
  );
}
