import { invalid, type FieldViolation } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import { assertFilterShape } from '../../lib/input-limits';
import { currencyDigits, toMinor } from '../../lib/money';

/**
 * Compiles the wire contract's MongoDB-like filters and sorts into parameterised SQL over the
 * `products p` table. Field names and operators come from fixed tables, so nothing a client sends
 * is ever spliced into SQL text; every value becomes a numbered parameter.
 */

type Kind = 'uuid' | 'text' | 'money' | 'number' | 'boolean' | 'date' | 'enum' | 'collections';

export interface FieldSpec {
  kind: Kind;
  /** The SQL expression; absent for `collections`, which is a membership test. */
  column?: string;
  values?: readonly string[];
  sortable?: boolean;
  nullable?: boolean;
}

export const productFields: Record<string, FieldSpec> = {
  id: { kind: 'uuid', column: 'p.id', sortable: true },
  name: { kind: 'text', column: 'p.name', sortable: true },
  slug: { kind: 'text', column: 'p.slug', sortable: true },
  sku: { kind: 'text', column: 'p.sku', sortable: true, nullable: true },
  description: { kind: 'text', column: 'p.description' },
  brand: { kind: 'text', column: 'p.brand', sortable: true, nullable: true },
  ribbon: { kind: 'text', column: 'p.ribbon', sortable: true, nullable: true },
  price: { kind: 'money', column: 'p.price_minor', sortable: true },
  'priceData.price': { kind: 'money', column: 'p.price_minor', sortable: true },
  discountedPrice: { kind: 'money', column: 'p.discounted_price_minor', sortable: true },
  'priceData.discountedPrice': { kind: 'money', column: 'p.discounted_price_minor', sortable: true },
  // The lowest price a shopper pays over the buyable variants (migration 080): what a shop's price
  // filter and "price: low to high" mean. Indexed with visibility and stock.
  'discountedPriceRange.minValue': { kind: 'money', column: 'p.paid_price_minor', sortable: true },
  weight: { kind: 'number', column: 'p.weight', sortable: true, nullable: true },
  productType: { kind: 'enum', column: 'p.product_type', values: ['physical', 'digital'], sortable: true },
  visible: { kind: 'boolean', column: 'p.visible', sortable: true },
  inStock: { kind: 'boolean', column: 'p.in_stock', sortable: true },
  'stock.inventoryStatus': { kind: 'enum', column: 'p.inventory_status', values: ['IN_STOCK', 'OUT_OF_STOCK', 'PARTIALLY_OUT_OF_STOCK'] },
  'discount.type': { kind: 'enum', column: 'p.discount_type', values: ['NONE', 'AMOUNT', 'PERCENT'] },
  'collections.id': { kind: 'collections' },
  collectionIds: { kind: 'collections' },
  lastUpdated: { kind: 'date', column: 'p.last_updated', sortable: true },
  createdDate: { kind: 'date', column: 'p.created_date', sortable: true },
};

/**
 * A money value of a filter when the site's currency is not known in advance: its minor units for
 * every count of decimal digits a currency can have, so the statement picks the one of the site's
 * currency (see `Compiler.param`) and the query needs no read of the currency before it.
 */
class SiteMoney {
  constructor(readonly byDigits: ReadonlyArray<number | null>) {}
}

/** Currencies by digits after the decimal point (index 0 to 3); currencies with 2 are left out, it is the default. */
let digitGroups: Map<number, string[]> | undefined;
function currenciesByDigits(): Map<number, string[]> {
  if (!digitGroups) {
    digitGroups = new Map();
    for (const currency of Intl.supportedValuesOf('currency')) {
      const digits = currencyDigits(currency);
      digitGroups.set(digits, [...(digitGroups.get(digits) ?? []), currency]);
    }
  }
  return digitGroups;
}

function siteMoney(value: number): SiteMoney {
  const groups = currenciesByDigits();
  return new SiteMoney([0, 1, 2, 3].map((digits) => (digits === 2 ? toMinor(value, 'USD') : groups.has(digits) ? toMinor(value, groups.get(digits)![0]!) : null)));
}

/** `{ "JPY": 0, "KWD": 3, … }`: every currency whose digits are not 2, for the statement to look the site's up. */
function nonDecimalDigits(): string {
  const digitsOf: Record<string, number> = {};
  for (const [digits, currencies] of currenciesByDigits()) if (digits !== 2) for (const currency of currencies) digitsOf[currency] = digits;
  return JSON.stringify(digitsOf);
}

const comparisons: Record<string, string> = { $gt: '>', $gte: '>=', $lt: '<', $lte: '<=' };
const fieldOperators = ['$eq', '$ne', '$gt', '$gte', '$lt', '$lte', '$in', '$nin', '$hasSome', '$hasAll', '$startsWith', '$endsWith', '$contains', '$exists'];
const textOnly = new Set(['$startsWith', '$endsWith', '$contains']);

