import { QueryClient } from '@tanstack/react-query';
import { cartKeys } from '@vitrine/react';
import { requestCookieTokenStorage } from '@vitrine/sdk/auth';
import { PassThrough, Readable } from 'node:stream';
import { App } from '../app/app';
import { RenderRecordProvider, type RenderRecord } from '../lib/render-record';
import { headTags } from '../lib/page-head';
import { preloadPage } from '../app/router';
import { createAppQueryClient } from '../lib/query-client';
import { createStoreClient } from '../lib/sdk';
import { addressHoldsCredential, isPublicPage, isShopperQuery, pageEtag, privateCacheControl, publicCacheControl } from './cache-policy';
import { dehydratedScript, scriptSafe } from './dehydrated';
import { renderWithData } from './discover-queries';
import { StaticFooter } from './static-footer';
import { pagePreloadTags, type Manifest } from './page-chunks';
import { publicReaderTokens } from './public-reader';
import { prefetchRouteData } from './route-data';
import { themeHead } from '@vitrine/app-kit/store-theme';
import type { StoreRequest, StoreResponseHead } from '@vitrine/app-kit/store-host';

export interface RenderedPage extends StoreResponseHead {
  body: Readable;
}

/**
 * Splits the built index.html around its empty root element. Its generic title and description
 * go: each page writes its own.
 */
const rootEnd = '</div>';

function splitTemplate(template: string): [before: string, after: string] {
  template = template.replace(/<title>[^<]*<\/title>\s*/, '').replace(/<meta name="description"[^>]*>\s*/, '');
  const marker = '<div id="root"></div>';
  const at = template.indexOf(marker);
  if (at < 0) throw new Error('index.html has no <div id="root"></div>');
  return [template.slice(0, at + marker.length - rootEnd.length), template.slice(at + marker.length - rootEnd.length)];
}

/**
 * Renders one page for one request. The SDK client is made for this request alone, from the
 * shopper's cookies: a first visit gets visitor tokens, an expired access token is renewed once,
 * and either way the new cookies go back with the page. The page's data is loaded before the
 * first byte (so the status is known: 404 for an unknown product), then React streams the HTML.
 */
export async function renderPage(request: StoreRequest, template: string, ifNoneMatch?: string, manifest?: Manifest): Promise<RenderedPage> {
  const pathname = request.url.split('?')[0] ?? '/';
  // A catalogue page for a request without a session is the same for everyone: rendered with a
  // visitor of its own that no cookie records, and cacheable (cache-policy.ts).
  const isPublic = isPublicPage(request.method, pathname, request.cookieHeader, request.config.clientId);
  const storage = requestCookieTokenStorage({ cookieHeader: request.cookieHeader, secure: request.secure });
  const config = { ...request.config, baseUrl: request.platformUrl };
  const client = createStoreClient(config, { tokenStorage: isPublic ? publicReaderTokens : storage });
  await client.auth.generateVisitorTokens();

  const queryClient: QueryClient = createAppQueryClient({ server: true });
  const record: RenderRecord = { status: 200, origin: `${request.secure ? 'https' : 'http'}://${request.host ?? 'localhost'}` };
  const page = await preloadPage(pathname);
  const app = (
    <RenderRecordProvider record={record}>
      <App client={client} queryClient={queryClient} config={config} location={request.url} />
    </RenderRecordProvider>
  );
  const footer = <StaticFooter client={client} queryClient={queryClient} config={config} location={request.url} />;
  // A request without a session has no cart: known before the render, so it does not ask the
  // platform (and wait for its 404) before the first byte.
  if (isPublic) queryClient.setQueryData(cartKeys.current(), null);
  const { planned, redirectTo } = await prefetchRouteData(queryClient, client, request.url, { shopper: !isPublic });
  // Not cached: the page it points to moves as the catalogue grows.
  if (redirectTo) return { status: 302, headers: { location: redirectTo, 'cache-control': 'no-store', 'set-cookie': storage.setCookieHeaders() }, body: Readable.from([]) };
  // The kept render had all the page's data, so what it recorded (status, head) is the page's.
  const rendered = await renderWithData(
    queryClient,
    { app, staticPart: footer },
    // Nobody's cart or session in a shared page: the browser fetches its own after hydrating.
    { ignore: (queryKey) => isPublic && isShopperQuery(queryKey), onError: (error) => request.log?.(error) },
  );
  // Pages outside route-data.ts's table (cart, checkout, account) are meant to be found so; a page
  // in it that needed more is a query the table missed, worth an error in the log.
  if (planned && rendered.discovered.length > 0) request.log?.(new Error(`server/route-data.ts did not start ${JSON.stringify(rendered.discovered)} for ${pathname}: the page was rendered again for them`));

  if (isPublic) {
    queryClient.removeQueries({ predicate: (query) => isShopperQuery(query.queryKey) });
    // Except the cart: a request without a session has none, the same for everyone, so the browser
    // starts from "no cart" instead of asking and being answered 404 on every first visit.
    queryClient.setQueryData(cartKeys.current(), null);
  }
  // The config is in the page too (window.__VITRINE__): a store setting changed is a new page.
  const etag = isPublic ? pageEtag({ template: template + JSON.stringify(request.config), url: request.url, status: record.status, queryClient }) : undefined;
  const headers = {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': isPublic ? publicCacheControl : privateCacheControl,
    ...(etag ? { etag, vary: 'Cookie' } : {}),
    ...(addressHoldsCredential(pathname) ? { 'referrer-policy': 'no-referrer' } : {}),
    'set-cookie': storage.setCookieHeaders(),
  };
  if (etag && ifNoneMatch?.split(',').some((tag) => tag.trim() === etag)) {
    rendered.stream.abort();
    return { status: 304, headers, body: Readable.from([]) };
  }

  const [before, after] = splitTemplate(template);
  const pageHead = headTags(record.head ?? { title: config.siteName, path: pathname }, record.origin, config.siteName);
  // The browser calls the platform through the page's own origin, never the server's platform URL.
  const head = `${pageHead}${pagePreloadTags(manifest, template, page)}${themeHead(config.siteName, config.design)}<script>window.__VITRINE__=${scriptSafe(JSON.stringify(request.config))}</script></head>`;
  const body = new PassThrough();
  body.write(before.replace('</head>', head));
  // React ends its destination when done; the template's tail comes after, so it gets a tap.
  const tap = new PassThrough();
  tap.on('data', (chunk) => body.write(chunk));
  // The footer goes after the root element, outside what the browser hydrates (static-footer.tsx).
  tap.on('end', () => body.end(dehydratedScript(queryClient) + rootEnd + rendered.staticHtml + after.slice(rootEnd.length)));
  rendered.stream.pipe(tap);
  return { status: record.status, headers, body };
}
