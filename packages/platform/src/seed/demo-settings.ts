import type { FastifyInstance } from 'fastify';
import { productIdsBySku } from '../domains/catalog/products.repository';
import { createSettingsService } from '../domains/ecom/settings/settings.service';

/** Stationery the demo membership pays for (by SKU, as the catalogue seed names them). */
const clubSkus = ['ST-NOT-01', 'ST-ENV-03', 'ST-WAS-07'];

/** The next Saturday morning after `now`, so the demo's delivery slot is always ahead. */
function nextSaturdaySlot(now: Date): { from: string; to: string } {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + ((6 - now.getUTCDay() + 7) % 7 || 7), 9));
  return { from: day.toISOString(), to: new Date(day.getTime() + 3 * 3600_000).toISOString() };
}

/**
 * The demo store's pricing settings: a store-wide discount, coupons, a gift card, US and EU
 * shipping with a free-shipping threshold and a Saturday delivery slot, a store pickup and a
 * pickup point, state and country tax, and a membership that pays for some stationery. Written
 * through the settings service, so the seed obeys the same validation as the studio. Runs after
 * the catalogue seed, whose products the membership names.
 */
export async function seedDemoSettings(app: FastifyInstance, siteId: string): Promise<void> {
  const settings = createSettingsService({ db: app.db });
  const clubProducts = await productIdsBySku(app.db, siteId, clubSkus);
  await settings.updateSettings(siteId, {
    merchantDiscounts: [
      { name: 'Free shipping weekend', scope: 'SHIPPING', valueType: 'PERCENT', percentage: 100, minimumSubtotal: '75.00', active: false },
      { name: '5% off orders over $150', scope: 'GLOBAL', valueType: 'PERCENT', percentage: 5, minimumSubtotal: '150.00' },
    ],
    shipping: {
      freeShippingThreshold: '100.00',
      regions: [
        {
          name: 'United States',
          countries: ['US'],
          options: [
            { code: 'us-standard', title: 'Standard (3–5 days)', cost: '5.99', estimatedDeliveryTime: '3–5 business days' },
            { code: 'us-express', title: 'Express (1–2 days)', cost: '14.99', estimatedDeliveryTime: '1–2 business days', charges: [{ type: 'HANDLING_FEE', amount: '1.50' }], freeShippingThreshold: '500.00' },
            { code: 'us-saturday', title: 'Saturday morning delivery', cost: '9.99', estimatedDeliveryTime: 'Saturday, 9:00–12:00', deliveryTimeSlot: nextSaturdaySlot(new Date()) },
          ],
        },
        {
          name: 'Europe',
          countries: ['DE', 'FR', 'NL', 'IT', 'ES', 'AT', 'BE'],
          options: [{ code: 'eu-post', title: 'International post', cost: '12.00', estimatedDeliveryTime: '5–10 business days', charges: [{ type: 'INSURANCE', amount: '2.00' }] }],
        },
        { name: 'Rest of the world', countries: [], options: [{ code: 'world-post', title: 'World post', cost: '25.00', estimatedDeliveryTime: '2–4 weeks' }] },
      ],
      pickupPoints: [
        {
          code: 'store-pickup',
          title: 'Pick up at the Vitrine shop',
          method: 'STORE_PICKUP',
          cost: '0',
          instructions: 'Open Monday to Saturday, 10:00–18:00. Bring your order number.',
          address: { country: 'US', subdivision: 'US-NY', city: 'New York', postalCode: '10013', addressLine: '120 Spring St' },
        },
        {
          code: 'brooklyn-locker',
          title: 'Brooklyn parcel locker',
          method: 'PICKUP_POINT',
          cost: '2.00',
          instructions: 'Open around the clock. The locker code comes with your confirmation e-mail.',
          address: { country: 'US', subdivision: 'US-NY', city: 'Brooklyn', postalCode: '11201', addressLine: '75 Court St' },
        },
      ],
    },
    tax: {
      mode: 'MANUAL',
      autoTaxActive: false,
      fallbackRate: 0,
      pricesIncludeTax: false,
      taxableAddressType: 'SHIPPING',
      taxShipping: false,
      businessAddress: { country: 'US', subdivision: 'US-NY', city: 'New York', postalCode: '10013', addressLine: '120 Spring St' },
      regions: [
        { name: 'New York State', jurisdictionType: 'STATE', country: 'US', subdivision: 'US-NY', rate: 4 },
        { name: 'New York City', jurisdictionType: 'CITY', country: 'US', subdivision: 'US-NY', city: 'New York', rate: 4.875 },
        { name: 'California', jurisdictionType: 'STATE', country: 'US', subdivision: 'US-CA', rate: 7.25 },
        { name: 'Germany VAT', jurisdictionType: 'COUNTRY', country: 'DE', rate: 19 },
        { name: 'France VAT', jurisdictionType: 'COUNTRY', country: 'FR', rate: 20 },
      ],
    },
    memberships: [{ name: 'Vitrine Club', productIds: clubProducts, credits: 10 }],
    payment: { testOutcome: 'APPROVED', blockedPaymentOptions: [] },
  });
  await settings.createCoupon(siteId, { code: 'WELCOME10', name: '10% off your first order', valueType: 'PERCENT', percentage: 10 });
  await settings.createCoupon(siteId, { code: 'SAVE5', name: '$5 off orders over $40', valueType: 'AMOUNT', amount: '5.00', minimumSubtotal: '40.00', usageLimit: 500 });
  await settings.createGiftCard(siteId, { code: 'DEMO-GIFT-25', balance: '25.00' });
}
