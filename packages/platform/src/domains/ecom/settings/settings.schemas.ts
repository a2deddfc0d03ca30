import { Type, type Static } from 'typebox';
import { decimalAmount } from '../../../lib/money-input';
import { AddressSchema, Uuid } from '../../../lib/schemas';
import { RevisionSchema } from '../../../lib/revisions';
import { literalUnion } from '../literals';

/**
 * Store settings on the wire (Vitrine's own endpoints, for the studio). Amounts are decimal
 * strings in the site's currency (`"4.99"`); percentages and tax rates are numbers (`8.875`).
 */
const Amount = decimalAmount('Decimal amount in the site currency, e.g. "4.99"');
const Percent = Type.Number({ minimum: 0, maximum: 100 });
const Name = Type.String({ minLength: 1, maxLength: 200 });
const Code = Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_\\-]+$' });
const DateTime = Type.String({ format: 'date-time' });
const Id = Type.String({ minLength: 1, maxLength: 100 });
const Ids = Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 1000 });
const ValueType = Type.Union([Type.Literal('AMOUNT'), Type.Literal('PERCENT')]);
export const TimeSlotSchema = Type.Object({ from: DateTime, to: DateTime }, { description: 'A delivery slot (ISO 8601 start and end)' });

export const MerchantDiscountSchema = Type.Object({
  id: Type.Optional(Id),
  name: Name,
  scope: Type.Union([Type.Literal('GLOBAL'), Type.Literal('SPECIFIC_ITEMS'), Type.Literal('SHIPPING')]),
  valueType: ValueType,
  /** For AMOUNT (per unit for SPECIFIC_ITEMS). */
  amount: Type.Optional(Amount),
  /** For PERCENT. */
  percentage: Type.Optional(Percent),
  productIds: Type.Optional(Ids),
  minimumSubtotal: Type.Optional(Amount),
  startDate: Type.Optional(DateTime),
  endDate: Type.Optional(DateTime),
  active: Type.Optional(Type.Boolean({ default: true })),
});

export const TaxRegionSchema = Type.Object({
  id: Type.Optional(Id),
  name: Name,
  jurisdictionType: literalUnion(['COUNTRY', 'STATE', 'COUNTY', 'CITY', 'SPECIAL']),
  country: Type.String({ pattern: '^[A-Z]{2}$' }),
  subdivision: Type.Optional(Type.String({ maxLength: 10 })),
  postalCodes: Type.Optional(Type.Array(Type.String({ maxLength: 20 }), { maxItems: 1000 })),
  city: Type.Optional(Type.String({ maxLength: 200 })),
  rate: Percent,
  manual: Type.Optional(Type.Boolean()),
  productIds: Type.Optional(Ids),
});

export const TaxSettingsSchema = Type.Object({
  mode: Type.Union([Type.Literal('MANUAL'), Type.Literal('AUTO')]),
  autoTaxActive: Type.Boolean(),
  fallbackRate: Type.Optional(Percent),
  pricesIncludeTax: Type.Boolean(),
  taxableAddressType: Type.Union([Type.Literal('BUSINESS'), Type.Literal('BILLING'), Type.Literal('SHIPPING')]),
  businessAddress: Type.Optional(AddressSchema),
  taxShipping: Type.Boolean(),
  regions: Type.Array(TaxRegionSchema, { maxItems: 500 }),
});

const ChargeSchema = Type.Object({ type: Type.Union([Type.Literal('HANDLING_FEE'), Type.Literal('INSURANCE')]), amount: Amount });

export const ShippingOptionSchema = Type.Object({
  code: Code,
  title: Name,
  carrierId: Type.Optional(Id),
  cost: Amount,
  freeShippingThreshold: Type.Optional(Amount),
  estimatedDeliveryTime: Type.Optional(Type.String({ maxLength: 200 })),
  deliveryTimeSlot: Type.Optional(TimeSlotSchema),
  charges: Type.Optional(Type.Array(ChargeSchema, { maxItems: 10 })),
});

export const ShippingRegionSchema = Type.Object({
  id: Type.Optional(Id),
  name: Name,
  countries: Type.Array(Type.String({ pattern: '^[A-Z]{2}$' }), { maxItems: 300 }),
  subdivisions: Type.Optional(Type.Array(Type.String({ maxLength: 10 }), { maxItems: 500 })),
  options: Type.Array(ShippingOptionSchema, { maxItems: 50 }),
});

