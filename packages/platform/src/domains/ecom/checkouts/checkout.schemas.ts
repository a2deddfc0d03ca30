import { Type } from 'typebox';
import { AddressWithContactSchema, ChannelTypeSchema } from '../ecom.schemas';
import { BuyerInfoSchema, CheckoutTotalsSchema, DateTime, LineItemSchema, ShippingInfoSchema } from '../views.schemas';

/** A checkout on the wire, as `checkout-view.ts` builds it; every field sent is named (the serializer drops others). */

export const CheckoutSchema = Type.Object(
  {
    id: Type.String(),
    cartId: Type.Optional(Type.String()),
    lineItems: Type.Array(LineItemSchema),
    billingInfo: Type.Optional(AddressWithContactSchema),
    shippingInfo: ShippingInfoSchema,
    buyerInfo: BuyerInfoSchema,
    buyerNote: Type.Optional(Type.String()),
    currency: Type.String(),
    conversionCurrency: Type.String(),
    buyerLanguage: Type.String(),
    siteLanguage: Type.String(),
    weightUnit: Type.Enum(['KG', 'LB']),
    taxIncludedInPrice: Type.Boolean(),
    ...CheckoutTotalsSchema.properties,
    channelType: ChannelTypeSchema,
    couponCode: Type.Optional(Type.String()),
    giftCardCode: Type.Optional(Type.String({ description: 'The applied gift card’s code, masked like `giftCard.obfuscatedCode` (`*****1234`): the code itself is never sent back' })),
    overrideCheckoutUrl: Type.Optional(Type.String()),
    completed: Type.Boolean({ description: 'Once completed, the checkout shows what was sold (prices, stock, gift card) as it was then' }),
    orderId: Type.Optional(Type.String()),
    createdDate: DateTime,
    updatedDate: DateTime,
    revision: Type.String(),
  },
  { description: 'A checkout' },
);
