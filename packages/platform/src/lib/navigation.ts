import type { FastifyRequest } from 'fastify';

/**
 * True when the browser is loading a page (a link, a form, `window.location`), not a script's
 * fetch: navigations ask for HTML (and browsers say `Sec-Fetch-Mode: navigate`), while fetch
 * sends `Accept: *\/*` or JSON. Only a navigation can follow a redirect to another site's page.
 */
export function isPageNavigation(request: FastifyRequest): boolean {
  if (request.headers['sec-fetch-mode'] === 'navigate') return true;
  return (request.headers.accept ?? '').includes('text/html');
}
