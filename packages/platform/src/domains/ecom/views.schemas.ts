import { Type } from 'typebox';
import { AddressSchema } from '../../lib/schemas';
import { paymentOptions, TimeSlotSchema } from './settings/settings.schemas';
import { AddressWithContactSchema, CatalogOverrideFieldsSchema, CatalogReferenceSchema, DescriptionLineSchema, itemTypes, ServicePropertiesSchema } from './ecom.schemas';

/**
 * Pieces of the ecom answers (carts, checkouts, orders), as `views.ts` and the order view build
 * them. Fastify serializes each answer with its schema, so a field left out here is dropped from
 * the answer: every field a view sends is named. Enumerations are `enum`s, not unions of literals:
 * the serializer writes an `enum` as it is, where a union is matched value by value on every answer.
 */

export const DateTime = Type.String({ format: 'date-time' });

export const MoneySchema = Type.Object(
  { amount: Type.String(), convertedAmount: Type.String(), formattedAmount: Type.String(), formattedConvertedAmount: Type.String() },
  { description: 'An amount in the site currency: decimal string plus its formatted form' },
);

/** A name as sent back: the original, and the same text as its translation. */
export const ProductNameSchema = Type.Object({ original: Type.String(), translated: Type.String() });

export const ItemTypePresetSchema = Type.Enum(itemTypes);
export const LinePaymentOptionSchema = Type.Enum(paymentOptions, { description: 'How the line is paid' });

/** A line's picture: an uploaded image (its id) or an outside URL (the URL as id). */
export const LineImageSchema = Type.Object({
  id: Type.String(),
  url: Type.String(),
  width: Type.Optional(Type.Number()),
  height: Type.Optional(Type.Number()),
  altText: Type.Optional(Type.String()),
  urlExpirationDate: Type.Optional(Type.String({ format: 'date-time', description: 'Signed URLs only: never sent by this platform, whose URLs do not expire' })),
});

/** The product page of a line, absolute and relative to the site. */
export const PageUrlSchema = Type.Object({ relativePath: Type.String(), url: Type.String() });

export const AppliedDiscountSchema = Type.Object({
  discountType: Type.Enum(['GLOBAL', 'SPECIFIC_ITEMS', 'SHIPPING']),
  lineItemIds: Type.Array(Type.String()),
  coupon: Type.Optional(Type.Object({ id: Type.String(), code: Type.String(), name: Type.String(), amount: MoneySchema })),
  merchantDiscount: Type.Optional(
    Type.Object({
      id: Type.Optional(Type.String()),
      name: Type.Optional(Type.String()),
      discountType: Type.Enum(['AMOUNT', 'PERCENT']),
      percentage: Type.Optional(Type.Number()),
      amount: MoneySchema,
    }),
  ),
});

export const TaxSummarySchema = Type.Object({
  taxableAmount: MoneySchema,
  totalTax: MoneySchema,
  manualTaxRate: Type.Optional(Type.String({ description: 'MANUAL_RATE only: the rate, e.g. "0.08"' })),
  calculationDetails: Type.Object({
    rateType: Type.Enum(['NO_TAX_COLLECTED', 'MANUAL_RATE', 'AUTO_RATE', 'FALLBACK_RATE']),
    manualRateReason: Type.Optional(Type.Enum(['GLOBAL_SETTING_TO_MANUAL', 'REGION_SETTING_TO_MANUAL'])),
    autoTaxFallbackDetails: Type.Optional(Type.Object({ fallbackReason: Type.Enum(['AUTO_TAX_FAILED', 'AUTO_TAX_DEACTIVATED']) })),
  }),
  taxableAddress: Type.Object({ addressType: Type.Enum(['BUSINESS', 'BILLING', 'SHIPPING']) }),
});

export const PickupMethodSchema = Type.Enum(['STORE_PICKUP', 'PICKUP_POINT']);


/** Which of a cart's or checkout's owners it is, and the e-mail the buyer gave. */
export const BuyerInfoSchema = Type.Object({
  visitorId: Type.Optional(Type.String()),
  memberId: Type.Optional(Type.String()),
  userId: Type.Optional(Type.String()),
  appId: Type.Optional(Type.String()),
  email: Type.Optional(Type.String()),
});

