import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireStaff } from '../../lib/caller';
import { responses } from '../../lib/schemas';
import { FeedPageSchema, FeedQuerySchema } from './events.schemas';
import type { createEventsFeed } from './events.service';

/** The events feed: owners and API keys holding `events:read` read the site's events. */
export const eventsFeedRoutes =
  (feed: ReturnType<typeof createEventsFeed>): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.get(
      '/_api/vitrine/v1/events',
      {
        schema: {
          tags: ['events'],
          summary: 'The site’s events by type and time, oldest first (or newest with order=DESC), paged by cursor',
          querystring: FeedQuerySchema,
          response: responses({ 200: FeedPageSchema }),
        },
      },
      async (request) => {
        const { type, ...rest } = request.query;
        return feed.list(requireStaff(request, 'events:read'), { ...rest, types: type });
      },
    );
  };
