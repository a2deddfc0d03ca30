import { findSettings } from '../domains/ecom/settings/settings.repository';
import { findFirstSiteWithClient } from '../domains/sites/sites.repository';
import { themeHead } from '@vitrine/app-kit/store-theme';
import type { StorefrontSettings } from '../domains/ecom/settings/settings.schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createReadStream, existsSync, statSync, type Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { platformRoot } from '../paths';
import { answerFrameworkError, maxParamLength } from './errors';
import { storefrontHost } from './storefront-ssr';
import { chooseEncoding, compressedFile, minimumBytes } from './compressed-files';

/**
 * Serves the built React apps beside the API: the storefront at `/`, the studio at `/studio/`, the
 * hosted pages at `/hosted/`. The storefront's pages are rendered on the server when its server
 * entry is built (storefront-ssr.ts); its assets are files like every app's. Each app is served only when its `dist` folder exists (`npm start`
 * builds them; API-only tests never do). Unknown paths under an app fall back to its index.html,
 * so client-side routes survive a reload. Hashed assets are cached for a year; index.html is
 * revalidated every time, since it names the current hashes. Text files go out as brotli or gzip
 * when the browser accepts it (compressed-files.ts).
 *
 * The apps need the site's public OAuth client id to ask for visitor tokens. It is injected into
 * each index.html as `window.__VITRINE__ = { clientId, siteId, siteName, currency }` and also
 * answered at `GET /_api/vitrine/v1/public-config` (for the Vite dev server). Nothing secret is in it.
 */

export interface StaticApp {
  /** The mount path, with a trailing slash. */
  base: string;
  /** The app's build output. */
  dist: string;
}

export interface PublicConfig {
  clientId: string;
  siteId: string;
  siteName: string;
  currency: string;
  /** Where the storefront's "Check out" leads (store settings, payment section). */
  checkoutPage: 'STOREFRONT' | 'HOSTED';
  /** How the storefront looks and what its home page and footer say (store settings, storefront section). */
  design: StorefrontSettings;
}

const appsRoot = join(platformRoot, '..', '..', 'apps');

/** The apps in the order their mount paths are matched: longest first, the storefront last. */
export const defaultApps: StaticApp[] = [
  { base: '/studio/', dist: join(appsRoot, 'studio', 'dist') },
  { base: '/hosted/', dist: join(appsRoot, 'hosted', 'dist') },
  { base: '/', dist: join(appsRoot, 'storefront', 'dist') },
];

/** Paths the API owns: an unknown GET there is the API's JSON 404, never an app page. */
const apiPrefixes = ['/ecom/', '/stores/', '/stores-reader/', '/v1/', '/v2/', '/_api/', '/headless/', '/oauth2/', '/media/', '/docs', '/openapi.json', '/graphql'];

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

const immutable = 'public, max-age=31536000, immutable';

export async function readPublicConfig(app: FastifyInstance): Promise<PublicConfig | undefined> {
  // The first site is the one `npm start` and the demo seed create; the apps serve that store.
  const row = await findFirstSiteWithClient(app.db);
  if (!row) return undefined;
  const { settings } = await findSettings(app.db, row.site_id);
  return { clientId: row.client_id, siteId: row.site_id, siteName: row.name, currency: row.currency, checkoutPage: settings.payment.checkoutPage ?? 'STOREFRONT', design: settings.storefront };
}

/** `</script>` inside the JSON must not end the script element. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The configuration as a script in the page's head; with `theme`, also the store's look (its brand
 * colour and typeface, and its favicon), as the storefront's own pages carry it: the hosted pages
 * are the store's too.
 */
export function injectConfig(html: string, config: PublicConfig | undefined, theme = false): string {
  const look = theme && config ? themeHead(config.siteName, config.design) : '';
  const script = `${look}<script>window.__VITRINE__=${scriptSafeJson(config ?? null)}</script>`;
  // A function, so a `$&` or `$'` in the store's name or design is text, not a replacement pattern.
  return html.includes('</head>') ? html.replace('</head>', () => `${script}</head>`) : script + html;
}

/** Resolves a request path to a file inside `root`, or undefined when it would leave it. */
function fileWithin(root: string, relative: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relative);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const file = normalize(join(root, decoded));
  return file === root || file.startsWith(root + sep) ? file : undefined;
}

