import type { FastifyPluginAsync } from 'fastify';
import { sitesRoutes } from './sites/sites.routes';
import { catalogPlugin } from './catalog/catalog.plugin';
import { mediaRoutes } from './media/media.routes';
import { graphqlPlugin } from './graphql/graphql.plugin';
import { redirectsRoutes } from './redirects/redirects.routes';
import { identityRoutes } from './identity/identity.routes';
import { mailPlugin } from './mail/mail.plugin';
import { ecomPlugin } from './ecom/ecom.plugin';
import { eventsPlugin } from './events/events.plugin';

/**
 * Every domain registers itself as one plugin; this list is the only place the app learns of
 * them. Each domain's plugin owns its paths (the public prefixes of the wire contract).
 */
export const domainPlugins: FastifyPluginAsync[] = [
  sitesRoutes,
  catalogPlugin,
  mediaRoutes,
  graphqlPlugin,
  redirectsRoutes,
  // Before identity, which sends mail through `app.mailer`.
  mailPlugin,
  identityRoutes,
  ecomPlugin,
  eventsPlugin,
];
