import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireCaller } from '../../lib/caller';
import { responses } from '../../lib/schemas';
import type { Mailer } from './mail.service';

const MailSchema = Type.Object({
  id: Type.String(),
  to: Type.String(),
  replyTo: Type.Optional(Type.String({ description: 'Its Reply-To header: the store’s public address on buyers’ order e-mails' })),
  kind: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  html: Type.Optional(Type.String({ description: 'The HTML alternative of order e-mails' })),
  status: Type.String({ description: 'PENDING (waiting or retrying), SENT, FAILED (gave up) or STORED (no SMTP configured)' }),
  attempts: Type.Integer(),
  lastError: Type.Optional(Type.String({ description: 'Why the last attempt failed' })),
  nextAttemptDate: Type.Optional(Type.String({ description: 'When a PENDING message is tried next' })),
  createdDate: Type.String(),
  sentDate: Type.Optional(Type.String()),
});

/** The outbox for site owners: the studio's mail viewer. */
export const mailRoutes =
  (mailer: Mailer): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.get(
      '/_api/vitrine/v1/mail/outbox',
      {
        schema: {
          tags: ['mail'],
          summary: 'E-mails the site sent or would send (owners only; the studio shows them)',
          querystring: Type.Object({
            limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
            offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
          }),
          response: responses({ 200: Type.Object({ messages: Type.Array(MailSchema) }) }),
        },
      },
      async (request) => {
        // Messages hold live verification codes and reset links: site users only, no API keys.
        const caller = requireCaller(request, 'WIX_USER');
        return { messages: await mailer.list(caller.siteId, request.query) };
      },
    );
  };
