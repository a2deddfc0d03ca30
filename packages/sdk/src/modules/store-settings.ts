import type { Module, Transport } from '../core/types.ts';
import type { WireAddress } from '../core/address.ts';

/**
 * The settings behind cart and checkout pricing, for the site's owner and API keys holding
 * `settings:write`: merchant discounts, tax, shipping regions and options, pickup points,
 * memberships, payment, coupons and gift cards. Amounts are decimal strings in the site's
 * currency (`"4.99"`), percentages and tax rates numbers (`8.875`). Vitrine's own endpoints
 * (`/_api/vitrine/v1/store-settings`); the hosted platform keeps these in its dashboard.
 */

const prefix = '/_api/vitrine/v1/store-settings';

export interface TimeSlot {
  /** ISO 8601. */
  from: string;
  to: string;
}

export interface MerchantDiscount {
  id?: string;
  name: string;
  scope: 'GLOBAL' | 'SPECIFIC_ITEMS' | 'SHIPPING';
  valueType: 'AMOUNT' | 'PERCENT';
  /** For `AMOUNT` (per unit for `SPECIFIC_ITEMS`). */
  amount?: string;
  /** For `PERCENT`. */
  percentage?: number;
  productIds?: string[];
  minimumSubtotal?: string;
  startDate?: string;
  endDate?: string;
  active?: boolean;
}

export interface TaxRegion {
  id?: string;
  name: string;
  jurisdictionType: 'COUNTRY' | 'STATE' | 'COUNTY' | 'CITY' | 'SPECIAL';
  /** ISO 3166 alpha-2. */
  country: string;
  /** ISO 3166-2, e.g. `US-NY`. */
  subdivision?: string;
  postalCodes?: string[];
  city?: string;
  /** Percent, e.g. `8.875`. */
  rate: number;
  manual?: boolean;
  productIds?: string[];
}

export interface TaxSettings {
  mode: 'MANUAL' | 'AUTO';
  autoTaxActive: boolean;
  fallbackRate?: number;
  pricesIncludeTax: boolean;
  taxableAddressType: 'BUSINESS' | 'BILLING' | 'SHIPPING';
  businessAddress?: WireAddress;
  taxShipping: boolean;
  regions: TaxRegion[];
}

export interface ShippingOption {
  code: string;
  title: string;
  carrierId?: string;
  cost: string;
  freeShippingThreshold?: string;
  estimatedDeliveryTime?: string;
  /** A delivery slot the buyer gets with this option. */
  deliveryTimeSlot?: TimeSlot;
  charges?: Array<{ type: 'HANDLING_FEE' | 'INSURANCE'; amount: string }>;
}

export interface ShippingRegion {
  id?: string;
  name: string;
  countries: string[];
  subdivisions?: string[];
  options: ShippingOption[];
}

export interface PickupPoint {
  code: string;
  title: string;
  method: 'STORE_PICKUP' | 'PICKUP_POINT';
  /** The wire form: `addressLine`, not `addressLine1`. */
  address: WireAddress;
  cost: string;
  instructions?: string;
  deliveryTimeSlot?: TimeSlot;
}

export interface ShippingSettings {
  regions: ShippingRegion[];
  pickupPoints: PickupPoint[];
  freeShippingThreshold?: string;
}

export interface Membership {
  id?: string;
  name: string;
  /** Members holding it; empty or absent: every member. */
  memberIds?: string[];
  productIds: string[];
  expirationDate?: string;
  credits?: number;
}

export type PaymentOption = 'FULL_PAYMENT_ONLINE' | 'FULL_PAYMENT_OFFLINE' | 'MEMBERSHIP' | 'DEPOSIT_ONLINE' | 'MEMBERSHIP_OFFLINE' | 'MANUAL';

export interface PaymentSettings {
  /** Every payment is a test payment: `APPROVED` orders are paid, `PENDING` ones are paid later, offline. */
  testOutcome: 'APPROVED' | 'PENDING';
  blockedPaymentOptions: PaymentOption[];
}

/** The sections of the store settings; a patch replaces the ones it names whole. */
export type StoreSettingsSection = 'merchantDiscounts' | 'tax' | 'shipping' | 'memberships' | 'payment';

