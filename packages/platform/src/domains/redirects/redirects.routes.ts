import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { requireCaller } from '../../lib/caller';
import { responses } from '../../lib/schemas';
import { webMessagePage, type Delivery } from './delivery';
import {
  AuthorizeBodySchema,
  AuthorizeResultSchema,
  RedirectSessionRequestSchema,
  RedirectSessionSchema,
  RedirectSessionViewSchema,
} from './redirects.schemas';
import { captchaProviderOf } from '../identity/captcha-setup';
import { createRedirectsService, type RedirectsService } from './redirects.service';

const tags = ['redirects'];

/** `POST /v1/redirect-session`, served under both public prefixes of the wire contract. */
const redirectSessionRoute =
  (service: RedirectsService): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      '/v1/redirect-session',
      {
        schema: {
          tags,
          summary: 'Create a redirect session: a URL of a hosted page (login, logout, checkout, ...)',
          body: RedirectSessionRequestSchema,
          response: responses({ 200: Type.Object({ redirectSession: RedirectSessionSchema }) }),
        },
        config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      },
      async (request) => {
        const origin = typeof request.headers.origin === 'string' ? request.headers.origin : undefined;
        return { redirectSession: await service.create(requireCaller(request), request.body, origin) };
      },
    );
  };

function send(reply: FastifyReply, delivery: Delivery) {
  void reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
  if (delivery.redirectUrl) return reply.redirect(delivery.redirectUrl, 302);
  const { html, csp } = webMessagePage(delivery.targetOrigin!, delivery.message!);
  return reply.header('content-security-policy', csp).type('text/html; charset=utf-8').send(html);
}

export const redirectsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createRedirectsService({
    db: app.db,
    auth: app.auth,
    publicUrl: () => app.platformOptions.publicUrl ?? '',
    captchaProvider: captchaProviderOf(app),
  });
  await app.register(redirectSessionRoute(service), { prefix: '/_api/redirects-api' });
  await app.register(redirectSessionRoute(service), { prefix: '/headless' });

  app.get(
    '/_api/vitrine/v1/redirect-sessions/:id',
    {
      schema: {
        tags,
        summary: 'What a hosted page needs to know about its redirect session (no secrets)',
        params: Type.Object({ id: Type.String({ maxLength: 100 }) }),
        response: responses({ 200: Type.Object({ redirectSession: RedirectSessionViewSchema }) }),
      },
    },
    async (request) => ({ redirectSession: await service.view(request.params.id) }),
  );

  app.post(
    '/_api/vitrine/v1/authorize',
    {
      schema: {
        tags,
        summary: 'Finish an authorization after the member signed in on the hosted page: code and state, or access_denied, for the app',
        body: AuthorizeBodySchema,
        response: responses({ 200: AuthorizeResultSchema }),
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request) => service.authorize(request.body.redirectSessionId, request.body.sessionToken, request.body.denied === true),
  );

  // The authorization endpoint itself: the `fullUrl` of an auth redirect session. It lives among
  // the hosted pages because the browser (or the SDK's hidden iframe) opens it.
  app.get(
    '/hosted/authorize',
    {
      schema: {
        tags,
        summary: 'Authorization endpoint: finishes prompt=none sign-ins, otherwise opens the hosted login page',
        querystring: Type.Object({ redirectSessionId: Type.String({ maxLength: 100 }) }),
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const outcome = await service.enter(request.query.redirectSessionId);
      if ('loginPage' in outcome) return reply.header('cache-control', 'no-store').redirect(outcome.loginPage, 302);
      return send(reply, outcome);
    },
  );
};
