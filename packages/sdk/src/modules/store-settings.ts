import { newIdempotencyKey } from './idempotency-key.ts';
import { listedResource, type ListedResourceApi } from '../core/listed-resource.ts';
import type { Module, Transport } from '../core/types.ts';
import type { Coupon, CouponInput, CouponPatch, GiftCard, GiftCardInput, GiftCardPatch, SectionRevisions, StoreSettings, StoreSettingsPatch } from '../generated/settings.ts';

/**
 * The settings behind cart and checkout pricing, for the site's owner and API keys holding
 * `settings:write`: merchant discounts, tax, shipping regions and options, pickup points,
 * memberships, payment, coupons and gift cards. Amounts are decimal strings in the site's
 * currency (`"4.99"`), percentages and tax rates numbers (`8.875`). Vitrine's own endpoints
 * (`/_api/vitrine/v1/store-settings`); the hosted platform keeps these in its dashboard. The
 * shapes are generated from the platform's schemas (`../generated/settings.ts`). A patch replaces
 * each section it sends whole; with `expectedRevisions` (the `sectionRevisions` the editor read),
 * nothing is saved when one of those sections was saved since (status 409, `REVISION_MISMATCH`).
 */

const prefix = '/_api/vitrine/v1/store-settings';

export type {
  Coupon,
  CouponInput,
  CouponPatch,
  GiftCard,
  GiftCardInput,
  GiftCardPatch,
  Membership,
  MerchantDiscount,
  PaymentOption,
  PaymentSettings,
  PickupPoint,
  SectionRevisions,
  ShippingOption,
  ShippingRegion,
  ShippingSettings,
  StorefrontSettings,
  StoreSettings,
  StoreSettingsPatch,
  TaxRegion,
  TaxSettings,
  TimeSlot,
} from '../generated/settings.ts';

/** The sections of the store settings; a patch replaces the ones it names whole. */
export type StoreSettingsSection = keyof SectionRevisions;

/** Coupons and gift cards: `listCoupons`, `createCoupon`, `updateCoupon`, `deleteCoupon`, and the same for gift cards. */
export interface StoreSettingsApi
  extends ListedResourceApi<'Coupon', 'Coupons', Coupon, CouponInput, CouponPatch>,
    ListedResourceApi<'GiftCard', 'GiftCards', GiftCard, GiftCardInput, GiftCardPatch> {
  getStoreSettings(): Promise<StoreSettings>;
  /** Replaces the sections sent; the others stay as they are. */
  updateStoreSettings(patch: StoreSettingsPatch): Promise<StoreSettings>;
}

/**
 * The store-settings module: pass it to `createClient` and sign in as the site's owner (or use an
 * API key with `settings:write`).
 *
 * @example
 * ```ts
 * const client = createClient({ modules: { storeSettings }, auth: ApiKeyStrategy({ apiKey, siteId }) });
 * await client.storeSettings.createCoupon({ code: 'SPRING10', name: 'Spring', valueType: 'PERCENT', percentage: 10 });
 * await client.storeSettings.updateStoreSettings({ payment: { testOutcome: 'PENDING', blockedPaymentOptions: [] } });
 * ```
 */
export const storeSettings: Module<StoreSettingsApi> = (transport: Transport) => ({
  async getStoreSettings() {
    return (await transport.request<{ settings: StoreSettings }>({ method: 'GET', path: prefix, args: [] })).settings;
  },
  async updateStoreSettings(patch) {
    return (await transport.request<{ settings: StoreSettings }>({ method: 'PATCH', path: prefix, body: patch, args: [patch] })).settings;
  },
  ...listedResource<'Coupon', 'Coupons', Coupon, CouponInput, CouponPatch>(
    transport,
    `${prefix}/coupons`,
    { methods: ['Coupon', 'Coupons'], answer: ['coupon', 'coupons'] },
    { idempotencyKey: newIdempotencyKey },
  ),
  ...listedResource<'GiftCard', 'GiftCards', GiftCard, GiftCardInput, GiftCardPatch>(
    transport,
    `${prefix}/gift-cards`,
    { methods: ['GiftCard', 'GiftCards'], answer: ['giftCard', 'giftCards'] },
    { idempotencyKey: newIdempotencyKey },
  ),
});