/** How many times each section was saved (0: never). */
export type SectionRevisions = Record<StoreSettingsSection, number>;

export interface StoreSettings {
  merchantDiscounts: MerchantDiscount[];
  tax: TaxSettings;
  shipping: ShippingSettings;
  memberships: Membership[];
  payment: PaymentSettings;
  revision?: number;
  /** Send these back as `expectedRevisions` to be told when someone else saved a section first. */
  sectionRevisions?: SectionRevisions;
  updatedDate?: string;
}

/**
 * Each section sent replaces that whole section. With `expectedRevisions` (the `sectionRevisions`
 * the editor read), nothing is saved when one of those sections was saved since: the call fails
 * with status 409 and application error code `REVISION_MISMATCH`.
 */
export type StoreSettingsPatch = Partial<Pick<StoreSettings, StoreSettingsSection>> & { expectedRevisions?: Partial<SectionRevisions> };

export interface CouponInput {
  code: string;
  name: string;
  valueType: 'AMOUNT' | 'PERCENT';
  amount?: string;
  percentage?: number;
  minimumSubtotal?: string;
  productIds?: string[];
  startDate?: string;
  expirationDate?: string;
  usageLimit?: number;
  active?: boolean;
}

export interface Coupon extends CouponInput {
  id: string;
  timesUsed: number;
  createdDate: string;
  updatedDate: string;
}

export interface GiftCardInput {
  code: string;
  /** The starting balance, e.g. `"50.00"`. */
  balance: string;
  expirationDate?: string;
  active?: boolean;
}

export interface GiftCard {
  id: string;
  code: string;
  balance: string;
  initialBalance: string;
  expirationDate?: string;
  active: boolean;
  createdDate: string;
  updatedDate: string;
}

export interface StoreSettingsApi {
  getStoreSettings(): Promise<StoreSettings>;
  /** Replaces the sections sent; the others stay as they are. */
  updateStoreSettings(patch: StoreSettingsPatch): Promise<StoreSettings>;
  listCoupons(): Promise<Coupon[]>;
  createCoupon(input: CouponInput): Promise<Coupon>;
  updateCoupon(id: string, patch: Partial<CouponInput>): Promise<Coupon>;
  deleteCoupon(id: string): Promise<void>;
  listGiftCards(): Promise<GiftCard[]>;
  createGiftCard(input: GiftCardInput): Promise<GiftCard>;
  updateGiftCard(id: string, patch: Partial<GiftCardInput>): Promise<GiftCard>;
  deleteGiftCard(id: string): Promise<void>;
}

const id = (value: string) => encodeURIComponent(value);

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
  async listCoupons() {
    return (await transport.request<{ coupons: Coupon[] }>({ method: 'GET', path: `${prefix}/coupons`, args: [] })).coupons;
  },
  async createCoupon(input) {
    return (await transport.request<{ coupon: Coupon }>({ method: 'POST', path: `${prefix}/coupons`, body: input, args: [input] })).coupon;
  },
  async updateCoupon(couponId, patch) {
    return (await transport.request<{ coupon: Coupon }>({ method: 'PATCH', path: `${prefix}/coupons/${id(couponId)}`, body: patch, args: [couponId, patch] })).coupon;
  },
  async deleteCoupon(couponId) {
    await transport.request<Record<string, never>>({ method: 'DELETE', path: `${prefix}/coupons/${id(couponId)}`, args: [couponId] });
  },
  async listGiftCards() {
    return (await transport.request<{ giftCards: GiftCard[] }>({ method: 'GET', path: `${prefix}/gift-cards`, args: [] })).giftCards;
  },
  async createGiftCard(input) {
    return (await transport.request<{ giftCard: GiftCard }>({ method: 'POST', path: `${prefix}/gift-cards`, body: input, args: [input] })).giftCard;
  },
  async updateGiftCard(cardId, patch) {
    return (await transport.request<{ giftCard: GiftCard }>({ method: 'PATCH', path: `${prefix}/gift-cards/${id(cardId)}`, body: patch, args: [cardId, patch] })).giftCard;
  },
  async deleteGiftCard(cardId) {
    await transport.request<Record<string, never>>({ method: 'DELETE', path: `${prefix}/gift-cards/${id(cardId)}`, args: [cardId] });
  },
});
