import type { StoreRequest, StoreResponseHead } from '@vitrine/app-kit/store-host';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { PublicConfig } from './static-apps';

/**
 * The platform as a host of the server-rendered storefront: each page request is handed to the
 * storefront's server entry (apps/storefront/dist/server/entry-server.js, built by
 * scripts/build-apps.mjs), which calls this same process over loopback HTTP with the SDK, as it
 * would call a platform elsewhere when it runs on its own (apps/storefront/server.mjs).
 */

interface StoreResponse<Body> extends StoreResponseHead {
  body: Body;
}

interface StorefrontServer {
  renderPage(request: StoreRequest, template: string, ifNoneMatch?: string): Promise<StoreResponse<Readable>>;
  handleSession(request: StoreRequest, body: unknown): Promise<StoreResponse<string> | undefined>;
  handleSearchFiles(request: StoreRequest): Promise<StoreResponse<string> | undefined>;
  handleCartForm(request: StoreRequest, body: string): Promise<StoreResponse<string> | undefined>;
}

export interface StorefrontHost {
  /** Answers a page of the store. */
  page(request: FastifyRequest, reply: FastifyReply, config: PublicConfig | undefined): Promise<FastifyReply>;
}

export const storefrontServerEntry = (dist: string) => join(dist, 'server', 'entry-server.js');

/** The platform's own address for loopback calls: a wildcard listen address is reached on 127.0.0.1. */
function ownUrl(app: FastifyInstance): string {
  const address = app.server.address() as AddressInfo | null;
  if (!address) throw new Error('The platform is not listening');
  const host = address.address === '::' || address.address === '0.0.0.0' ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

function storeRequest(app: FastifyInstance, request: FastifyRequest, config: PublicConfig): StoreRequest {
  return {
    method: request.method,
    url: request.url,
    cookieHeader: request.headers.cookie,
    secure: request.protocol === 'https',
    origin: request.headers.origin,
    host: request.headers.host,
    contentType: request.headers['content-type'],
    platformUrl: ownUrl(app),
    config,
    log: (error) => request.log.error({ err: error }, 'storefront render error'),
  };
}

function send<Body>(reply: FastifyReply, response: StoreResponse<Body>): FastifyReply {
  reply.code(response.status);
  for (const [name, value] of Object.entries(response.headers)) {
    if (Array.isArray(value) && value.length === 0) continue;
    reply.header(name, value);
  }
  return reply.send(response.body);
}

/**
 * Loads the storefront's server entry from its build, when there is one, and registers the
 * session route it serves beside the pages. Answers undefined without a server build (the
 * storefront is then served as static files, as the studio is).
 */
export async function storefrontHost(
  app: FastifyInstance,
  dist: string,
  readConfig: () => Promise<PublicConfig | undefined>,
): Promise<StorefrontHost | undefined> {
  const entry = storefrontServerEntry(dist);
  if (!existsSync(entry)) return undefined;
  const server = (await import(pathToFileURL(entry).href)) as StorefrontServer;
  const template = await readFile(join(dist, 'index.html'), 'utf8');

  const unavailable = (reply: FastifyReply) =>
    reply.code(503).type('text/html; charset=utf-8').header('cache-control', 'no-store').send('<!doctype html><title>Store</title><h1>The store is not available</h1><p>The platform has no site yet.</p>');

  for (const method of ['POST', 'PUT', 'DELETE'] as const) {
    app.route({
      method,
      url: '/_storefront/session*',
      schema: { hide: true },
      config: { servesApps: true },
      handler: async (request, reply) => {
        const config = await readConfig();
        if (!config) return unavailable(reply);
        const response = await server.handleSession(storeRequest(app, request, config), request.body);
        return response ? send(reply, response) : reply.callNotFound();
      },
    });
  }

  // A form posted without JavaScript (add to cart). The parser is registered in this scope only,
  // so the API keeps refusing form bodies.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.post('/_storefront/cart', { schema: { hide: true }, config: { servesApps: true } }, async (request, reply) => {
      const config = await readConfig();
      if (!config) return unavailable(reply);
      const response = await server.handleCartForm(storeRequest(app, request, config), typeof request.body === 'string' ? request.body : '');
      return response ? send(reply, response) : reply.callNotFound();
    });
  });

  return {
    async page(request, reply, config) {
      if (!config) return unavailable(reply);
      const store = storeRequest(app, request, config);
      const searchFile = await server.handleSearchFiles(store);
      if (searchFile) return send(reply, searchFile);
      return send(reply, await server.renderPage(store, template, request.headers['if-none-match']));
    },
  };
}