export interface CompiledQuery {
  where: string;
  orderBy: string;
  params: unknown[];
  /** The filter matches the name by prefix or "contains", which an index serves: see `selectProductPage`. */
  narrow: boolean;
}

class Compiler {
  readonly params: unknown[] = [];
  readonly violations: FieldViolation[] = [];
  narrow = false;
  private digitsIndex: string | undefined;
  constructor(
    /** The site's currency, or undefined to let the statement read it (money values become `SiteMoney`). */
    private readonly currency: string | undefined,
    private readonly siteParam: string,
    private readonly fields: Record<string, FieldSpec>,
  ) {}

  param(value: unknown): string {
    if (value instanceof SiteMoney) {
      // The site's currency is read once per statement (an uncorrelated subquery runs once).
      this.digitsIndex ??= `(coalesce((${this.param(nonDecimalDigits())}::jsonb ->> (SELECT currency FROM sites WHERE id = ${this.siteParam}))::int, 2) + 1)`;
      return `(${this.param(value.byDigits)}::bigint[])[${this.digitsIndex}]`;
    }
    this.params.push(value);
    return `$${this.params.length}`;
  }

  fail(field: string, description: string, rule: FieldViolation['violatedRule'] = 'VALIDATION'): string {
    this.violations.push({ field, description, violatedRule: rule });
    return 'false';
  }

  filter(filter: unknown, path: string): string {
    if (filter === null || typeof filter !== 'object' || Array.isArray(filter)) return this.fail(path, 'must be an object');
    const parts: string[] = [];
    for (const [key, value] of Object.entries(filter)) {
      const at = `${path}.${key}`;
      if (key === '$and' || key === '$or') {
        if (!Array.isArray(value) || value.length === 0) {
          parts.push(this.fail(at, 'must be a non-empty array of filters'));
          continue;
        }
        const inner = value.map((item, i) => this.filter(item, `${at}.${i}`));
        parts.push(`(${inner.join(key === '$and' ? ' AND ' : ' OR ')})`);
      } else if (key === '$not') {
        parts.push(`NOT coalesce(${this.filter(value, at)}, false)`);
      } else if (key.startsWith('$')) {
        parts.push(this.fail(at, `unknown operator ${key}`, 'INVALID_ENUM_VALUE'));
      } else {
        parts.push(this.field(key, value, at));
      }
    }
    return parts.length === 0 ? 'true' : `(${parts.join(' AND ')})`;
  }

  field(name: string, condition: unknown, at: string): string {
    const spec = Object.hasOwn(this.fields, name) ? this.fields[name] : undefined;
    if (!spec) return this.fail(at, `unknown field ${name}; filterable: ${Object.keys(this.fields).join(', ')}`, 'FIELD_NOT_ALLOWED');
    const isOperatorObject =
      condition !== null && typeof condition === 'object' && !Array.isArray(condition) && Object.keys(condition).some((k) => k.startsWith('$'));
    if (!isOperatorObject) return this.operator(spec, '$eq', condition, at);
    const parts = Object.entries(condition as Record<string, unknown>).map(([op, value]) =>
      fieldOperators.includes(op) ? this.operator(spec, op, value, `${at}.${op}`) : this.fail(`${at}.${op}`, `unknown operator ${op}`, 'INVALID_ENUM_VALUE'),
    );
    return `(${parts.join(' AND ')})`;
  }

