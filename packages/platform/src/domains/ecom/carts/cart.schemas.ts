import { Type } from 'typebox';
import { AddressWithContactSchema } from '../ecom.schemas';
import { AppliedDiscountSchema, BuyerInfoSchema, CheckoutTotalsSchema, DateTime, LineItemSchema, MoneySchema, ShippingInfoSchema } from '../views.schemas';

/** A cart and its estimate on the wire, as `cart-view.ts` builds them; every field sent is named (the serializer drops others). */

export const CartSchema = Type.Object(
  {
    id: Type.String(),
    lineItems: Type.Array(LineItemSchema),
    buyerInfo: BuyerInfoSchema,
    currency: Type.String(),
    conversionCurrency: Type.String(),
    buyerLanguage: Type.String(),
    siteLanguage: Type.String(),
    taxIncludedInPrices: Type.Boolean(),
    weightUnit: Type.Enum(['KG', 'LB']),
    subtotal: MoneySchema,
    subtotalAfterDiscounts: MoneySchema,
    appliedDiscounts: Type.Array(AppliedDiscountSchema),
    couponCode: Type.Optional(Type.String()),
    merchantDiscounts: Type.Optional(Type.Array(Type.Object({ amount: MoneySchema }), { description: 'Staff amounts off this cart' })),
    contactInfo: Type.Optional(AddressWithContactSchema),
    buyerNote: Type.Optional(Type.String()),
    selectedShippingOption: Type.Optional(Type.Object({ code: Type.String(), carrierId: Type.Optional(Type.String()) })),
    createdDate: DateTime,
    updatedDate: DateTime,
    revision: Type.String({ description: 'Increases with every change; send it back in `cartInfo.revision` to refuse lost updates' }),
  },
  { description: 'A cart' },
);

/** The cart plus every total the checkout would show. */
export const EstimateTotalsResponseSchema = Type.Object({
  cart: CartSchema,
  currency: Type.String(),
  lineItems: Type.Array(LineItemSchema, { description: 'The lines with their checkout totals' }),
  shippingInfo: ShippingInfoSchema,
  ...CheckoutTotalsSchema.properties,
});
