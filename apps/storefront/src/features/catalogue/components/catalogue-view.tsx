import { useCollections, useProducts } from '@vitrine/react';
import { useId, useRef, useState, type FormEvent, type MouseEvent, type ReactNode } from 'react';
import { useSearchParams } from '../../../lib/routing';
import { useDrawerFocus } from '../../../lib/drawer-focus';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { pageCount, pageSize, readSearch, sortOptions, toProductQuery, writeSearch, type CatalogueSearch, type SortKey } from '../hooks/catalogue-search';
import { ProductGrid, ProductGridSkeleton } from './product-card';
import { allCollections } from '../../../lib/all-collections';

/** Search, filters, sort and paging over the catalogue; everything is kept in the URL. `intro` comes above the title (a collection's breadcrumbs). */
export function CatalogueView({ title, collectionId, intro }: { title: string; collectionId?: string; intro?: ReactNode }) {
  const [params, setParams] = useSearchParams();
  const search = readSearch(params);
  const products = useProducts(toProductQuery(search, collectionId));
  const collections = useCollections(allCollections);
  const ids = { form: useId(), q: useId(), sort: useId(), collection: useId(), min: useId(), max: useId() };
  const filters = useFiltersDrawer();
  const activeFilters = [search.q, collectionId ? '' : search.collection, search.min, search.max, search.inStock].filter(Boolean).length;

  const update = (change: Partial<CatalogueSearch>) => setParams(writeSearch({ ...search, page: 1, ...change }));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    filters.close();
    const form = new FormData(event.currentTarget);
    update({
      q: String(form.get('q') ?? ''),
      min: String(form.get('min') ?? ''),
      max: String(form.get('max') ?? ''),
      inStock: form.get('inStock') === 'true',
      collection: collectionId ? '' : String(form.get('collection') ?? ''),
    });
  };

  const goTo = (page: number) => (event: MouseEvent) => {
    event.preventDefault();
    setParams(writeSearch({ ...search, page }));
  };

  const total = products.data?.totalResults ?? products.data?.metadata?.items ?? 0;
  const pages = pageCount(total);
  return (
    <main className="page">
      {intro}
      <div className="page-header">
        <h1>{title}</h1>
        {products.data ? <p aria-live="polite">{total === 1 ? '1 product' : `${total} products`}</p> : null}
      </div>
      <div className="catalogue">
        {filters.open ? <div className="drawer-backdrop filters-backdrop" onClick={filters.close} /> : null}
        {/* Beside the products on a wide screen; on a phone a drawer the "Filter" button opens (the
            `#filters` target opens it before JavaScript runs, and JavaScript keeps it in state). */}
        <div id="filters" className={filters.open ? 'filters-panel open' : 'filters-panel'} {...(filters.open ? { role: 'dialog', 'aria-modal': true, 'aria-label': 'Filters' } : {})}>
          <div className="filters-head">
            <h2>Filters</h2>
            <a ref={filters.closeRef} href="#" className="button secondary" onClick={filters.onCloseClick}>
              Close
            </a>
          </div>
          {/* A GET form: without JavaScript the browser puts the filters in the URL itself, and the server renders that page. */}
          <form className="filters" id={ids.form} method="get" onSubmit={submit} aria-label="Filters" key={params.toString()}>
            <div className="field">
              <label htmlFor={ids.q}>Search</label>
              <input id={ids.q} name="q" type="search" defaultValue={search.q} />
            </div>
            {collectionId ? null : (
              <div className="field">
                <label htmlFor={ids.collection}>Collection</label>
                <select id={ids.collection} name="collection" defaultValue={search.collection}>
                  <option value="">All</option>
                  {collections.data?.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.name}
                    </option>
                  ))}
                </select>
              </div>
            )}
            <fieldset>
              <legend>Price</legend>
              <div className="grid-2">
                <div className="field">
                  <label htmlFor={ids.min}>From</label>
                  <input id={ids.min} name="min" type="number" min={0} step="any" inputMode="decimal" defaultValue={search.min} />
                </div>
                <div className="field">
                  <label htmlFor={ids.max}>To</label>
                  <input id={ids.max} name="max" type="number" min={0} step="any" inputMode="decimal" defaultValue={search.max} />
                </div>
              </div>
            </fieldset>
            <label className="check field">
              <input type="checkbox" name="inStock" value="true" defaultChecked={search.inStock} /> In stock only
            </label>
            <button type="submit" className="button">
              Apply filters
            </button>
          </form>
        </div>
        {/* While the next page loads the previous one stays on screen, marked busy (dimmed, and screen readers wait). */}
        <section aria-label="Products" aria-busy={products.isPlaceholderData || undefined}>
          <div className="toolbar">
            <a href="#filters" className="button secondary filters-toggle" aria-controls="filters" aria-expanded={filters.open} onClick={filters.onOpenClick}>
              {activeFilters ? `Filter (${activeFilters})` : 'Filter'}
            </a>
            <div className="field">
              <label htmlFor={ids.sort}>Sort by</label>
              <select id={ids.sort} name="sort" form={ids.form} value={search.sort} onChange={(event) => update({ sort: event.target.value as SortKey })}>
                {Object.entries(sortOptions).map(([key, option]) => (
                  <option key={key} value={key}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
          </div>
          {products.isPending ? (
            <ProductGridSkeleton count={pageSize} />
          ) : products.error ? (
            <ErrorState message="Products could not be loaded." onRetry={() => void products.refetch()} />
          ) : products.data.products.length === 0 ? (
            <EmptyState title="No products match">
              <p>Try fewer filters or another search.</p>
            </EmptyState>
          ) : (
            <ProductGrid products={products.data.products} label={title} />
          )}
          {pages > 1 ? (
            <nav className="pager" aria-label="Pages">
              {/* Without JavaScript the buttons submit this GET form: the search as it is, with the new page. */}
              <form method="get" onSubmit={(event) => event.preventDefault()}>
                {[...writeSearch({ ...search, page: 1 })].map(([name, value]) => (
                  <input key={name} type="hidden" name={name} value={value} />
                ))}
                <button type="submit" name="page" value={search.page - 1} className="button secondary" disabled={search.page <= 1} onClick={goTo(search.page - 1)}>
                  Previous
                </button>
                <span>
                  Page {search.page} of {pages}
                </span>
                <button type="submit" name="page" value={search.page + 1} className="button secondary" disabled={search.page >= pages} onClick={goTo(search.page + 1)}>
                  Next
                </button>
              </form>
            </nav>
          ) : null}
        </section>
      </div>
    </main>
  );
}

/** The phone's filter drawer: open and closed in state, Escape and the backdrop close it, focus goes to its Close. */
function useFiltersDrawer() {
  const [open, setOpen] = useState(false);
  const closeRef = useRef<HTMLAnchorElement>(null);
  useDrawerFocus(open, setOpen, closeRef);
  const close = () => setOpen(false);
  return {
    open,
    close,
    closeRef,
    onOpenClick: (event: MouseEvent) => {
      event.preventDefault();
      setOpen(true);
    },
    onCloseClick: (event: MouseEvent) => {
      event.preventDefault();
      close();
    },
  };
}
