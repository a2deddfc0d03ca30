import type { FastifyInstance } from 'fastify';
import type { SiteCredentials } from '../domains/sites/sites.service';
import { seedDemoCatalog } from './demo-catalog';
import { seedDemoSettings } from './demo-settings';
import { seedDemoStorefront } from './demo-storefront';

/**
 * Fills a new site with the demo store. Each domain adds its part here (catalogue, store
 * settings, members) as it lands.
 */
export async function seedDemoStore(app: FastifyInstance, site: SiteCredentials): Promise<void> {
  void app;
  void site;
  await seedDemoCatalog(app, site.siteId);
  await seedDemoSettings(app, site.siteId);
  await seedDemoStorefront(app, site.siteId);
}
