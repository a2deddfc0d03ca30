import { paths } from '../config/paths';
import { createStoreClient, type StoreClient } from '../lib/sdk';
import { publicReaderTokens } from './public-reader';
import type { StoreRequest, StoreResponseHead } from '@vitrine/app-kit/store-host';

export interface TextResponse extends StoreResponseHead {
  body: string;
}

/** Search engines may cache these for an hour, like the catalogue pages they list. */
const cacheable = 'public, max-age=300, s-maxage=3600, stale-while-revalidate=86400';
const pageSize = 100;

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

interface Listed {
  slug: string;
  lastUpdated: string;
}

/** Every product a visitor may see (the platform lists visible ones only to visitors), page by page. */
async function allProducts(client: StoreClient): Promise<Listed[]> {
  const found: Listed[] = [];
  for (let offset = 0; ; offset += pageSize) {
    const { products } = await client.products.queryProducts({ sort: [{ fieldName: 'name', order: 'ASC' }], paging: { limit: pageSize, offset } });
    found.push(...products);
    if (products.length < pageSize) return found;
  }
}

async function allCollections(client: StoreClient): Promise<Listed[]> {
  const found: Listed[] = [];
  for (let offset = 0; ; offset += pageSize) {
    const { collections } = await client.collections.queryCollections({ paging: { limit: pageSize, offset } });
    found.push(...collections.filter((collection) => collection.visible !== false));
    if (collections.length < pageSize) return found;
  }
}

const origin = (request: StoreRequest) => `${request.secure ? 'https' : 'http'}://${request.host ?? 'localhost'}`;

/**
 * `/sitemap.xml`: the home page, the shop, and every visible collection and product with its
 * `lastmod`; `/robots.txt` names it. Read as an anonymous visitor, so nothing hidden is listed.
 */
export async function handleSearchFiles(request: StoreRequest): Promise<TextResponse | undefined> {
  const path = request.url.split('?')[0];
  if (path === '/robots.txt') {
    const body = `User-agent: *\nDisallow: /cart\nDisallow: /checkout\nDisallow: /account\nDisallow: /_storefront/\nSitemap: ${origin(request)}/sitemap.xml\n`;
    return { status: 200, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': cacheable }, body };
  }
  if (path !== '/sitemap.xml') return undefined;
  const client = createStoreClient({ ...request.config, baseUrl: request.platformUrl }, { tokenStorage: publicReaderTokens });
  const [products, collections] = await Promise.all([allProducts(client), allCollections(client)]);
  const url = (location: string, lastmod?: string) =>
    `<url><loc>${escapeXml(origin(request) + location)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</url>`;
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    url(paths.home.href()),
    url(paths.catalogue.href()),
    ...collections.map((collection) => url(paths.collection.href(collection.slug), collection.lastUpdated)),
    ...products.map((product) => url(paths.product.href(product.slug), product.lastUpdated)),
    '</urlset>',
  ].join('\n');
  return { status: 200, headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': cacheable }, body };
}
