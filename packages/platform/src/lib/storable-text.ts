import { invalid, type FieldViolation } from './app-error';

/**
 * Text PostgreSQL cannot store: a NUL character (`\u0000`, refused in `text` and in JSONB) and a
 * lone surrogate (half of a UTF-16 pair, `\ud800`: no UTF-8 encodes it; JSONB refuses the escape,
 * and a `text` column silently stores U+FFFD instead). JSON lets a client send both. Refused here,
 * before validation, for every string of a request, so no route depends on the database to refuse
 * them (which it answered as a 400, logging a warning for each). `plugins/wire-format.ts` runs the
 * check on every request's path parameters and query, and on a JSON body whose text holds a `\u`
 * escape, the only way JSON carries either.
 */

/** A string holding either matches this one scan; only one that does (emoji do too) is looked at closer. */
const suspect = /[\0\uD800-\uDFFF]/;
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why `text` cannot be stored, or undefined when it can. */
export function textProblem(text: string): string | undefined {
  if (!suspect.test(text)) return undefined;
  if (text.includes('\0')) return 'must not contain a NUL character (\\u0000)';
  if (loneSurrogate.test(text)) return 'must be well-formed Unicode: it holds half of a surrogate pair';
  return undefined;
}

/** At most this many violations are answered: a 1 MB body of bad strings would otherwise answer megabytes. */
const maxReported = 20;

/** Whether any string or key in `value` cannot be stored: the quick pass, which builds no path. */
function holdsUnstorableText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const node = pending.pop();
    if (typeof node === 'string') {
      if (textProblem(node)) return true;
    } else if (Array.isArray(node)) {
      for (const child of node) pending.push(child);
    } else if (node !== null && typeof node === 'object') {
      for (const key in node) {
        if (textProblem(key)) return true;
        pending.push((node as Record<string, unknown>)[key]);
      }
    }
  }
  return false;
}

/** A key as a field path shows it: a bad key with its characters escaped, as JSON writes them. */
const shown = (key: string | number) => (typeof key === 'string' && textProblem(key) ? JSON.stringify(key).slice(1, -1) : String(key));
const pathOf = (path: string, key: string | number) => (path ? `${path}.${shown(key)}` : shown(key));

/**
 * Refuses a body, query, path parameters or a value parsed from one of them (`at`: the field it
 * came from) holding text that cannot be stored, in values or keys, as 400 `FORMAT` violations at
 * each field's dotted path. Both walks take only objects, arrays and strings, with an explicit
 * stack, and no copy or JSON round trip; the second, which writes the paths, runs only once the
 * first has found something to refuse.
 */
export function assertStorableText(value: unknown, at = ''): void {
  if (!holdsUnstorableText(value)) return;
  const violations: FieldViolation[] = [];
  const pending: Array<{ node: object; path: string }> = [];
  const visit = (child: unknown, path: string, key: string | number) => {
    if (typeof child === 'string') {
      const problem = textProblem(child);
      if (problem) violations.push({ field: pathOf(path, key), description: problem, violatedRule: 'FORMAT' });
    } else if (child !== null && typeof child === 'object') {
      pending.push({ node: child, path: pathOf(path, key) });
    }
  };
  const problem = typeof value === 'string' ? textProblem(value) : undefined;
  if (problem) violations.push({ field: at || 'body', description: problem, violatedRule: 'FORMAT' });
  else if (value !== null && typeof value === 'object') pending.push({ node: value, path: at });
  while (pending.length > 0 && violations.length < maxReported) {
    const { node, path } = pending.pop()!;
    if (Array.isArray(node)) {
      node.forEach((child, index) => visit(child, path, index));
      continue;
    }
    for (const [key, child] of Object.entries(node)) {
      const keyProblem = textProblem(key);
      if (keyProblem) violations.push({ field: pathOf(path, key), description: `its name ${keyProblem}`, violatedRule: 'FORMAT' });
      visit(child, path, key);
    }
  }
  throw invalid(violations.slice(0, maxReported).sort((a, b) => a.field.localeCompare(b.field)));
}

/**
 * `text` cut to at most `max` UTF-16 units without splitting a surrogate pair: a plain `slice` can
 * end on the first half of an emoji, which the database cannot store (a lone surrogate).
 */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}
