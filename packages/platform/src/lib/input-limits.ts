import { invalid } from './app-error';

/**
 * Limits on the shape of what clients send. JSON parses to any depth, but everything after the
 * parser (serialising into JSONB, compiling a filter into SQL, PostgreSQL's own parser) recurses, so
 * a deep enough payload overflows a stack somewhere and would end as a 500. Both walks here use an
 * explicit stack, so they never overflow themselves.
 */

/** How deep any body or query may nest (objects and arrays); free-form fields such as `contactInfo` included. */
export const maxInputDepth = 64;
/** How many `$and` / `$or` / `$not` levels a filter may nest. */
export const maxFilterDepth = 32;
/** How many conditions (field tests and `$and` / `$or` / `$not` nodes) one filter may hold. */
export const maxFilterConditions = 500;

/** The path of the first value nested deeper than `maxDepth`, or undefined when none is. */
export function pathTooDeep(value: unknown, maxDepth: number): string[] | undefined {
  const pending: Array<{ value: unknown; path: string[] }> = [{ value, path: [] }];
  while (pending.length > 0) {
    const { value: node, path } = pending.pop()!;
    if (node === null || typeof node !== 'object') continue;
    if (path.length >= maxDepth) return path;
    for (const [key, child] of Object.entries(node)) {
      if (child !== null && typeof child === 'object') pending.push({ value: child, path: [...path, key] });
    }
  }
  return undefined;
}

/**
 * Refuses a body or query nested deeper than `maxInputDepth`, naming the field where the limit is
 * crossed (the first segments of the path: the rest is the client's own repetition).
 */
export function assertInputDepth(value: unknown, root: string): void {
  const path = pathTooDeep(value, maxInputDepth);
  if (!path) return;
  const shown = path.slice(0, 4).join('.');
  throw invalid([
    {
      field: shown || root,
      description: `nests deeper than ${maxInputDepth} levels`,
      violatedRule: 'MAX_SIZE',
      data: { maxDepth: maxInputDepth },
    },
  ]);
}

/**
 * Refuses a filter with more than `maxFilterDepth` levels of `$and` / `$or` / `$not` or more than
 * `maxFilterConditions` conditions, before any compiler recurses into it. Every filter entry point
 * (products, variants, collections, orders search) calls this first.
 */
export function assertFilterShape(filter: unknown, field: string): void {
  const pending: Array<{ node: unknown; level: number }> = [{ node: filter, level: 0 }];
  let conditions = 0;
  while (pending.length > 0) {
    const { node, level } = pending.pop()!;
    if (node === null || typeof node !== 'object' || Array.isArray(node)) continue;
    if (level > maxFilterDepth) {
      throw invalid([{ field, description: `nests $and, $or and $not deeper than ${maxFilterDepth} levels`, violatedRule: 'MAX_SIZE', data: { maxDepth: maxFilterDepth } }]);
    }
    conditions += 1;
    for (const [key, value] of Object.entries(node)) {
      if (!key.startsWith('$')) conditions += 1;
      if (key === '$and' || key === '$or') {
        if (Array.isArray(value)) for (const item of value) pending.push({ node: item, level: level + 1 });
      } else if (key === '$not') {
        pending.push({ node: value, level: level + 1 });
      }
    }
    if (conditions > maxFilterConditions) {
      throw invalid([
        { field, description: `holds more than ${maxFilterConditions} conditions`, violatedRule: 'MAX_SIZE', data: { maxConditions: maxFilterConditions } },
      ]);
    }
  }
}

/**
 * Refuses a number that is not finite (`1e400`, `Infinity` in a query string). Ajv's type coercion
 * turns such strings into `Infinity` and then skips the `maximum` check on the coerced value, so
 * this runs after validation, on what the handler would see.
 */
export function assertFiniteNumbers(value: unknown): void {
  const pending: Array<{ value: unknown; path: string[] }> = [{ value, path: [] }];
  while (pending.length > 0) {
    const { value: node, path } = pending.pop()!;
    if (typeof node === 'number' && !Number.isFinite(node)) {
      throw invalid([{ field: path.join('.') || 'body', description: 'must be a finite number', violatedRule: 'FORMAT' }]);
    }
    if (node === null || typeof node !== 'object') continue;
    for (const [key, child] of Object.entries(node)) pending.push({ value: child, path: [...path, key] });
  }
}
