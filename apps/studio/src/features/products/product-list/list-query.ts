import type { CatalogQuery, ProductField, SortOrder } from '@vitrine/sdk/modules/products';
import { choices } from '../../../lib/choices';
import { oneOf, urlState } from '../../../lib/url-state';

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

export const visibilityOptions = choices({ '': 'Any visibility', visible: 'Visible', hidden: 'Hidden' });

export const inventoryOptions = choices({ '': 'Any stock', IN_STOCK: 'In stock', PARTIALLY_OUT_OF_STOCK: 'Partly out of stock', OUT_OF_STOCK: 'Out of stock' });

export const typeOptions = choices({ '': 'Any type', physical: 'Physical', digital: 'Digital' });

export interface ListState {
  q: string;
  visibility: string;
  inventory: string;
  type: string;
  sort: string;
  page: number;
}

const inUrl = urlState<ListState>({ q: '', visibility: '', inventory: '', type: '', sort: sortOptions[0].value, page: 1 }, { sort: oneOf(sortOptions) });

export const readListState = inUrl.read;
export const writeListState = inUrl.write;

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
