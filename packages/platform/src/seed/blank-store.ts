import type { FastifyInstance } from 'fastify';
import { createSettingsService } from '../domains/ecom/settings/settings.service';

/** The one shipping option of a blank store: a flat rate to every country. */
export const worldwideShipping = { code: 'standard', title: 'Standard shipping', cost: '5.00', estimatedDeliveryTime: '3–7 business days' };

/**
 * `--seed none`: an empty catalogue with the defaults a new store gets on hosted commerce
 * platforms, so the first product the merchant creates can be bought. The store currency is the
 * site's (USD); test payments are approved and there is no tax (the new-store defaults); this adds
 * a worldwide flat-rate shipping option, without which no physical product could ever be ordered.
 */
export async function seedBlankStore(app: FastifyInstance, siteId: string): Promise<void> {
  const settings = createSettingsService({ db: app.db });
  await settings.updateSettings(siteId, {
    shipping: { regions: [{ name: 'Worldwide', countries: [], options: [worldwideShipping] }], pickupPoints: [] },
  });
}
