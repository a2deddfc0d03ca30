import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireStaff } from '../../lib/caller';
import { responses } from '../../lib/schemas';
import { staffItemRoutes } from '../../lib/staff-item-routes';
import {
  DeliveriesPageSchema,
  DeliveriesQuerySchema,
  DeliveryParams,
  DeliverySchema,
  IdParams,
  ReplayEventSchema,
  RotateSecretSchema,
  WebhookInputSchema,
  WebhookPatchSchema,
  WebhookSchema,
  WebhookWithSecretSchema,
} from './events.schemas';
import type { WebhooksService } from './webhooks.service';

const prefix = '/_api/vitrine/v1/webhooks';
const tags = ['webhooks'];
const DeliveryResponse = Type.Object({ delivery: DeliverySchema });

/**
 * Webhook subscriptions for the site's owners (and API keys with `settings:write`). Deliveries
 * are POSTs whose body is a JWT signed with the platform's key (see docs/events.md).
 */
export const webhooksRoutes =
  (service: WebhooksService): FastifyPluginAsyncTypebox =>
  async (app) => {
    const owner = (request: Parameters<typeof requireStaff>[0]) => requireStaff(request, 'settings:write');

    const webhooks = staffItemRoutes(app, { permission: 'settings:write', url: prefix, tags, params: IdParams, item: WebhookSchema, one: 'webhook' });
    webhooks.list('webhooks', 'The site’s webhook subscriptions', (staff) => service.list(staff));

    app.post(
      prefix,
      {
        schema: {
          tags,
          summary: 'Subscribe a URL to event types; the answer holds the signing secret, shown this once',
          body: WebhookInputSchema,
          response: responses({ 200: WebhookWithSecretSchema }),
        },
      },
      async (request) => service.create(owner(request), request.body),
    );

    webhooks.get('One webhook subscription', (staff, id) => service.get(staff, id));
    webhooks.update('Change the URL or event types, or turn the subscription off and on', WebhookPatchSchema, (staff, id, body) => service.update(staff, id, body));
    webhooks.remove('Delete a subscription and its pending deliveries', (staff, id) => service.remove(staff, id));

    app.post(
      `${prefix}/:id/rotate-secret`,
      {
        schema: {
          tags,
          summary: 'Replace the signing secret (given, or made by the platform); the answer holds it',
          params: IdParams,
          body: RotateSecretSchema,
          response: responses({ 200: WebhookWithSecretSchema }),
        },
      },
      async (request) => service.rotateSecret(owner(request), request.params.id, request.body.secret),
    );

    app.get(
      `${prefix}/:id/deliveries`,
      {
        schema: {
          tags,
          summary: 'The subscription’s deliveries, newest first (filter by status, e.g. DEAD)',
          params: IdParams,
          querystring: DeliveriesQuerySchema,
          response: responses({ 200: DeliveriesPageSchema }),
        },
      },
      async (request) => service.deliveries(owner(request), request.params.id, request.query),
    );

    app.post(
      `${prefix}/:id/deliveries/:deliveryId/replay`,
      {
        schema: {
          tags,
          summary: 'Send a dead or delivered delivery’s event again, as a new delivery',
          params: DeliveryParams,
          response: responses({ 200: DeliveryResponse }),
        },
      },
      async (request) => ({ delivery: (await service.replayDelivery(owner(request), request.params.id, request.params.deliveryId)) }),
    );

    app.post(
      `${prefix}/:id/replay`,
      {
        schema: {
          tags,
          summary: 'Send any past event of the site to this subscription',
          params: IdParams,
          body: ReplayEventSchema,
          response: responses({ 200: DeliveryResponse }),
        },
      },
      async (request) => ({ delivery: (await service.replayEvent(owner(request), request.params.id, request.body.eventId)) }),
    );
  };
