import type { ProductQuery } from '@vitrine/react';

/**
 * The catalogue's search, filters, sort and page live in the URL (`?q=shirt&min=10&sort=price-asc&page=2`),
 * so a search can be shared, bookmarked and survives a reload. These functions translate between
 * the URL and the platform's product query.
 */
export const pageSize = 12;

/** How many pages `total` results fill (at least one, empty or not). */
export const pageCount = (total: number) => Math.max(1, Math.ceil(total / pageSize));

export const sortOptions = {
  newest: { label: 'Newest', sort: { fieldName: 'createdDate', order: 'DESC' } },
  // What a shopper pays (sale prices, the cheapest buyable variant), not the list price.
  'price-asc': { label: 'Price: low to high', sort: { fieldName: 'discountedPriceRange.minValue', order: 'ASC' } },
  'price-desc': { label: 'Price: high to low', sort: { fieldName: 'discountedPriceRange.minValue', order: 'DESC' } },
  name: { label: 'Name', sort: { fieldName: 'name', order: 'ASC' } },
} as const;
export type SortKey = keyof typeof sortOptions;

export interface CatalogueSearch {
  q: string;
  collection: string;
  min: string;
  max: string;
  inStock: boolean;
  sort: SortKey;
  page: number;
}

export function readSearch(params: URLSearchParams): CatalogueSearch {
  const sort = params.get('sort') ?? 'newest';
  const page = Number(params.get('page') ?? '1');
  return {
    q: params.get('q') ?? '',
    collection: params.get('collection') ?? '',
    min: params.get('min') ?? '',
    max: params.get('max') ?? '',
    inStock: params.get('inStock') === 'true',
    sort: sort in sortOptions ? (sort as SortKey) : 'newest',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** Only what differs from the defaults goes into the URL. */
export function writeSearch(search: CatalogueSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.q) params.set('q', search.q);
  if (search.collection) params.set('collection', search.collection);
  if (search.min) params.set('min', search.min);
  if (search.max) params.set('max', search.max);
  if (search.inStock) params.set('inStock', 'true');
  if (search.sort !== 'newest') params.set('sort', search.sort);
  if (search.page > 1) params.set('page', String(search.page));
  return params;
}

const asNumber = (value: string) => (value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : undefined);

export function toProductQuery(search: CatalogueSearch, fixedCollectionId?: string): ProductQuery {
  const and: Array<Record<string, unknown>> = [];
  if (search.q.trim()) and.push({ name: { $contains: search.q.trim() } });
  const collection = fixedCollectionId ?? search.collection;
  if (collection) and.push({ 'collections.id': { $hasSome: [collection] } });
  const min = asNumber(search.min);
  const max = asNumber(search.max);
  if (min !== undefined) and.push({ 'discountedPriceRange.minValue': { $gte: min } });
  if (max !== undefined) and.push({ 'discountedPriceRange.minValue': { $lte: max } });
  if (search.inStock) and.push({ inStock: true });
  return {
    ...(and.length ? { filter: and.length === 1 ? and[0] : { $and: and } } : {}),
    sort: [{ ...sortOptions[search.sort].sort }],
    paging: { limit: pageSize, offset: (search.page - 1) * pageSize },
  };
}
