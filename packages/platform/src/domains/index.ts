import type { FastifyPluginAsync } from 'fastify';

/**
 * Every domain registers itself as one plugin; this list is the only place the app learns of
 * them. Each domain's plugin owns its paths (the public prefixes of the wire contract).
 */
export const domainPlugins: FastifyPluginAsync[] = [];
