import type { TSchema } from 'typebox';

/**
 * Response schemas whose views are written with `JSON.stringify` instead of the schema's compiled
 * serializer (fast-json-stringify).
 *
 * The compiled serializer walks the schema: for every property the schema names it reads the
 * object, present or not. A cart line's schema names some forty optional fields and a line
 * carries a dozen, and the views are built from many object shapes, so those reads miss through
 * V8's slowest property lookups. `JSON.stringify` walks only what the object holds. Measured on
 * estimate-totals, the two serializers alternated in one process (docs/ecom.md, "Two cuts to an
 * estimate"): 459 µs of CPU a request against 402 through `app.inject`, 400 against 374 over HTTP.
 * On product reads and cart writes the two were within the machine's swing, so only the estimate
 * is marked.
 *
 * The schema stays the contract. A marked view must be exact: built field by field
 * (ecom/views.ts), with nothing the schema leaves out and every value of the schema's type. With
 * `check` (every test platform: testing/index.ts) each answer is also serialized the schema's way
 * and a difference fails the request, naming the first path where the two differ; so the test
 * suites hold every marked view to its schema.
 */
const exact = Symbol('exact view');

/** Marks a response schema as an exact view (see above). */
export const exactView = <T extends TSchema>(schema: T): T => ({ ...schema, [exact]: true });

export const isExactView = (schema: unknown): boolean => typeof schema === 'object' && schema !== null && exact in schema;

type Serialize = (data: unknown) => string;

/** The serializer of an exact view; with `check`, compared with `bySchema`'s answer each time. */
export function exactViewSerializer(bySchema: () => Serialize, check: boolean): Serialize {
  if (!check) return (data) => JSON.stringify(data);
  return (data) => {
    const written = JSON.stringify(data);
    const difference = firstDifference(JSON.parse(bySchema()(data)), JSON.parse(written), '');
    if (difference !== undefined) throw new Error(`the view differs from its response schema at ${difference || 'the top'}`);
    return written;
  };
}

/** The first path where two parsed JSON values differ (key order aside); undefined when equal. */
function firstDifference(expected: unknown, actual: unknown, path: string): string | undefined {
  if (typeof expected !== 'object' || expected === null || typeof actual !== 'object' || actual === null) {
    return Object.is(expected, actual) ? undefined : path;
  }
  if (Array.isArray(expected) !== Array.isArray(actual)) return path;
  const keys = new Set([...Object.keys(expected), ...Object.keys(actual)]);
  for (const key of keys) {
    const found = firstDifference((expected as Record<string, unknown>)[key], (actual as Record<string, unknown>)[key], `${path}/${key}`);
    if (found !== undefined) return found;
  }
  return undefined;
}