  /** A client value as the SQL value of the field, or undefined (with a violation) when it does not fit. */
  value(spec: FieldSpec, value: unknown, at: string): unknown {
    switch (spec.kind) {
      case 'uuid':
      case 'collections':
        if (typeof value === 'string' && isUuid(value)) return value;
        break;
      case 'text':
        if (typeof value === 'string' && value.length <= 500) return value;
        break;
      case 'enum':
        if (typeof value === 'string' && spec.values!.includes(value)) return value;
        this.fail(at, `must be one of ${spec.values!.join(', ')}`, 'INVALID_ENUM_VALUE');
        return undefined;
      case 'money':
        if (typeof value === 'number' && Number.isFinite(value) && Math.abs(value) < 1e12) {
          return this.currency === undefined ? siteMoney(value) : toMinor(value, this.currency);
        }
        break;
      case 'number':
        if (typeof value === 'number' && Number.isFinite(value)) return value;
        break;
      case 'boolean':
        if (typeof value === 'boolean') return value;
        break;
      case 'date':
        if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) && !Number.isNaN(Date.parse(value))) return new Date(value).toISOString();
        if (value !== null && typeof value === 'object' && typeof (value as { $date?: unknown }).$date === 'string') {
          return this.value(spec, (value as { $date: string }).$date, at);
        }
        break;
    }
    this.fail(at, `must be ${describeKind(spec.kind)}`, 'FORMAT');
    return undefined;
  }

  list(spec: FieldSpec, value: unknown, at: string): unknown[] | undefined {
    if (!Array.isArray(value) || value.length > 500) {
      this.fail(at, 'must be an array of at most 500 values');
      return undefined;
    }
    const values = value.map((item, i) => this.value(spec, item, `${at}.${i}`));
    return values.includes(undefined) ? undefined : values;
  }

  operator(spec: FieldSpec, op: string, raw: unknown, at: string): string {
    if (spec.kind === 'collections') return this.membership(op, raw, at);
    const column = spec.column!;
    if (op === '$exists') {
      if (typeof raw !== 'boolean') return this.fail(at, 'must be true or false', 'FORMAT');
      return `${column} IS ${raw ? 'NOT ' : ''}NULL`;
    }
    if (op === '$eq' || op === '$ne') {
      if (raw === null) return `${column} IS ${op === '$eq' ? '' : 'NOT '}NULL`;
      const value = this.value(spec, raw, at);
      if (value === undefined) return 'false';
      return op === '$eq' ? `${column} = ${this.cast(spec, value)}` : `${column} IS DISTINCT FROM ${this.cast(spec, value)}`;
    }
    if (op in comparisons) {
      if (spec.kind === 'boolean') return this.fail(at, `${op} does not apply to a true/false field`, 'FIELD_NOT_ALLOWED');
      const value = this.value(spec, raw, at);
      return value === undefined ? 'false' : `${column} ${comparisons[op]} ${this.cast(spec, value)}`;
    }
    if (op === '$in' || op === '$nin' || op === '$hasSome') {
      const values = this.list(spec, raw, at);
      if (!values) return 'false';
      // Money of a currency the statement reads is one pick per value (see `param`).
      const list = values.some((v) => v instanceof SiteMoney) ? `ARRAY[${values.map((v) => this.param(v)).join(', ')}]` : this.param(values);
      const test = `${column} = ANY(${list}::${arrayType(spec.kind)})`;
      return op === '$nin' ? `NOT coalesce(${test}, false)` : test;
    }
    if (op === '$hasAll') return this.fail(at, '$hasAll applies to collections.id only', 'FIELD_NOT_ALLOWED');
    if (textOnly.has(op)) {
      if (spec.kind !== 'text') return this.fail(at, `${op} applies to text fields only`, 'FIELD_NOT_ALLOWED');
      if (typeof raw !== 'string' || raw.length > 200) return this.fail(at, 'must be a string of at most 200 characters', 'FORMAT');
      // Case-insensitive, as shoppers type; LIKE's own wildcards in the value are escaped.
      const escaped = raw.toLowerCase().replace(/[\\%_]/g, (c) => '\\' + c);
      const pattern = op === '$startsWith' ? `${escaped}%` : op === '$endsWith' ? `%${escaped}` : `%${escaped}%`;
      // A prefix (B-tree) or three characters or more (trigrams) of the name: an index finds the matches.
      if (column === 'p.name' && (op === '$startsWith' || (op === '$contains' && raw.length >= 3))) this.narrow = true;
      return `lower(${column}) LIKE ${this.param(pattern)}`;
    }
    return this.fail(at, `unknown operator ${op}`, 'INVALID_ENUM_VALUE');
  }

  /**
   * Collection membership tests the product row's `collection_ids` (migration 151, kept by a
   * trigger from collection_products), which its GIN index serves together with the other filters.
   */
  membership(op: string, raw: unknown, at: string): string {
    if (op === '$eq' || op === '$ne') {
      const value = this.value({ kind: 'collections' }, raw, at);
      if (value === undefined) return 'false';
      const test = `p.collection_ids && ${this.param([value])}::uuid[]`;
      return op === '$eq' ? test : `NOT (${test})`;
    }
    if (op === '$in' || op === '$hasSome' || op === '$nin' || op === '$hasAll') {
      const values = this.list({ kind: 'collections' }, raw, at);
      if (!values) return 'false';
      const test = `p.collection_ids ${op === '$hasAll' ? '@>' : '&&'} ${this.param(values)}::uuid[]`;
      return op === '$nin' ? `NOT (${test})` : test;
    }
    if (op === '$exists') {
      if (typeof raw !== 'boolean') return this.fail(at, 'must be true or false', 'FORMAT');
      return `p.collection_ids ${raw ? '<>' : '='} '{}'`;
    }
    return this.fail(at, `${op} does not apply to collections.id`, 'FIELD_NOT_ALLOWED');
  }

  cast(spec: FieldSpec, value: unknown): string {
    const placeholder = this.param(value);
    return spec.kind === 'uuid' ? `${placeholder}::uuid` : spec.kind === 'date' ? `${placeholder}::timestamptz` : placeholder;
  }
}

