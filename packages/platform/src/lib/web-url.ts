/**
 * `value` as a web page's URL: absolute, http or https, with no user name or password in it (a
 * browser shows `https://bank.example@evil.example` as if it were the bank). Undefined for
 * anything else, so a caller checks what it needs beyond that and never sees a parse error.
 */
export function parseWebUrl(value: string): URL | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.username || url.password) return undefined;
  return url;
}
