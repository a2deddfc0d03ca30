import { invalid, type FieldViolation } from '../../lib/app-error';

/**
 * Field masks of update calls: `{ paths: ['contactInfo', 'buyerNote'] }` or `"contactInfo,buyerNote"`.
 * With a mask, exactly the named fields are replaced (a named field missing from the body is
 * cleared); without one, every field the body carries is replaced. A path may be written with
 * the body's wrapper (`checkout.buyerNote`) or without it.
 *
 * `fields` lists what the update can write. A mask path must name one of them, a part of one
 * (`shippingInfo.shippingDestination.address`: the whole field is replaced) or a parent of some
 * (`shippingInfo`: every field under it). Anything else is a FIELD_NOT_ALLOWED violation rather
 * than a silent no-op, so a typo does not pass for a successful update.
 */
export function fieldMask(mask: { paths: string[] } | string | undefined, prefix: string, fields: readonly string[]): Set<string> | undefined {
  if (mask === undefined) return undefined;
  const raw = typeof mask === 'string' ? mask.split(',') : mask.paths;
  const paths = raw.map((path) => path.trim()).filter(Boolean).map((path) => (path.startsWith(`${prefix}.`) ? path.slice(prefix.length + 1) : path));
  const violations: FieldViolation[] = paths
    .filter((path) => !fields.some((field) => related(path, field)))
    .map((path) => ({ field: 'fieldMask.paths', description: `${path} is not a field this update can change`, violatedRule: 'FIELD_NOT_ALLOWED' }));
  if (violations.length) throw invalid(violations);
  return new Set(paths);
}

/** Whether one dotted path is the other, or lies inside it. */
const related = (a: string, b: string) => a === b || a.startsWith(`${b}.`) || b.startsWith(`${a}.`);

/** Whether `field` is to be written: named by the mask (itself, a parent or a sub-path), or sent when there is no mask. */
export function isMasked(mask: Set<string> | undefined, field: string, sent: boolean): boolean {
  if (!mask) return sent;
  for (const path of mask) if (related(path, field)) return true;
  return false;
}
