import { invalid, type FieldViolation } from '../lib/app-error';
import { isUuid } from '../lib/ids';
import { assertFilterShape } from '../lib/input-limits';
import { toMinor } from '../lib/money';
import { isComparableDate } from '../lib/storable-dates';
import { assertStorableText } from '../lib/storable-text';
import { MoneyInStatement, moneyInStatement, nonDecimalDigitsSql } from './money-in-statement';

/**
 * The one compiler of the wire contract's MongoDB-like filters and sorts into parameterised SQL,
 * for every query the platform answers (products, variants, collections, orders). Each domain
 * describes its fields in a `QueryTarget` kept beside its repository; field names and operators
 * come from those fixed tables, so nothing a client sends is ever spliced into SQL text, and every
 * value becomes a numbered parameter. The site is always `$1`, the statement's repository numbers
 * whatever it adds after `params`.
 *
 * The filter's shape is checked first, without recursion (`assertFilterShape`: 32 levels of
 * `$and` / `$or` / `$not`, 500 conditions), so the compiler's own recursion is bounded.
 */

type Kind = 'uuid' | 'text' | 'money' | 'number' | 'integer' | 'boolean' | 'date' | 'enum' | 'ids';

export interface FieldSpec {
  /** `ids`: a uuid[] column a row belongs by (a product's collections), tested for overlap and containment. */
  kind: Kind;
  /** The SQL expression: a column of the target's alias (`p.name`). */
  column: string;
  /** An `enum`'s values. */
  values?: readonly string[];
  /** What an `ids` column's ids name, for messages: `collection`. */
  noun?: string;
  sortable?: boolean;
  nullable?: boolean;
  /**
   * An index serves a prefix or a "contains" of 3 characters or more of this text: see
   * `CompiledQuery.narrow`. A prefix is then matched on the lowercased text in collation "C"
   * (`lower(column) COLLATE "C" LIKE 'prefix%'`), where a LIKE prefix is a range of a B-tree index
   * on that expression whatever the database's collation; LIKE itself matches the same strings in
   * any deterministic collation.
   */
  indexedMatch?: boolean;
  /**
   * What the field sorts by, when not `column` itself: SQL expressions, each taking the sort's
   * direction (the product name: lowercased then as written, both in collation "C").
   */
  sortBy?: readonly string[];
}

export interface QueryTarget {
  /** The alias of the queried table: its `site_id` scopes, its `id` ends every order. */
  alias: string;
  fields: Record<string, FieldSpec>;
  /** One column and its direction: `p.created_date DESC`. */
  defaultOrder: string;
  /** Where the query sits in the request, for violations: `query.filter`, `search.sort.0.fieldName`. */
  root?: 'query' | 'search';
  /** The id's direction after the sort: that of the last sort (default), or always ascending. */
  idOrder?: 'ASC';
}

export interface QueryContext {
  siteId: string;
  /**
   * The site's currency for money fields, or the SQL expression that reads it inside the statement
   * (its `$1` is the site; or a row's own currency column, as orders keep theirs): then a money value
   * becomes one minor amount per decimal digit count and the statement picks the currency's own, one
   * round trip fewer than reading the currency first.
   */
  currency?: string | { sql: string };
  /** Only rows whose `visible` column is true (what shoppers see). */
  visibleOnly?: boolean;
}

export interface CompiledQuery {
  where: string;
  orderBy: string;
  params: unknown[];
  /**
   * The filter matches an `indexedMatch` field by prefix or "contains", which an index serves (see
   * `selectProductPage`); false when the only such match is a prefix of the field the sort leads
   * with, whose index already yields the matches in the page's order.
   */
  narrow: boolean;
  /** The columns `orderBy` sorts by, the id last: what a page's rows must carry to be sorted. */
  sortColumns: string[];
}

