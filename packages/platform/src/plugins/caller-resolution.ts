import type { FastifyInstance } from 'fastify';

/** Resolves every request's caller from its headers before any route runs (see AuthService.resolveCaller). */
export function registerCallerResolution(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const siteHeader = request.headers['wix-site-id'];
    const { caller, actingVisitor } = await app.auth.resolveCaller(
      request.headers.authorization,
      Array.isArray(siteHeader) ? siteHeader[0] : siteHeader,
    );
    request.caller = caller;
    request.actingVisitor = actingVisitor;
  });
}
