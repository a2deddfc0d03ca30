/**
 * True when `path` is an address on this store, read as a browser reads it: never another site
 * (`//host`, `/\host`, `/<tab>/host`, `https://host`), so a return address taken from a link or a
 * form cannot be an open redirect.
 */
export function isOwnPath(path: string | null | undefined): path is string {
  return Boolean(path?.startsWith('/')) && URL.canParse(path!, 'http://store') && new URL(path!, 'http://store').host === 'store';
}