const comparisons: Record<string, string> = { $gt: '>', $gte: '>=', $lt: '<', $lte: '<=' };
const fieldOperators = ['$eq', '$ne', '$gt', '$gte', '$lt', '$lte', '$in', '$nin', '$hasSome', '$hasAll', '$startsWith', '$endsWith', '$contains', '$exists'];
const textOnly = new Set(['$startsWith', '$endsWith', '$contains']);
const siteParam = '$1';

class Compiler {
  readonly params: unknown[] = [];
  readonly violations: FieldViolation[] = [];
  narrow = false;
  /** The fields matched by a prefix their index serves, and whether anything else narrowed. */
  readonly prefixed = new Set<string>();
  narrowedOtherwise = false;
  private digitsIndex: string | undefined;
  constructor(
    private readonly currency: QueryContext['currency'],
    private readonly fields: Record<string, FieldSpec>,
  ) {}

  param(value: unknown): string {
    if (value instanceof MoneyInStatement) {
      // A currency subquery on the site is uncorrelated and runs once per statement; a row's own
      // currency column is read per row.
      const currencySql = (this.currency as { sql: string }).sql;
      this.digitsIndex ??= `(coalesce((${nonDecimalDigitsSql()} ->> ${currencySql})::int, 2) + 1)`;
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
    if (!isOperatorObject) return this.operator(name, spec, '$eq', condition, at);
    const parts = Object.entries(condition as Record<string, unknown>).map(([op, value]) =>
      fieldOperators.includes(op) ? this.operator(name, spec, op, value, `${at}.${op}`) : this.fail(`${at}.${op}`, `unknown operator ${op}`, 'INVALID_ENUM_VALUE'),
    );
    return `(${parts.join(' AND ')})`;
  }

  /** A client value as the SQL value of the field, or undefined (with a violation) when it does not fit. */
  value(spec: FieldSpec, value: unknown, at: string): unknown {
    switch (spec.kind) {
      case 'uuid':
      case 'ids':
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
          return typeof this.currency === 'string' ? toMinor(value, this.currency) : moneyInStatement(value);
        }
        break;
      case 'number':
        if (typeof value === 'number' && Number.isFinite(value)) return value;
        break;
      case 'integer':
        // Within a bigint column's range with room to spare, so PostgreSQL never refuses the value.
        if (typeof value === 'number' && Number.isInteger(value) && Math.abs(value) < 1e15) return value;
        break;
      case 'boolean':
        if (typeof value === 'boolean') return value;
        break;
      case 'date':
        // Years 1 to 9999 (lib/storable-dates.ts): PostgreSQL refuses a year 0.
        if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) && isComparableDate(value)) return new Date(value).toISOString();
        if (value !== null && typeof value === 'object' && typeof (value as { $date?: unknown }).$date === 'string') {
          return this.value(spec, (value as { $date: string }).$date, at);
        }
        break;
    }
    this.fail(at, `must be ${describe(spec)}`, 'FORMAT');
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

  operator(name: string, spec: FieldSpec, op: string, raw: unknown, at: string): string {
    if (spec.kind === 'ids') return this.ids(name, spec, op, raw, at);
    const { column } = spec;
    if (op === '$exists') {
      if (typeof raw !== 'boolean') return this.fail(at, 'must be true or false', 'FORMAT');
      return `${column} IS ${raw ? 'NOT ' : ''}NULL`;
    }
    if (op === '$eq' || op === '$ne') {
      if (raw === null) return `${column} IS ${op === '$eq' ? '' : 'NOT '}NULL`;
      const value = this.value(spec, raw, at);
      if (value === undefined) return 'false';
      // A flag is written into the statement (it is true or false, never text): the planner then
      // knows how many rows it keeps even in a prepared statement's generic plan.
      if (spec.kind === 'boolean') return op === '$eq' ? `${value ? '' : 'NOT '}${column}` : `${column} IS DISTINCT FROM ${value ? 'true' : 'false'}`;
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
      const list = values.some((v) => v instanceof MoneyInStatement) ? `ARRAY[${values.map((v) => this.param(v)).join(', ')}]` : this.param(values);
      const test = `${column} = ANY(${list}::${arrayType(spec.kind)})`;
      return op === '$nin' ? `NOT coalesce(${test}, false)` : test;
    }
    if (op === '$hasAll') {
      const lists = Object.keys(this.fields).filter((field) => this.fields[field]!.kind === 'ids');
      return this.fail(at, `$hasAll applies to ${lists[0] ?? 'list fields'} only`, 'FIELD_NOT_ALLOWED');
    }
    if (textOnly.has(op)) {
      if (spec.kind !== 'text') return this.fail(at, `${op} applies to text fields only`, 'FIELD_NOT_ALLOWED');
      if (typeof raw !== 'string' || raw.length > 200) return this.fail(at, 'must be a string of at most 200 characters', 'FORMAT');
      // Case-insensitive, as shoppers type; LIKE's own wildcards in the value are escaped.
      const escaped = raw.toLowerCase().replace(/[\\%_]/g, (c) => '\\' + c);
      const pattern = op === '$startsWith' ? `${escaped}%` : op === '$endsWith' ? `%${escaped}` : `%${escaped}%`;
      if (spec.indexedMatch && op === '$startsWith') {
        this.narrow = true;
        this.prefixed.add(name);
        // The range the prefix spans, besides the LIKE: a planner that cannot see the pattern (a
        // prepared statement's generic plan) still reads only that range of the index.
        const lowered = `lower(${column}) COLLATE "C"`;
        const end = prefixEnd(raw.toLowerCase());
        const range = `${lowered} >= ${this.param(raw.toLowerCase())}${end === undefined ? '' : ` AND ${lowered} < ${this.param(end)}`}`;
        return `(${range} AND ${lowered} LIKE ${this.param(pattern)})`;
      }
      if (spec.indexedMatch && op === '$contains' && raw.length >= 3) this.narrow = this.narrowedOtherwise = true;
      return `lower(${column}) LIKE ${this.param(pattern)}`;
    }
    return this.fail(at, `unknown operator ${op}`, 'INVALID_ENUM_VALUE');
  }

  ids(name: string, spec: FieldSpec, op: string, raw: unknown, at: string): string {
    const { column } = spec;
    if (op === '$eq' || op === '$ne') {
      const value = this.value(spec, raw, at);
      if (value === undefined) return 'false';
      const test = `${column} && ${this.param([value])}::uuid[]`;
      return op === '$eq' ? test : `NOT (${test})`;
    }
    if (op === '$in' || op === '$hasSome' || op === '$nin' || op === '$hasAll') {
      const values = this.list(spec, raw, at);
      if (!values) return 'false';
      const test = `${column} ${op === '$hasAll' ? '@>' : '&&'} ${this.param(values)}::uuid[]`;
      return op === '$nin' ? `NOT (${test})` : test;
    }
    if (op === '$exists') {
      if (typeof raw !== 'boolean') return this.fail(at, 'must be true or false', 'FORMAT');
      return `${column} ${raw ? '<>' : '='} '{}'`;
    }
    return this.fail(at, `${op} does not apply to ${name}`, 'FIELD_NOT_ALLOWED');
  }

  cast(spec: FieldSpec, value: unknown): string {
    const placeholder = this.param(value);
    return spec.kind === 'uuid' ? `${placeholder}::uuid` : spec.kind === 'date' ? `${placeholder}::timestamptz` : placeholder;
  }
}