function arrayType(kind: Kind): string {
  switch (kind) {
    case 'uuid':
    case 'collections':
      return 'uuid[]';
    case 'money':
      return 'bigint[]';
    case 'number':
      return 'float8[]';
    case 'boolean':
      return 'bool[]';
    case 'date':
      return 'timestamptz[]';
    default:
      return 'text[]';
  }
}

function describeKind(kind: Kind): string {
  return {
    uuid: 'a uuid',
    collections: 'a collection id (uuid)',
    text: 'a string of at most 500 characters',
    enum: 'one of the allowed values',
    money: 'a finite number',
    number: 'a finite number',
    boolean: 'true or false',
    date: 'an ISO-8601 date',
  }[kind];
}

function parseJson(value: unknown, field: string): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    throw invalid([{ field, description: 'must be a JSON object', violatedRule: 'FORMAT' }]);
  }
}

/**
 * `filter` and `sort` of a query → WHERE and ORDER BY over `alias` (site and visibility scope
 * first); the id always ends the order so offset paging is stable.
 */
export function compileQuery(
  query: { filter?: unknown; sort?: unknown },
  context: { siteId: string; currency?: string; visibleOnly: boolean; fields: Record<string, FieldSpec>; alias: string; defaultOrder: string },
): CompiledQuery {
  const { alias } = context;
  const compiler = new Compiler(context.currency, '$1', context.fields);
  compiler.param(context.siteId);
  const filter = parseJson(query.filter, 'query.filter');
  assertFilterShape(filter, 'query.filter');
  const conditions = [`${alias}.site_id = $1`];
  if (context.visibleOnly) conditions.push(`${alias}.visible`);
  if (filter !== undefined && filter !== null) conditions.push(compiler.filter(filter, 'query.filter'));

  const sort = parseJson(query.sort, 'query.sort') ?? [];
  const order: string[] = [];
  if (!Array.isArray(sort)) compiler.fail('query.sort', 'must be an array of { fieldName, order }');
  else {
    sort.forEach((entry: unknown, i) => {
      const { fieldName, order: direction = 'ASC' } = (entry ?? {}) as { fieldName?: unknown; order?: unknown };
      const spec = typeof fieldName === 'string' && Object.hasOwn(context.fields, fieldName) ? context.fields[fieldName] : undefined;
      if (!spec?.sortable) {
        compiler.fail(`query.sort.${i}.fieldName`, `cannot sort by ${String(fieldName)}`, 'FIELD_NOT_ALLOWED');
      } else if (direction !== 'ASC' && direction !== 'DESC') {
        compiler.fail(`query.sort.${i}.order`, 'must be ASC or DESC', 'INVALID_ENUM_VALUE');
      } else {
        order.push(`${spec.column} ${direction}${spec.nullable ? (direction === 'ASC' ? ' NULLS LAST' : ' NULLS FIRST') : ''}`);
      }
    });
  }
  if (compiler.violations.length) throw invalid(compiler.violations);
  if (order.length === 0) order.push(context.defaultOrder);
  const last = order[order.length - 1]!.includes('DESC') ? 'DESC' : 'ASC';
  order.push(`${alias}.id ${last}`);
  return { where: conditions.join(' AND '), orderBy: order.join(', '), params: compiler.params, narrow: compiler.narrow };
}

/**
 * Products: newest first by default. Without `currency`, price filters convert to the site's
 * currency inside the statement (one round trip fewer than reading it first).
 */
export const compileProductQuery = (query: { filter?: unknown; sort?: unknown }, context: { siteId: string; currency?: string; visibleOnly: boolean }) =>
  compileQuery(query, { ...context, fields: productFields, alias: 'p', defaultOrder: 'p.created_date DESC' });

export const collectionFields: Record<string, FieldSpec> = {
  id: { kind: 'uuid', column: 'c.id', sortable: true },
  name: { kind: 'text', column: 'c.name', sortable: true },
  slug: { kind: 'text', column: 'c.slug', sortable: true },
  description: { kind: 'text', column: 'c.description' },
  visible: { kind: 'boolean', column: 'c.visible', sortable: true },
  lastUpdated: { kind: 'date', column: 'c.last_updated', sortable: true },
  createdDate: { kind: 'date', column: 'c.created_date', sortable: true },
};

/** Collections: by name by default. */
export const compileCollectionQuery = (query: { filter?: unknown; sort?: unknown }, context: { siteId: string; visibleOnly: boolean }) =>
  compileQuery(query, { ...context, currency: 'USD', fields: collectionFields, alias: 'c', defaultOrder: 'c.name ASC' });
