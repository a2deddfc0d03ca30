import type { FastifyPluginAsync } from 'fastify';
import { sitesRoutes } from './sites/sites.routes';

/**
 * Every domain registers itself as one plugin; this list is the only place the app learns of
 * them. Each domain's plugin owns its paths (the public prefixes of the wire contract).
 */
export const domainPlugins: FastifyPluginAsync[] = [
  sitesRoutes,
];