export const PickupPointSchema = Type.Object({
  code: Code,
  title: Name,
  method: Type.Union([Type.Literal('STORE_PICKUP'), Type.Literal('PICKUP_POINT')]),
  address: AddressSchema,
  cost: Amount,
  instructions: Type.Optional(Type.String({ maxLength: 1000 })),
  deliveryTimeSlot: Type.Optional(TimeSlotSchema),
});

export const ShippingSettingsSchema = Type.Object({
  regions: Type.Array(ShippingRegionSchema, { maxItems: 200 }),
  pickupPoints: Type.Array(PickupPointSchema, { maxItems: 200 }),
  freeShippingThreshold: Type.Optional(Amount),
});

export const MembershipSchema = Type.Object({
  id: Type.Optional(Id),
  name: Name,
  /** Members holding it; empty or absent: every member. */
  memberIds: Type.Optional(Type.Array(Uuid, { maxItems: 10_000 })),
  productIds: Ids,
  expirationDate: Type.Optional(DateTime),
  credits: Type.Optional(Type.Integer({ minimum: 0 })),
});

export const paymentOptions = ['FULL_PAYMENT_ONLINE', 'FULL_PAYMENT_OFFLINE', 'MEMBERSHIP', 'DEPOSIT_ONLINE', 'MEMBERSHIP_OFFLINE', 'MANUAL'] as const;
export const PaymentOptionSchema = literalUnion(paymentOptions);

export const PaymentSettingsSchema = Type.Object({
  /** Every payment is a test payment; this says how the test provider answers. */
  testOutcome: Type.Union([Type.Literal('APPROVED'), Type.Literal('PENDING')], { description: 'APPROVED: orders are paid; PENDING: paid later, offline' }),
  blockedPaymentOptions: Type.Array(PaymentOptionSchema, { maxItems: 6 }),
  /** Where the storefront's one "Check out" button leads: its own checkout page, or the platform's hosted one. */
  checkoutPage: Type.Optional(Type.Union([Type.Literal('STOREFRONT'), Type.Literal('HOSTED')], { description: 'Default STOREFRONT' })),
});

/** The typefaces a store can choose: system font stacks, so the storefront downloads no font. */
export const storefrontFonts = ['SYSTEM', 'HUMANIST', 'GEOMETRIC', 'SERIF', 'ROUNDED'] as const;

/** An address the storefront links to: a path on the store (`/shop`) or an http(s) URL. */
const Link = Type.String({ maxLength: 2000, pattern: '^(/(?!/)|https?://)[^\\s<>"]*$' });
const Text = (maxLength: number) => Type.String({ minLength: 1, maxLength });

export const StorefrontSettingsSchema = Type.Object({
  /** The accent of buttons, links and prices on sale; the storefront derives its hover and tint shades from it. */
  brandColor: Type.Optional(Type.String({ pattern: '^#[0-9a-fA-F]{6}$', description: 'A hex colour, e.g. "#1f6f5c"' })),
  font: Type.Optional(literalUnion(storefrontFonts, { description: 'Default SYSTEM' })),
  /** Shown in the header in place of the store's name (which stays as its text alternative). */
  logoUrl: Type.Optional(Link),
  /** The home page's hero: a wide picture behind the store's name, a tagline, a text and the call to action. */
  hero: Type.Optional(
    Type.Object({
      tagline: Type.Optional(Text(120)),
      text: Type.Optional(Text(400)),
      imageUrl: Type.Optional(Link),
      callToAction: Type.Optional(Type.Object({ label: Text(40), href: Link })),
    }),
  ),
  /** A section of the home page the store writes itself (its story, a promise, a season). */
  homeSection: Type.Optional(Type.Object({ title: Text(120), text: Text(2000), imageUrl: Type.Optional(Link) })),
  contact: Type.Optional(
    Type.Object({
      email: Type.Optional(Type.String({ format: 'email', maxLength: 320 })),
      phone: Type.Optional(Type.String({ minLength: 1, maxLength: 40, pattern: '^[0-9+()./ -]+$' })),
      address: Type.Optional(Text(300)),
    }),
  ),
  /** The footer's policy links (shipping, returns, privacy, terms), each to a page of the store's own or elsewhere. */
  policies: Type.Optional(Type.Array(Type.Object({ title: Text(80), href: Link }), { maxItems: 8 })),
});
export type StorefrontSettings = Static<typeof StorefrontSettingsSchema>;