/**
 * The least string above every string that starts with `prefix`, in code point order (collation
 * "C" compares UTF-8 bytes, which order as code points): the prefix with its last code point one
 * higher (a surrogate skipped), or undefined when none is higher.
 */
function prefixEnd(prefix: string): string | undefined {
  const points = [...prefix];
  while (points.length > 0) {
    const last = points.pop()!.codePointAt(0)!;
    if (last < 0x10ffff) return points.join('') + String.fromCodePoint(last === 0xd7ff ? 0xe000 : last + 1);
  }
  return undefined;
}

function arrayType(kind: Kind): string {
  switch (kind) {
    case 'uuid':
    case 'ids':
      return 'uuid[]';
    case 'money':
    case 'integer':
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

function describe(spec: FieldSpec): string {
  return {
    uuid: 'a uuid',
    ids: `a ${spec.noun ?? 'member'} id (uuid)`,
    text: 'a string of at most 500 characters',
    enum: 'one of the allowed values',
    money: 'a finite number',
    number: 'a finite number',
    integer: 'a whole number',
    boolean: 'true or false',
    date: 'an ISO-8601 date between the years 1000 and 9999',
  }[spec.kind];
}

function parseJson(value: unknown, field: string): unknown {
  if (typeof value !== 'string') return value;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw invalid([{ field, description: 'must be a JSON object', violatedRule: 'FORMAT' }]);
  }
  // The request's own check saw only the JSON text, whose escapes (`\u0000`) are text until parsed.
  assertStorableText(parsed, field);
  return parsed;
}

/**
 * `filter` and `sort` of a query → WHERE and ORDER BY over the target (site and visibility scope
 * first); the id always ends the order so offset paging is stable. A filter or sort may come as a
 * JSON string (the GET form). Every violation is reported at once, as a 400.
 */
export function compileQuery(query: { filter?: unknown; sort?: unknown }, target: QueryTarget, context: QueryContext): CompiledQuery {
  const { alias, fields } = target;
  const root = target.root ?? 'query';
  const compiler = new Compiler(context.currency, fields);
  compiler.param(context.siteId);
  const filter = parseJson(query.filter, `${root}.filter`);
  assertFilterShape(filter, `${root}.filter`);
  const conditions = [`${alias}.site_id = ${siteParam}`];
  if (context.visibleOnly) conditions.push(`${alias}.visible`);
  if (filter !== undefined && filter !== null) conditions.push(compiler.filter(filter, `${root}.filter`));

  const sort = parseJson(query.sort, `${root}.sort`) ?? [];
  const order: string[] = [];
  const sortColumns: string[] = [];
  const sortFields: string[] = [];
  if (!Array.isArray(sort)) compiler.fail(`${root}.sort`, 'must be an array of { fieldName, order }');
  else {
    sort.forEach((entry: unknown, i) => {
      const { fieldName, order: direction = 'ASC' } = (entry ?? {}) as { fieldName?: unknown; order?: unknown };
      const spec = typeof fieldName === 'string' && Object.hasOwn(fields, fieldName) ? fields[fieldName] : undefined;
      if (!spec?.sortable) {
        compiler.fail(`${root}.sort.${i}.fieldName`, `cannot sort by ${String(fieldName)}`, 'FIELD_NOT_ALLOWED');
      } else if (direction !== 'ASC' && direction !== 'DESC') {
        compiler.fail(`${root}.sort.${i}.order`, 'must be ASC or DESC', 'INVALID_ENUM_VALUE');
      } else {
        const nulls = spec.nullable ? (direction === 'ASC' ? ' NULLS LAST' : ' NULLS FIRST') : '';
        for (const expression of spec.sortBy ?? [spec.column]) order.push(`${expression} ${direction}${nulls}`);
        sortColumns.push(spec.column);
        sortFields.push(fieldName as string);
      }
    });
  }
  if (compiler.violations.length) throw invalid(compiler.violations);
  if (order.length === 0) {
    order.push(target.defaultOrder);
    sortColumns.push(target.defaultOrder.split(' ')[0]!);
  }
  const last = target.idOrder ?? (order[order.length - 1]!.includes('DESC') ? 'DESC' : 'ASC');
  order.push(`${alias}.id ${last}`);
  sortColumns.push(`${alias}.id`);
  return {
    where: conditions.join(' AND '),
    orderBy: order.join(', '),
    params: compiler.params,
    narrow: compiler.narrow && (compiler.narrowedOtherwise || [...compiler.prefixed].some((field) => field !== sortFields[0])),
    sortColumns: [...new Set(sortColumns)],
  };
}
