/**
 * Inputs and outputs of the pricing engine. Every amount is an integer in the currency's minor
 * units; rates are parts per million. Nothing here touches the database or the clock: the caller
 * passes `now` and the settings, so the same input always gives the same totals.
 */
import type { Static } from 'typebox';
import type { itemTypes } from '../ecom.schemas';
import type {
  MerchantDiscountSchema,
  PaymentOptionSchema,
  PickupPointSchema,
  ShippingOptionSchema,
  TaxRegionSchema,
  TaxSettingsSchema,
  TimeSlotSchema,
} from '../settings/settings.schemas';

// The enumerations the store settings share with the engine come from their wire schemas, so the
// two cannot drift; amounts differ (decimal strings on the wire, minor units here), names do not.
export type ItemType = (typeof itemTypes)[number];
export type AvailabilityStatus = 'AVAILABLE' | 'NOT_FOUND' | 'NOT_AVAILABLE' | 'PARTIALLY_AVAILABLE';
export type PaymentOption = Static<typeof PaymentOptionSchema>;
export type Jurisdiction = Static<typeof TaxRegionSchema>['jurisdictionType'];
export type TaxRateType = 'NO_TAX_COLLECTED' | 'MANUAL_RATE' | 'AUTO_RATE' | 'FALLBACK_RATE';
export type ManualRateReason = 'GLOBAL_SETTING_TO_MANUAL' | 'REGION_SETTING_TO_MANUAL';
export type FallbackReason = 'AUTO_TAX_FAILED' | 'AUTO_TAX_DEACTIVATED';
export type TaxableAddressType = Static<typeof TaxSettingsSchema>['taxableAddressType'];
export type PickupMethod = Static<typeof PickupPointSchema>['method'];
export type ChargeType = NonNullable<Static<typeof ShippingOptionSchema>['charges']>[number]['type'];
export type CartDiscountScope = Static<typeof MerchantDiscountSchema>['scope'];
export type DiscountValueType = Static<typeof MerchantDiscountSchema>['valueType'];

export interface PricingAddress {
  country?: string;
  subdivision?: string;
  city?: string;
  postalCode?: string;
  addressLine?: string;
  [key: string]: unknown;
}

export interface PricingLine {
  id: string;
  quantity: number;
  /** What one unit costs before the cart's discounts. */
  unitPrice: number;
  /** One unit before the catalogue's own discount (≥ unitPrice). */
  fullUnitPrice: number;
  itemType: ItemType;
  /** The catalogue product, for item-specific discounts, tax classes and memberships. */
  productId?: string;
  availability: AvailabilityStatus;
  /**
   * The catalogue hides the product or the variant (NOT_AVAILABLE whatever its stock): the shopper
   * is told it is no longer for sale, not that it is out of stock, which would suggest waiting.
   */
  hidden?: boolean;
  /** Units the store has when fewer than asked (PARTIALLY_AVAILABLE). */
  quantityAvailable?: number;
  paymentOption?: PaymentOption;
  /** Unit price when the line was added, to warn when the catalogue price changed since. */
  priceWhenAdded?: number;
  name?: string;
}

export interface Coupon {
  id: string;
  code: string;
  name: string;
  valueType: DiscountValueType;
  /** Minor units for AMOUNT, percent (e.g. 12.5) for PERCENT. */
  value: number;
  minimumSubtotal?: number;
  /** Only these products when set; the whole order otherwise. */
  productIds?: string[];
  startDate?: string;
  expirationDate?: string;
  usageLimit?: number;
  timesUsed: number;
  active: boolean;
}

export interface MerchantDiscountRule {
  id: string;
  name: string;
  scope: CartDiscountScope;
  valueType: DiscountValueType;
  value: number;
  /** For SPECIFIC_ITEMS. */
  productIds?: string[];
  minimumSubtotal?: number;
  startDate?: string;
  endDate?: string;
  active: boolean;
}

/** A staff-set amount off one cart or checkout (`merchantDiscounts` in a cart body). */
export interface AdHocDiscount {
  amount: number;
}

export interface GiftCard {
  id: string;
  code: string;
  balance: number;
  expirationDate?: string;
  active: boolean;
}

export interface ShippingCharge {
  type: ChargeType;
  amount: number;
}

export type DeliveryTimeSlot = Static<typeof TimeSlotSchema>;

export interface ShippingOptionRule {
  code: string;
  title: string;
  carrierId?: string;
  cost: number;
  /** Free when the discounted subtotal reaches this amount. */
  freeShippingThreshold?: number;
  estimatedDeliveryTime?: string;
  deliveryTimeSlot?: DeliveryTimeSlot;
  charges?: ShippingCharge[];
}

export interface ShippingRegion {
  id: string;
  name: string;
  /** ISO-3166 alpha-2 codes; empty means every country not matched by another region. */
  countries: string[];
  /** ISO-3166-2 codes (`US-CA`); when set, only these subdivisions. */
  subdivisions?: string[];
  options: ShippingOptionRule[];
}

export interface PickupPoint {
  code: string;
  title: string;
  method: PickupMethod;
  address: PricingAddress;
  cost: number;
  instructions?: string;
  deliveryTimeSlot?: DeliveryTimeSlot;
}

export interface ShippingSettings {
  regions: ShippingRegion[];
  pickupPoints: PickupPoint[];
  /** Store-wide free-shipping threshold, for options without their own. */
  freeShippingThreshold?: number;
}

/** A tax region as stored: the settings' region (`TaxRegionSchema`), always with its id. */
export type TaxRegion = Static<typeof TaxRegionSchema> & { id: string };

