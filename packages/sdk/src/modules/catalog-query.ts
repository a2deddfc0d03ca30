/**
 * Filters, sorts and paging for catalogue queries, as plain objects or built fluently. The
 * builder only produces the plain object, so both forms send identical requests.
 */
import type { Paging, SortOrder } from './catalog-types.ts';

export type FilterOperator =
  | '$eq' | '$ne' | '$gt' | '$gte' | '$lt' | '$lte' | '$in' | '$hasSome' | '$hasAll' | '$startsWith' | '$endsWith' | '$contains' | '$exists';

/** A MongoDB-like filter: a bare value means equality; `$and`, `$or`, `$not` combine filters. */
export type Filter = { $and?: Filter[]; $or?: Filter[]; $not?: Filter } & { [field: string]: unknown };

export interface Sort<Field extends string = string> {
  fieldName: Field;
  order?: SortOrder;
}

export interface CatalogQuery<Field extends string = string> {
  filter?: Filter;
  sort?: Array<Sort<Field>>;
  paging?: Paging;
}

/** Fields `queryProducts` filters on; sorting takes all but `description`, `collections.id`, `stock.inventoryStatus` and `discount.type`. */
export type ProductField =
  | 'id' | 'name' | 'slug' | 'sku' | 'description' | 'brand' | 'ribbon' | 'price' | 'discountedPrice' | 'weight' | 'productType'
  /** What a shopper pays: the cheapest buyable variant's discounted price (a shop's price filter and sort). */
  | 'discountedPriceRange.minValue'
  | 'visible' | 'inStock' | 'stock.inventoryStatus' | 'discount.type' | 'collections.id' | 'lastUpdated' | 'createdDate';
export type CollectionField = 'id' | 'name' | 'slug' | 'description' | 'visible' | 'lastUpdated' | 'createdDate';
export type VariantField = 'id' | 'productId' | 'productName' | 'sku' | 'price' | 'inStock' | 'visible';

/** The largest page the platform serves; the default is 50. */
export const maxPageSize = 100;

export interface QueryBuilder<Field extends string> {
  eq(field: Field, value: unknown): QueryBuilder<Field>;
  ne(field: Field, value: unknown): QueryBuilder<Field>;
  gt(field: Field, value: number | string): QueryBuilder<Field>;
  ge(field: Field, value: number | string): QueryBuilder<Field>;
  lt(field: Field, value: number | string): QueryBuilder<Field>;
  le(field: Field, value: number | string): QueryBuilder<Field>;
  in(field: Field, values: readonly unknown[]): QueryBuilder<Field>;
  hasSome(field: Field, values: readonly unknown[]): QueryBuilder<Field>;
  hasAll(field: Field, values: readonly unknown[]): QueryBuilder<Field>;
  startsWith(field: Field, text: string): QueryBuilder<Field>;
  endsWith(field: Field, text: string): QueryBuilder<Field>;
  contains(field: Field, text: string): QueryBuilder<Field>;
  exists(field: Field, present?: boolean): QueryBuilder<Field>;
  /** Adds `{ $or: filters }` to the conditions. */
  or(...filters: Filter[]): QueryBuilder<Field>;
  not(filter: Filter): QueryBuilder<Field>;
  ascending(...fields: Field[]): QueryBuilder<Field>;
  descending(...fields: Field[]): QueryBuilder<Field>;
  limit(limit: number): QueryBuilder<Field>;
  skip(offset: number): QueryBuilder<Field>;
  build(): CatalogQuery<Field>;
}

function builder<Field extends string>(conditions: Filter[], sort: Array<Sort<Field>>, paging: Paging): QueryBuilder<Field> {
  const where = (condition: Filter) => builder<Field>([...conditions, condition], sort, paging);
  const op = (field: Field, operator: FilterOperator, value: unknown) => where({ [field]: { [operator]: value } });
  return {
    eq: (field, value) => where({ [field]: value }),
    ne: (field, value) => op(field, '$ne', value),
    gt: (field, value) => op(field, '$gt', value),
    ge: (field, value) => op(field, '$gte', value),
    lt: (field, value) => op(field, '$lt', value),
    le: (field, value) => op(field, '$lte', value),
    in: (field, values) => op(field, '$in', [...values]),
    hasSome: (field, values) => op(field, '$hasSome', [...values]),
    hasAll: (field, values) => op(field, '$hasAll', [...values]),
    startsWith: (field, text) => op(field, '$startsWith', text),
    endsWith: (field, text) => op(field, '$endsWith', text),
    contains: (field, text) => op(field, '$contains', text),
    exists: (field, present = true) => op(field, '$exists', present),
    or: (...filters) => where({ $or: filters }),
    not: (filter) => where({ $not: filter }),
    ascending: (...fields) => builder(conditions, [...sort, ...fields.map((fieldName) => ({ fieldName, order: 'ASC' as const }))], paging),
    descending: (...fields) => builder(conditions, [...sort, ...fields.map((fieldName) => ({ fieldName, order: 'DESC' as const }))], paging),
    limit: (limit) => builder(conditions, sort, { ...paging, limit }),
    skip: (offset) => builder(conditions, sort, { ...paging, offset }),
    build() {
      const query: CatalogQuery<Field> = {};
      if (conditions.length === 1) query.filter = conditions[0];
      else if (conditions.length > 1) query.filter = { $and: conditions };
      if (sort.length) query.sort = sort;
      if (paging.limit !== undefined || paging.offset !== undefined) query.paging = paging;
      return query;
    },
  };
}

/**
 * A product query, built step by step; each step returns a new builder.
 *
 * @example
 * const query = productQuery().eq('visible', true).gt('price', 10).hasSome('collections.id', [saleId])
 *   .ascending('price').limit(20).skip(40).build();
 * const { products, totalResults } = await client.products.queryProducts(query);
 */
export const productQuery = (): QueryBuilder<ProductField> => builder<ProductField>([], [], {});

/** @example const query = collectionQuery().startsWith('name', 'sum').descending('name').build(); */
export const collectionQuery = (): QueryBuilder<CollectionField> => builder<CollectionField>([], [], {});

/** @example const query = variantQuery().eq('productId', id).eq('inStock', true).build(); */
export const variantQuery = (): QueryBuilder<VariantField> => builder<VariantField>([], [], {});
