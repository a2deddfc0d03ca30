import type { ShippingSettings } from '@vitrine/sdk/modules/store-settings';
import { describe, expect, it } from 'vitest';
import { shippingPages } from './shipping-parts';

const region = (cost: string) => ({ name: 'Rest of the world', countries: [], options: [{ code: 'world', title: 'World post', cost }] });
const point = (cost: string) => ({ code: 'shop', title: 'Shop', method: 'STORE_PICKUP', cost, address: { country: 'US' } });
const shipping = (regionCost: string, pickupCost: string) => ({ regions: [region(regionCost)], pickupPoints: [point(pickupCost)] }) as unknown as ShippingSettings;

describe('saving one shipping page over a save made since', () => {
  // Read: world post 27.00, pickup 2.00. Since then someone saved world post at 28.00.
  const latest = shipping('28.00', '2.00');

  it('the pickup page writes its pickup points and keeps the regions as saved now', () => {
    const draft = shipping('27.00', '2.50');
    expect(shippingPages.pickup(latest, draft)).toEqual(shipping('28.00', '2.50'));
  });

  it('the regions page writes its regions and keeps the pickup points as saved now', () => {
    const pickupSavedSince = shipping('27.00', '3.00');
    expect(shippingPages.regions(pickupSavedSince, shipping('29.00', '2.00'))).toEqual(shipping('29.00', '3.00'));
  });
});
