/**
 * Sends the browser to a URL outside this app (the app that sent the shopper here). `replace`
 * keeps a finished hosted page out of the history, so Back does not open it a second time.
 */
export function leavePage(url: string, { replace = true }: { replace?: boolean } = {}): void {
  if (replace) window.location.replace(url);
  else window.location.assign(url);
}

/** `url` with extra query parameters (the order id on a thank-you page, say). */
export function withQueryParams(url: string, params: Record<string, string>): string {
  const target = new URL(url, window.location.href);
  for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
  return target.toString();
}