/** How many times each section was saved: what an editor sends back to be told of a save it has not seen. */
export const SectionRevisionsSchema = Type.Object({
  merchantDiscounts: RevisionSchema,
  tax: RevisionSchema,
  shipping: RevisionSchema,
  memberships: RevisionSchema,
  payment: RevisionSchema,
  storefront: RevisionSchema,
});

export const StoreSettingsSchema = Type.Object({
  merchantDiscounts: Type.Array(MerchantDiscountSchema, { maxItems: 200 }),
  tax: TaxSettingsSchema,
  shipping: ShippingSettingsSchema,
  memberships: Type.Array(MembershipSchema, { maxItems: 200 }),
  payment: PaymentSettingsSchema,
  storefront: StorefrontSettingsSchema,
  revision: Type.Optional(Type.Integer()),
  sectionRevisions: Type.Optional(SectionRevisionsSchema),
  updatedDate: Type.Optional(Type.String()),
});
export type StoreSettingsWire = Static<typeof StoreSettingsSchema>;

export const StoreSettingsPatchSchema = Type.Object({
  merchantDiscounts: Type.Optional(StoreSettingsSchema.properties.merchantDiscounts),
  tax: Type.Optional(TaxSettingsSchema),
  shipping: Type.Optional(ShippingSettingsSchema),
  memberships: Type.Optional(StoreSettingsSchema.properties.memberships),
  payment: Type.Optional(PaymentSettingsSchema),
  storefront: Type.Optional(StorefrontSettingsSchema),
  /**
   * The revisions of the sections as the editor last read them. When one of them was saved since,
   * nothing is saved and the answer is 409 REVISION_MISMATCH. Absent: the sections sent replace what is there.
   */
  expectedRevisions: Type.Optional(Type.Partial(SectionRevisionsSchema)),
});
export type StoreSettingsPatch = Static<typeof StoreSettingsPatchSchema>;

export const CouponInputSchema = Type.Object({
  code: Code,
  name: Name,
  valueType: ValueType,
  amount: Type.Optional(Amount),
  percentage: Type.Optional(Percent),
  minimumSubtotal: Type.Optional(Amount),
  productIds: Type.Optional(Ids),
  startDate: Type.Optional(DateTime),
  expirationDate: Type.Optional(DateTime),
  usageLimit: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000_000 })),
  active: Type.Optional(Type.Boolean({ default: true })),
});
export type CouponInput = Static<typeof CouponInputSchema>;
export const CouponPatchSchema = Type.Partial(CouponInputSchema);
export const CouponSchema = Type.Intersect([
  CouponInputSchema,
  Type.Object({ id: Type.String(), timesUsed: Type.Integer(), createdDate: Type.String(), updatedDate: Type.String() }),
]);

/**
 * A gift card's code is all it takes to spend it: new codes (issued, or changed) need at least 8
 * characters, so they cannot be found by trying the short ones. Codes saved before stay usable.
 */
const giftCardCodeMinLength = 8;
const GiftCardCode = Type.String({ minLength: giftCardCodeMinLength, maxLength: 100, pattern: '^[A-Za-z0-9_\\-]+$' });

export const GiftCardInputSchema = Type.Object({
  code: GiftCardCode,
  balance: Amount,
  expirationDate: Type.Optional(DateTime),
  active: Type.Optional(Type.Boolean({ default: true })),
});
export type GiftCardInput = Static<typeof GiftCardInputSchema>;
export const GiftCardPatchSchema = Type.Partial(GiftCardInputSchema);
export const GiftCardSchema = Type.Object({
  id: Type.String(),
  code: Type.String(),
  balance: Type.String(),
  initialBalance: Type.String(),
  expirationDate: Type.Optional(Type.String()),
  active: Type.Boolean(),
  createdDate: Type.String(),
  updatedDate: Type.String(),
});

export const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