export const LineItemSchema = Type.Object(
  {
    id: Type.String(),
    quantity: Type.Integer(),
    catalogReference: Type.Optional(CatalogReferenceSchema),
    productName: ProductNameSchema,
    url: Type.Optional(PageUrlSchema),
    price: MoneySchema,
    fullPrice: MoneySchema,
    priceBeforeDiscounts: MoneySchema,
    lineItemPrice: MoneySchema,
    descriptionLines: Type.Array(DescriptionLineSchema),
    availability: Type.Object({
      status: Type.Enum(['AVAILABLE', 'NOT_FOUND', 'NOT_AVAILABLE', 'PARTIALLY_AVAILABLE']),
      quantityAvailable: Type.Optional(Type.Integer({ description: 'PARTIALLY_AVAILABLE: the units the store has' })),
    }),
    physicalProperties: Type.Optional(Type.Object({ weight: Type.Optional(Type.Number()), sku: Type.Optional(Type.String()), shippable: Type.Boolean() })),
    itemType: Type.Object({ preset: Type.Optional(ItemTypePresetSchema), custom: Type.Optional(Type.String()) }),
    paymentOption: LinePaymentOptionSchema,
    serviceProperties: Type.Optional(ServicePropertiesSchema),
    catalogOverrideFields: Type.Optional(CatalogOverrideFieldsSchema),
    rootCatalogItemId: Type.Optional(Type.String()),
    customLineItem: Type.Optional(Type.Boolean({ description: 'A line with its own price (owners and apps)' })),
    image: Type.Optional({ ...LineImageSchema, description: 'Carts only' }),
    media: Type.Optional({ ...LineImageSchema, description: 'Checkouts only: the image under its checkout name' }),
    totalDiscount: Type.Optional({ ...MoneySchema, description: 'Checkouts only' }),
    totalPriceBeforeTax: Type.Optional({ ...MoneySchema, description: 'Checkouts only' }),
    totalPriceAfterTax: Type.Optional({ ...MoneySchema, description: 'Checkouts only: what the line adds to the total, tax included' }),
    taxDetails: Type.Optional(
      Type.Object(
        {
          taxableAmount: MoneySchema,
          taxRate: Type.String(),
          totalTax: MoneySchema,
          taxBreakdown: Type.Array(
            Type.Object({
              jurisdiction: Type.String(),
              jurisdictionType: Type.Enum(['COUNTRY', 'STATE', 'COUNTY', 'CITY', 'SPECIAL']),
              rate: Type.String(),
              taxAmount: MoneySchema,
              taxName: Type.String(),
            }),
          ),
        },
        { description: 'Checkouts only' },
      ),
    ),
  },
  { description: 'A line of a cart or checkout: a catalogue item priced by the platform, or a custom line' },
);

const ChargeSchema = Type.Object({ type: Type.Enum(['HANDLING_FEE', 'INSURANCE']), price: MoneySchema });

const LogisticsSchema = Type.Object({
  deliveryTime: Type.Optional(Type.String()),
  instructions: Type.Optional(Type.String()),
  pickupDetails: Type.Optional(Type.Object({ address: AddressSchema, pickupMethod: PickupMethodSchema })),
  deliveryTimeSlot: Type.Optional(TimeSlotSchema),
});

/** What every shipping option names: its code, its title and how the goods reach the buyer. */
export const ShippingOptionBaseSchema = Type.Object({
  code: Type.String(),
  title: Type.String(),
  logistics: LogisticsSchema,
});

/** A shipping option a carrier offers for the address. */
export const ShippingOptionSchema = Type.Object({
  ...ShippingOptionBaseSchema.properties,
  cost: Type.Object({ price: MoneySchema, otherCharges: Type.Array(ChargeSchema) }),
});

