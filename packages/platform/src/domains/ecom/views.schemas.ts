import { Type } from 'typebox';
import { paymentOptions } from './settings/settings.schemas';
import { itemTypes, MoneySchema } from './ecom.schemas';

/**
 * Pieces of the ecom answers (carts, checkouts, orders), as `views.ts` and the order view build
 * them. Fastify serializes each answer with its schema, so a field left out here is dropped from
 * the answer: every field a view sends is named. Enumerations are `enum`s, not unions of literals:
 * the serializer writes an `enum` as it is, where a union is matched value by value on every answer.
 */

export const DateTime = Type.String({ format: 'date-time' });

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

