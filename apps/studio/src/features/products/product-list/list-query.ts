import type { CatalogQuery, ProductField, SortOrder } from '@vitrine/sdk/modules/products';

/**
 * The product table's state lives in the URL (`?q=shirt&visibility=hidden&sort=price.DESC&page=2`),
 * so a filtered view can be bookmarked, shared and restored with the back button.
 */
export const pageSize = 20;

/** `value` (`field.ORDER`) is what the URL holds; `fieldName` and `order` what the platform sorts by. */
export const sortOptions = [
  { value: 'lastUpdated.DESC', fieldName: 'lastUpdated', order: 'DESC', label: 'Recently changed' },
  { value: 'name.ASC', fieldName: 'name', order: 'ASC', label: 'Name, A–Z' },
  { value: 'name.DESC', fieldName: 'name', order: 'DESC', label: 'Name, Z–A' },
  { value: 'price.ASC', fieldName: 'price', order: 'ASC', label: 'Price, low to high' },
  { value: 'price.DESC', fieldName: 'price', order: 'DESC', label: 'Price, high to low' },
  { value: 'createdDate.DESC', fieldName: 'createdDate', order: 'DESC', label: 'Newest first' },
] as const satisfies ReadonlyArray<{ value: string; fieldName: ProductField; order: SortOrder; label: string }>;

export const visibilityOptions = [
  { value: '', label: 'Any visibility' },
  { value: 'visible', label: 'Visible' },
  { value: 'hidden', label: 'Hidden' },
] as const;

export const inventoryOptions = [
  { value: '', label: 'Any stock' },
  { value: 'IN_STOCK', label: 'In stock' },
  { value: 'PARTIALLY_OUT_OF_STOCK', label: 'Partly out of stock' },
  { value: 'OUT_OF_STOCK', label: 'Out of stock' },
] as const;

export const typeOptions = [
  { value: '', label: 'Any type' },
  { value: 'physical', label: 'Physical' },
  { value: 'digital', label: 'Digital' },
] as const;

export interface ListState {
  q: string;
  visibility: string;
  inventory: string;
  type: string;
  sort: string;
  page: number;
}

export function readListState(params: URLSearchParams): ListState {
  const sort = params.get('sort') ?? '';
  const page = Number(params.get('page') ?? '1');
  return {
    q: params.get('q') ?? '',
    visibility: params.get('visibility') ?? '',
    inventory: params.get('inventory') ?? '',
    type: params.get('type') ?? '',
    sort: sortOptions.some((option) => option.value === sort) ? sort : sortOptions[0].value,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export function writeListState(state: ListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.visibility) params.set('visibility', state.visibility);
  if (state.inventory) params.set('inventory', state.inventory);
  if (state.type) params.set('type', state.type);
  if (state.sort !== sortOptions[0].value) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** The platform query for a list state: search over name and SKU, filters joined with $and. */
export function toProductQuery(state: ListState): CatalogQuery<ProductField> {
  const filters: Record<string, unknown>[] = [];
  const q = state.q.trim();
  if (q) filters.push({ $or: [{ name: { $contains: q } }, { sku: { $contains: q } }] });
  if (state.visibility) filters.push({ visible: state.visibility === 'visible' });
  if (state.inventory) filters.push({ 'stock.inventoryStatus': state.inventory });
  if (state.type) filters.push({ productType: state.type });
  const { fieldName, order } = sortOptions.find((option) => option.value === state.sort) ?? sortOptions[0];
  return {
    filter: filters.length === 0 ? undefined : filters.length === 1 ? filters[0] : { $and: filters },
    sort: [{ fieldName, order }],
    paging: { limit: pageSize, offset: (state.page - 1) * pageSize },
  };
}
