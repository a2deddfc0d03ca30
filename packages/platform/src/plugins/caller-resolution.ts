import type { FastifyInstance, FastifyRequest } from 'fastify';

const firstValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Resolves every request's caller from its headers before any route runs (see domains/auth/caller-resolver.ts). */
export function registerCallerResolution(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    // No credentials, no caller: nothing to wait for (see app.ts).
    if (!request.headers.authorization) return done();
    return resolve(request);
  });

  async function resolve(request: FastifyRequest) {
    const { caller, actingVisitor, account } = await app.auth.resolveCaller(request.headers.authorization, {
      siteId: firstValue(request.headers['wix-site-id']),
      accountId: firstValue(request.headers['wix-account-id']),
    });
    request.caller = caller;
    request.actingVisitor = actingVisitor;
    request.account = account;
  }
}