export interface TaxSettings {
  mode: Static<typeof TaxSettingsSchema>['mode'];
  /** Whether the automatic calculator is switched on (AUTO mode only). */
  autoTaxActive: boolean;
  /** Percent used when automatic calculation fails or is off. */
  fallbackRate?: number;
  pricesIncludeTax: boolean;
  taxableAddressType: TaxableAddressType;
  businessAddress?: PricingAddress;
  taxShipping: boolean;
  regions: TaxRegion[];
}

export interface Membership {
  id: string;
  name: string;
  /** Members holding it; empty means every member. */
  memberIds: string[];
  /** Products it pays for. */
  productIds: string[];
  expirationDate?: string;
  /** Units of its products each holder may take with it, over its life; absent: no limit. */
  credits?: number;
}

export interface PricingSettings {
  merchantDiscounts: MerchantDiscountRule[];
  shipping: ShippingSettings;
  tax: TaxSettings;
  memberships: Membership[];
}

export interface PricingInput {
  currency: string;
  now: Date;
  lines: PricingLine[];
  settings: PricingSettings;
  /** The coupon the code names, looked up by the caller; `couponCode` without it is unknown. */
  couponCode?: string;
  coupon?: Coupon;
  giftCardCode?: string;
  giftCard?: GiftCard;
  adHocDiscounts?: AdHocDiscount[];
  shippingAddress?: PricingAddress;
  billingAddress?: PricingAddress;
  selectedShippingOptionCode?: string;
  selectedMembershipIds?: string[];
  /** The member buying, for memberships. */
  memberId?: string;
  /** Credits the member has used, per membership id (memberships with `credits`; none used: absent). */
  membershipCreditsUsed?: Readonly<Record<string, number>>;
  calculateTax?: boolean;
  calculateShipping?: boolean;
  /** Payment options the store does not take (payment settings): lines needing one are ERROR violations. */
  blockedPaymentOptions?: readonly PaymentOption[];
}

export interface TaxBreakdown {
  jurisdiction: string;
  jurisdictionType: Jurisdiction;
  rate: number;
  tax: number;
  name: string;
}

export interface PricedLine {
  id: string;
  quantity: number;
  unitPrice: number;
  fullUnitPrice: number;
  /** unitPrice × quantity, 0 for lines that are not priced (unavailable or membership). */
  subtotal: number;
  discount: number;
  taxableAmount: number;
  tax: number;
  /** Parts per million. */
  taxRate: number;
  taxBreakdown: TaxBreakdown[];
  /** What the line adds to the total (tax added when prices exclude it). */
  total: number;
  paymentOption: PaymentOption;
  priced: boolean;
}

export interface AppliedDiscount {
  type: 'COUPON' | 'MERCHANT_DISCOUNT' | 'GLOBAL';
  scope: CartDiscountScope;
  amount: number;
  lineItemIds: string[];
  coupon?: { id: string; code: string; name: string };
  merchantDiscount?: { id?: string; name?: string; valueType: DiscountValueType; percentage?: number };
}

export interface ShippingOptionResult {
  code: string;
  title: string;
  carrierId: string;
  cost: number;
  /** Before the free-shipping threshold. */
  costBeforeThreshold: number;
  charges: ShippingCharge[];
  estimatedDeliveryTime?: string;
  deliveryTimeSlot?: DeliveryTimeSlot;
  pickup?: { method: PickupMethod; address: PricingAddress; instructions?: string };
}

export interface ShippingResult {
  needed: boolean;
  options: ShippingOptionResult[];
  selected?: ShippingOptionResult;
  region?: { id: string; name: string };
  /** Option cost plus charges, before shipping discounts. */
  cost: number;
  discount: number;
  tax: number;
}

export interface TaxSummaryResult {
  rateType: TaxRateType;
  manualRateReason?: ManualRateReason;
  fallbackReason?: FallbackReason;
  taxableAmount: number;
  totalTax: number;
  /** The address tax was worked out for. */
  addressType: TaxableAddressType;
  rate: number;
}

export interface CalculationError {
  kind: 'COUPON' | 'GIFT_CARD' | 'SHIPPING' | 'TAX' | 'MEMBERSHIP' | 'DISCOUNT';
  code: string;
  message: string;
}

export interface Violation {
  severity: 'WARNING' | 'ERROR';
  description: string;
  lineItemId?: string;
  suggestedFix?: 'REMOVE_LINE_ITEM';
  /** Set on violations create-order reports with their own code (e.g. PAYMENT_OPTION_BLOCKED). */
  code?: string;
}

export interface MembershipResult {
  eligible: Array<{ id: string; name: string; lineItemIds: string[]; expirationDate?: string; credits?: { total: number; remaining: number } }>;
  invalid: Array<{ id: string; name: string; lineItemIds: string[]; expirationDate?: string; reason: string; credits?: { total: number; remaining: number } }>;
  /** `units`: the credits its lines use (their quantities), for a membership with credits. */
  selected: Array<{ id: string; lineItemIds: string[]; units?: number }>;
}

export interface PricingResult {
  currency: string;
  lines: PricedLine[];
  subtotal: number;
  itemDiscount: number;
  discount: number;
  shipping: ShippingResult;
  tax: TaxSummaryResult;
  total: number;
  giftCard?: { id: string; code: string; applied: number; remainingBalance: number };
  payNow: number;
  payLater: number;
  appliedDiscounts: AppliedDiscount[];
  couponApplied: boolean;
  calculationErrors: CalculationError[];
  violations: Violation[];
  memberships: MembershipResult;
  taxIncludedInPrice: boolean;
}
