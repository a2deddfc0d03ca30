import { newIdempotencyKey } from './idempotency-key.ts';
import { listedResource } from '../core/listed-resource.ts';
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

export interface StoreSettingsApi {
  getStoreSettings(): Promise<StoreSettings>;
  /** Replaces the sections sent; the others stay as they are. */
  updateStoreSettings(patch: StoreSettingsPatch): Promise<StoreSettings>;
  listCoupons(): Promise<Coupon[]>;
  createCoupon(input: CouponInput): Promise<Coupon>;
  updateCoupon(id: string, patch: CouponPatch): Promise<Coupon>;
  deleteCoupon(id: string): Promise<void>;
  listGiftCards(): Promise<GiftCard[]>;
  createGiftCard(input: GiftCardInput): Promise<GiftCard>;
  updateGiftCard(id: string, patch: GiftCardPatch): Promise<GiftCard>;
  deleteGiftCard(id: string): Promise<void>;
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
export const storeSettings: Module<StoreSettingsApi> = (transport: Transport) => {
  const coupons = listedResource<Coupon, CouponInput, CouponPatch>(transport, `${prefix}/coupons`, { one: 'coupon', many: 'coupons' }, { idempotencyKey: newIdempotencyKey });
  const giftCards = listedResource<GiftCard, GiftCardInput, GiftCardPatch>(transport, `${prefix}/gift-cards`, { one: 'giftCard', many: 'giftCards' }, { idempotencyKey: newIdempotencyKey });
  return {
    async getStoreSettings() {
      return (await transport.request<{ settings: StoreSettings }>({ method: 'GET', path: prefix, args: [] })).settings;
    },
    async updateStoreSettings(patch) {
      return (await transport.request<{ settings: StoreSettings }>({ method: 'PATCH', path: prefix, body: patch, args: [patch] })).settings;
    },
    listCoupons: coupons.list,
    createCoupon: coupons.create,
    updateCoupon: coupons.update,
    deleteCoupon: coupons.remove,
    listGiftCards: giftCards.list,
    createGiftCard: giftCards.create,
    updateGiftCard: giftCards.update,
    deleteGiftCard: giftCards.remove,
  };
};