/** The shipping option the checkout uses, with what it costs after discounts and tax. */
export const SelectedCarrierServiceOptionSchema = Type.Object({
  ...ShippingOptionBaseSchema.properties,
  carrierId: Type.String(),
  requestedShippingOption: Type.Boolean({ description: 'Whether this is the option the buyer asked for' }),
  otherCharges: Type.Array(ChargeSchema),
  cost: Type.Object({
    price: MoneySchema,
    totalPriceBeforeTax: MoneySchema,
    totalPriceAfterTax: MoneySchema,
    totalDiscount: MoneySchema,
    taxDetails: Type.Object({ totalTax: MoneySchema }),
  }),
});

export const ShippingInfoSchema = Type.Object({
  shippingDestination: Type.Optional({ ...AddressWithContactSchema, description: 'Checkouts only' }),
  region: Type.Optional(Type.Object({ id: Type.String(), name: Type.String() })),
  selectedCarrierServiceOption: Type.Optional(SelectedCarrierServiceOptionSchema),
  carrierServiceOptions: Type.Array(Type.Object({ carrierId: Type.String(), shippingOptions: Type.Array(ShippingOptionSchema) })),
});

export const PriceSummarySchema = Type.Object({
  subtotal: MoneySchema,
  shipping: MoneySchema,
  tax: MoneySchema,
  discount: MoneySchema,
  total: MoneySchema,
  additionalFees: MoneySchema,
});

export const MembershipSchema = Type.Object({
  id: Type.String(),
  appId: Type.String(),
  name: Type.Object({ original: Type.String() }),
  lineItemIds: Type.Array(Type.String()),
  expirationDate: Type.Optional(DateTime),
  credits: Type.Optional(Type.Object({ total: Type.Number(), remaining: Type.Number() })),
});

export const MembershipOptionsSchema = Type.Object({
  eligibleMemberships: Type.Array(MembershipSchema),
  invalidMemberships: Type.Array(Type.Object({ membership: MembershipSchema, reason: Type.String() })),
  selectedMemberships: Type.Object({
    memberships: Type.Array(Type.Object({ id: Type.String(), appId: Type.String(), lineItemIds: Type.Array(Type.String()) })),
  }),
});

export const ViolationSchema = Type.Object({
  severity: Type.Enum(['WARNING', 'ERROR']),
  description: Type.String(),
  target: Type.Object({
    lineItem: Type.Optional(
      Type.Object({ id: Type.String(), name: Type.Enum(['LINE_ITEM_DEFAULT']), suggestedFix: Type.Optional(Type.Enum(['REMOVE_LINE_ITEM'])) }),
    ),
    other: Type.Optional(Type.Object({ name: Type.Enum(['OTHER_DEFAULT']) })),
  }),
});

const CalculationErrorSchema = Type.Object({ applicationError: Type.Object({ code: Type.String(), description: Type.String() }) });

/** The first error of each kind met while pricing. */
export const CalculationErrorsSchema = Type.Object({
  couponCalculationError: Type.Optional(CalculationErrorSchema),
  giftCardCalculationError: Type.Optional(CalculationErrorSchema),
  generalShippingCalculationError: Type.Optional(CalculationErrorSchema),
  taxCalculationError: Type.Optional(CalculationErrorSchema),
  membershipError: Type.Optional(CalculationErrorSchema),
  discountsCalculationError: Type.Optional(CalculationErrorSchema),
});

/** The gift card applied, its code masked (`*****1234`). */
export const AppliedGiftCardSchema = Type.Object({ id: Type.String(), obfuscatedCode: Type.String(), amount: MoneySchema, appId: Type.String() });

/** The totals a checkout shows and a cart's estimate shows too (`totalsView`). */
export const CheckoutTotalsSchema = Type.Object({
  priceSummary: PriceSummarySchema,
  taxSummary: TaxSummarySchema,
  appliedDiscounts: Type.Array(AppliedDiscountSchema),
  calculationErrors: CalculationErrorsSchema,
  violations: Type.Array(ViolationSchema),
  membershipOptions: MembershipOptionsSchema,
  giftCard: Type.Optional(AppliedGiftCardSchema),
  payNow: MoneySchema,
  payLater: MoneySchema,
});
