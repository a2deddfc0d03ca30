// The storefront on its own, as a shop deploys it: renders its pages against the platform at
// VITRINE_PLATFORM_URL and passes the API paths through to it, so the browser talks to one origin.
// Build first (`node scripts/build-apps.mjs` or `npm start` once), then:
//   VITRINE_PLATFORM_URL=https://platform.example PORT=3001 node apps/storefront/server.mjs
// Behind a TLS-terminating proxy set VITRINE_TRUST_PROXY=true, so `X-Forwarded-Proto: https`
// makes the session cookies `Secure` and canonical URLs https.
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('./dist/', import.meta.url));
const platformUrl = (process.env.VITRINE_PLATFORM_URL ?? '').replace(/\/$/, '');
if (!platformUrl) {
  console.error('Set VITRINE_PLATFORM_URL to the platform the store runs against, e.g. http://127.0.0.1:3000');
  process.exit(1);
}
const trustProxy = process.env.VITRINE_TRUST_PROXY === 'true';
const store = await import(join(dist, 'server', 'entry-server.js'));
const template = await readFile(join(dist, 'index.html'), 'utf8');

/** Paths the platform answers (as the platform's own static-apps plugin lists them). */
const apiPrefixes = ['/ecom/', '/stores/', '/stores-reader/', '/v1/', '/v2/', '/_api/', '/headless/', '/oauth2/', '/media/', '/graphql'];
const types = { '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon', '.woff2': 'font/woff2', '.webp': 'image/webp' };

let config;
let configRead = 0;
/** The store's public configuration, read from the platform at most once a minute. */
async function publicConfig() {
  if (config && Date.now() - configRead < 60_000) return config;
  const response = await fetch(`${platformUrl}/_api/vitrine/v1/public-config`);
  if (!response.ok) throw new Error(`The platform answered ${response.status} for its public configuration`);
  config = await response.json();
  configRead = Date.now();
  return config;
}

async function readBody(request) {
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  return Buffer.concat(chunks);
}

function send(response, { status, headers, body }) {
  for (const [name, value] of Object.entries(headers)) if (!(Array.isArray(value) && value.length === 0)) response.setHeader(name, value);
  response.statusCode = status;
  if (typeof body === 'string') response.end(body);
  else body.pipe(response);
}

async function proxy(request, response) {
  const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await readBody(request);
  const headers = { ...request.headers };
  delete headers.host;
  delete headers.connection;
  const answer = await fetch(platformUrl + request.url, { method: request.method, headers, body, redirect: 'manual' });
  response.statusCode = answer.status;
  for (const [name, value] of answer.headers) if (!['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'set-cookie'].includes(name)) response.setHeader(name, value);
  const cookies = answer.headers.getSetCookie();
  if (cookies.length) response.setHeader('set-cookie', cookies);
  if (answer.body) Readable.fromWeb(answer.body).pipe(response);
  else response.end();
}

async function serveAsset(path, response) {
  const file = normalize(join(dist, decodeURIComponent(path)));
  if (!file.startsWith(dist) || file.includes(`${sep}server${sep}`) || path.split('/').some((part) => part.startsWith('.'))) return false;
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) return false;
  response.setHeader('content-type', types[extname(file)] ?? 'application/octet-stream');
  response.setHeader('cache-control', path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
  createReadStream(file).pipe(response);
  return true;
}

async function handle(request, response) {
  const path = request.url.split('?')[0];
  if (apiPrefixes.some((prefix) => path.startsWith(prefix))) return proxy(request, response);
  if (path !== '/' && extname(path) && path !== '/sitemap.xml' && path !== '/robots.txt') {
    if (await serveAsset(path, response)) return;
    response.statusCode = 404;
    return response.end('Not found');
  }
  const forwardedHttps = trustProxy && String(request.headers['x-forwarded-proto'] ?? '').split(',')[0].trim() === 'https';
  const storeRequest = {
    method: request.method,
    url: request.url,
    cookieHeader: request.headers.cookie,
    secure: forwardedHttps,
    origin: request.headers.origin,
    host: (trustProxy && request.headers['x-forwarded-host']) || request.headers.host,
    contentType: request.headers['content-type'],
    platformUrl,
    config: await publicConfig(),
    log: (error) => console.error(error),
  };
  if (path === '/_storefront/cart') {
    const answer = await store.handleCartForm(storeRequest, (await readBody(request)).toString('utf8'));
    if (answer) return send(response, answer);
  }
  if (path.startsWith('/_storefront/')) {
    let body;
    try {
      const text = (await readBody(request)).toString('utf8');
      body = text ? JSON.parse(text) : {};
    } catch {
      body = undefined;
    }
    const answer = await store.handleSession(storeRequest, body);
    if (answer) return send(response, answer);
    response.statusCode = 404;
    return response.end();
  }
  const searchFile = await store.handleSearchFiles(storeRequest);
  send(response, searchFile ?? (await store.renderPage(storeRequest, template, request.headers['if-none-match'])));
}

const server = createServer((request, response) => {
  handle(request, response).catch((error) => {
    console.error(error);
    if (!response.headersSent) {
      response.statusCode = 502;
      response.setHeader('content-type', 'text/html; charset=utf-8');
    }
    response.end('<!doctype html><title>Store</title><h1>The store is not available</h1>');
  });
});
server.listen(Number(process.env.PORT ?? 3001), process.env.HOST ?? '127.0.0.1', () => {
  const { port } = server.address();
  console.log(`storefront listening on http://${process.env.HOST ?? '127.0.0.1'}:${port} (platform ${platformUrl})`);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
