import cors from '@fastify/cors';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import { lazyCompilersFactory } from './plugins/lazy-compilers';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { Database } from './db/database';
import { startUpkeep, type UpkeepOptions } from './db/upkeep';
import { authRoutes } from './domains/auth/auth.routes';
import { createAuthService, type AuthService } from './domains/auth/auth.service';
import { loadKeyRing, type KeyRing } from './domains/auth/signing-keys';
import { domainPlugins } from './domains';
import { ErrorEnvelopeSchema } from './lib/schemas';
import { registerCallerResolution } from './plugins/caller-resolution';
import { registerIdempotency } from './plugins/idempotency/idempotency.plugin';
import { storableDateFormats } from './plugins/date-formats';
import { answerClientError, answerFrameworkError, maxParamLength, refuseIncompletePreflight, registerErrorHandling } from './plugins/errors';
import { registerWireFormat } from './plugins/wire-format';
import { registerResponseCompression } from './plugins/response-compression';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    keys: KeyRing;
    auth: AuthService;
    platformOptions: PlatformOptions;
  }
}

export interface PlatformOptions {
  db: Database;
  /** The URL the platform is reached at, for links it builds (checkout URL, hosted pages, media). */
  publicUrl?: string;
  /** Where uploaded media files live; undefined keeps them in memory. */
  mediaDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** The `postgres://` URL the database was opened with, when it is a server (a second instance can join it). */
  databaseUrl?: string;
  /** `false` turns off per-IP rate limits, for benchmarks that measure raw throughput. Default on. */
  rateLimits?: boolean;
  /**
   * Behind a reverse proxy, the proxies to believe about the client's address (`X-Forwarded-For`):
   * Fastify's `trustProxy` (addresses, CIDR ranges, or a hop count). Without it every client behind
   * the proxy shares the proxy's address, and so one per-IP rate limit. Default: trust none.
   */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** Webhook delivery: the worker, its poll interval and timeouts (see domains/events/events.options.ts). */
  events?: import('./domains/events/events.options').EventsOptions;
  /** Periodic VACUUM (ANALYZE) of the embedded database's busy tables (db/upkeep.ts); PostgreSQL vacuums itself. */
  upkeep?: UpkeepOptions;
  /**
   * Hold every answer of an exact view (plugins/exact-views.ts) to its response schema, failing the
   * request on a difference. Test platforms turn it on; it costs a second serialization per answer.
   */
  checkExactViews?: boolean;
}

/**
 * Builds the platform as a Fastify instance without listening: tests call `inject` or listen on
 * port 0, `server.ts` listens for real.
 */
export async function buildApp(options: PlatformOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    genReqId: () => randomUUID(),
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
    // Clients repeat path parameters in the query string; long `.r` payloads stay under 4000 characters.
    routerOptions: { maxParamLength },
    // The router's and the HTTP parser's refusals answer in the error envelope too.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    ajv: { customOptions: { allErrors: true, coerceTypes: 'array', removeAdditional: true }, onCreate: storableDateFormats },
    schemaController: { compilersFactory: lazyCompilersFactory({ checkExactViews: options.checkExactViews === true }) },
  }).withTypeProvider<TypeBoxTypeProvider>();

  const keys = await loadKeyRing(options.db);
  app.decorate('db', options.db);
  app.decorate('keys', keys);
  app.decorate('auth', createAuthService({ db: options.db, keys }));
  app.decorate('platformOptions', options);
  const upkeep = startUpkeep(options.db, options.upkeep ?? {}, (error) => app.log.warn({ err: error }, 'database upkeep failed'));
  app.addHook('onClose', () => upkeep.stop());

  // Hooks with nothing to wait for take Fastify's `done` instead of returning a promise: no promise
  // and no extra microtask per request (plugins/wire-format.ts and the idempotency hooks likewise).
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-wix-request-id', request.id);
    // Answers carry tokens (RFC 6749 §5.1: no-store), keys, secrets, codes and shoppers' data: no
    // cache, the browser's own included, keeps one unless its route says otherwise (the catalogue's
    // reads, media, the apps' files and pages set their own Cache-Control).
    reply.header('cache-control', 'no-store');
    done();
  });
  registerErrorHandling(app);
  registerWireFormat(app);
  app.addSchema(ErrorEnvelopeSchema);

  await registerResponseCompression(app);
  app.addHook('onRequest', refuseIncompletePreflight);
  await app.register(cors, { origin: true, exposedHeaders: ['x-wix-request-id'], methods: ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'] });
  await app.register(rateLimit, {
    global: false,
    allowList: () => options.rateLimits === false,
    // A request whose socket the client already closed has no address; the default key would throw
    // (and log a 500) on it. Such requests share one key: nobody waits for their answer anyway.
    keyGenerator: (request) => (request.ip ? normalizeIP(request.ip) : 'client-gone'),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Vitrine platform', version: '0.1.0', description: 'The hosted platform’s public REST API, served locally.' },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  registerCallerResolution(app);
  registerIdempotency(app);
  await app.register(authRoutes);
  for (const plugin of domainPlugins) await app.register(plugin);
  await app.register((await import('./plugins/static-apps')).staticApps); // the built apps, when their dist exists

  await app.ready();
  return app;
}
