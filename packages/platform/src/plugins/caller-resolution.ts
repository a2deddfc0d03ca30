import type { FastifyInstance } from 'fastify';

const firstValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Resolves every request's caller from its headers before any route runs (see domains/auth/caller-resolver.ts). */
export function registerCallerResolution(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const { caller, actingVisitor, account } = await app.auth.resolveCaller(request.headers.authorization, {
      siteId: firstValue(request.headers['wix-site-id']),
      accountId: firstValue(request.headers['wix-account-id']),
    });
    request.caller = caller;
    request.actingVisitor = actingVisitor;
    request.account = account;
  });
}