/** The file's size and modification time when it is a file; undefined otherwise. */
async function fileStats(file: string): Promise<Stats | undefined> {
  try {
    const stats = await stat(file);
    return stats.isFile() ? stats : undefined;
  } catch {
    return undefined;
  }
}

export async function staticApps(app: FastifyInstance, options: { apps?: StaticApp[] } = {}): Promise<void> {
  // Answered even without built apps: the Vite dev server proxies it.
  app.get('/_api/vitrine/v1/public-config', { schema: { hide: true } }, async (_request, reply) => {
    const config = await readPublicConfig(app);
    if (!config) return reply.callNotFound();
    return reply.header('cache-control', 'no-cache').send(config);
  });

  const apps = (options.apps ?? defaultApps).filter((entry) => existsSync(join(entry.dist, 'index.html')));
  if (apps.length === 0) return;

  const storefront = apps.find((entry) => entry.base === '/');
  const storefrontPages = storefront && (await storefrontHost(app, storefront.dist, () => readPublicConfig(app)));

  const htmlCache = new Map<string, { mtimeMs: number; html: string }>();
  async function indexHtml(entry: StaticApp): Promise<string> {
    const file = join(entry.dist, 'index.html');
    const { mtimeMs } = statSync(file);
    const cached = htmlCache.get(file);
    if (cached && cached.mtimeMs === mtimeMs) return cached.html;
    const html = await readFile(file, 'utf8');
    htmlCache.set(file, { mtimeMs, html });
    return html;
  }

  async function sendIndex(entry: StaticApp, reply: FastifyReply, request: FastifyRequest) {
    if (entry === storefront && storefrontPages) return storefrontPages.page(request, reply, await readPublicConfig(app));
    const html = injectConfig(await indexHtml(entry), await readPublicConfig(app), entry.base === '/hosted/');
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  }

  async function serve(request: FastifyRequest, reply: FastifyReply) {
    const path = request.url.split('?')[0] ?? '/';
    if (apiPrefixes.some((prefix) => path.startsWith(prefix))) {
      // This catch-all also receives what the router refused for a too-long parameter: answer as the router would have.
      if (path.split('/').some((segment) => segment.length > maxParamLength)) {
        return answerFrameworkError(Object.assign(new Error('A path parameter is too long'), { code: 'FST_ERR_MAX_PARAM_LENGTH' }), request, reply);
      }
      return reply.callNotFound();
    }
    // `/studio` → `/studio/`: the app's base has the slash, and relative asset URLs need it.
    const bare = apps.find((entry) => entry.base !== '/' && path === entry.base.slice(0, -1));
    if (bare) return reply.redirect(bare.base + (request.url.slice(path.length) || ''), 301);
    const entry = apps.find((candidate) => path.startsWith(candidate.base));
    if (!entry) return reply.callNotFound();

    const relative = path.slice(entry.base.length);
    if (relative === '' || relative === 'index.html') return sendIndex(entry, reply, request);
    // Dot folders (Vite's `.vite/manifest.json`) are build metadata, not part of the site.
    if (relative.split('/').some((segment) => segment.startsWith('.'))) return reply.callNotFound();
    const file = fileWithin(entry.dist, relative);
    const stats = file && (await fileStats(file));
    if (file && stats) {
      const hashed = relative.startsWith('assets/');
      reply.header('cache-control', hashed ? immutable : 'public, max-age=300');
      reply.type(contentTypes[extname(file).toLowerCase()] ?? 'application/octet-stream');
      // Caches keep one copy per encoding; the answer depends on what the browser accepts.
      reply.header('vary', 'accept-encoding');
      const encoding = chooseEncoding(request.headers['accept-encoding']);
      const compressed = encoding && (await compressedFile(file, stats, encoding));
      if (compressed) return reply.header('content-encoding', encoding).send(compressed);
      // A file too small to compress goes out whole: response compression skips bodies under the same
      // threshold when it knows their size, which it cannot know of a stream.
      return reply.send(stats.size < minimumBytes ? await readFile(file) : createReadStream(file));
    }
    if (entry === storefront && storefrontPages && (relative === 'sitemap.xml' || relative === 'robots.txt')) return sendIndex(entry, reply, request);
    // A missing asset is a 404, not the app page: a stale hash must fail loudly, not parse HTML as JS.
    if (relative.startsWith('assets/') || extname(relative) !== '') return reply.callNotFound();
    return sendIndex(entry, reply, request);
  }

  app.get('/*', { schema: { hide: true }, config: { servesApps: true } }, serve);
}
