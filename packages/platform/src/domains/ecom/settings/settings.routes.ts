import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireStaff } from '../../../lib/caller';
import { responses } from '../../../lib/schemas';
import { staffItemRoutes } from '../../../lib/staff-item-routes';
import {
  CouponInputSchema,
  CouponPatchSchema,
  CouponSchema,
  GiftCardInputSchema,
  GiftCardPatchSchema,
  GiftCardSchema,
  IdParams,
  StoreSettingsPatchSchema,
  StoreSettingsSchema,
} from './settings.schemas';
import { createSettingsService } from './settings.service';

const prefix = '/_api/vitrine/v1/store-settings';
const tags = ['store settings'];

/**
 * The settings behind cart and checkout pricing, for owners and apps holding `settings:write`
 * (the studio's settings pages). Vitrine's own endpoints: the hosted platform has no public
 * equivalent.
 */
export const settingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createSettingsService({ db: app.db });
  const site = (request: Parameters<typeof requireStaff>[0]) => requireStaff(request, 'settings:write').siteId;

  app.get(
    prefix,
    { schema: { tags, summary: 'Discounts, tax, shipping, pickup, memberships and payment settings', response: responses({ 200: Type.Object({ settings: StoreSettingsSchema }) }) } },
    async (request) => ({ settings: await service.getSettings(site(request)) }),
  );

  app.patch(
    prefix,
    {
      schema: {
        tags,
        summary: 'Replace one or more sections of the store settings',
        body: StoreSettingsPatchSchema,
        response: responses({ 200: Type.Object({ settings: StoreSettingsSchema }) }),
      },
    },
    async (request) => ({ settings: await service.updateSettings(site(request), request.body) }),
  );

  const coupons = staffItemRoutes(app, { permission: 'settings:write', url: `${prefix}/coupons`, tags, params: IdParams, item: CouponSchema, one: 'coupon' });
  coupons.list('coupons', 'Coupons', (staff) => service.listCoupons(staff.siteId));
  coupons.create('Create a coupon', CouponInputSchema, (staff, body) => service.createCoupon(staff.siteId, body));
  coupons.update('Change a coupon', CouponPatchSchema, (staff, id, body) => service.updateCoupon(staff.siteId, id, body));
  coupons.remove('Delete a coupon', (staff, id) => service.deleteCoupon(staff.siteId, id));

  const giftCards = staffItemRoutes(app, { permission: 'settings:write', url: `${prefix}/gift-cards`, tags, params: IdParams, item: GiftCardSchema, one: 'giftCard' });
  giftCards.list('giftCards', 'Gift cards', (staff) => service.listGiftCards(staff.siteId));
  giftCards.create('Issue a gift card', GiftCardInputSchema, (staff, body) => service.createGiftCard(staff.siteId, body));
  giftCards.update('Change a gift card (code, balance, expiry, active)', GiftCardPatchSchema, (staff, id, body) => service.updateGiftCard(staff.siteId, id, body));
  giftCards.remove('Delete a gift card', (staff, id) => service.deleteGiftCard(staff.siteId, id));
};
