import type { ShippingSettings } from '@vitrine/sdk/modules/store-settings';

/**
 * Two pages edit the one shipping section: the regions page (regions, free-shipping threshold) and
 * the pickup page (pickup points). Saving one page's edits over a save someone made since keeps the
 * rest of the section as it is saved now, never as this page read it: the pickup page never showed
 * the regions, so it must not put back the ones it read.
 */
export const shippingPages = {
  regions: (latest: ShippingSettings, draft: ShippingSettings): ShippingSettings => ({ ...draft, pickupPoints: latest.pickupPoints }),
  pickup: (latest: ShippingSettings, draft: ShippingSettings): ShippingSettings => ({ ...latest, pickupPoints: draft.pickupPoints }),
};
