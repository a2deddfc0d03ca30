import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireStaff } from '../../../lib/caller';
import { responses } from '../../../lib/schemas';
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

  app.get(
    `${prefix}/coupons`,
    { schema: { tags, summary: 'Coupons', response: responses({ 200: Type.Object({ coupons: Type.Array(CouponSchema) }) }) } },
    async (request) => ({ coupons: await service.listCoupons(site(request)) }),
  );
  app.post(
    `${prefix}/coupons`,
    { schema: { tags, summary: 'Create a coupon', body: CouponInputSchema, response: responses({ 200: Type.Object({ coupon: CouponSchema }) }) } },
    async (request) => ({ coupon: await service.createCoupon(site(request), request.body) }),
  );
  app.patch(
    `${prefix}/coupons/:id`,
    { schema: { tags, summary: 'Change a coupon', params: IdParams, body: CouponPatchSchema, response: responses({ 200: Type.Object({ coupon: CouponSchema }) }) } },
    async (request) => ({ coupon: await service.updateCoupon(site(request), request.params.id, request.body) }),
  );
  app.delete(
    `${prefix}/coupons/:id`,
    { schema: { tags, summary: 'Delete a coupon', params: IdParams, response: responses({ 200: Type.Object({}) }) } },
    async (request) => {
      await service.deleteCoupon(site(request), request.params.id);
      return {};
    },
  );

  app.get(
    `${prefix}/gift-cards`,
    { schema: { tags, summary: 'Gift cards', response: responses({ 200: Type.Object({ giftCards: Type.Array(GiftCardSchema) }) }) } },
    async (request) => ({ giftCards: await service.listGiftCards(site(request)) }),
  );
  app.post(
    `${prefix}/gift-cards`,
    { schema: { tags, summary: 'Issue a gift card', body: GiftCardInputSchema, response: responses({ 200: Type.Object({ giftCard: GiftCardSchema }) }) } },
    async (request) => ({ giftCard: await service.createGiftCard(site(request), request.body) }),
  );
  app.patch(
    `${prefix}/gift-cards/:id`,
    {
      schema: { tags, summary: 'Change a gift card (code, balance, expiry, active)', params: IdParams, body: GiftCardPatchSchema, response: responses({ 200: Type.Object({ giftCard: GiftCardSchema }) }) },
    },
    async (request) => ({ giftCard: await service.updateGiftCard(site(request), request.params.id, request.body) }),
  );
  app.delete(
    `${prefix}/gift-cards/:id`,
    { schema: { tags, summary: 'Delete a gift card', params: IdParams, response: responses({ 200: Type.Object({}) }) } },
    async (request) => {
      await service.deleteGiftCard(site(request), request.params.id);
      return {};
    },
  );
};
