/**
 * Field masks of update calls: `{ paths: ['contactInfo', 'buyerNote'] }` or `"contactInfo,buyerNote"`.
 * With a mask, exactly the named fields are replaced (a named field missing from the body is
 * cleared); without one, every field the body carries is replaced.
 */
export function fieldMask(mask: { paths: string[] } | string | undefined, prefix: string): Set<string> | undefined {
  if (mask === undefined) return undefined;
  const paths = typeof mask === 'string' ? mask.split(',') : mask.paths;
  return new Set(paths.map((path) => path.trim()).filter(Boolean).map((path) => (path.startsWith(`${prefix}.`) ? path.slice(prefix.length + 1) : path)));
}

/** Whether `field` is to be written: named by the mask (or a sub-path of it), or sent when there is no mask. */
export function isMasked(mask: Set<string> | undefined, field: string, sent: boolean): boolean {
  if (!mask) return sent;
  for (const path of mask) if (path === field || path.startsWith(`${field}.`)) return true;
  return false;
}
