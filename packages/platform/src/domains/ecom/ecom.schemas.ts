import { Type, type Static } from 'typebox';
import { decimalAmount } from '../../lib/money-input';
import { AddressSchema, Uuid } from '../../lib/schemas';
import { literalUnion } from './literals';
import { PaymentOptionSchema } from './settings/settings.schemas';

/**
 * Request schemas of the cart, checkout and order calls (spec §7, wire contract), validated field
 * by field, and the shapes answers share with them (addresses, catalogue references). The answers
 * are in `views.schemas.ts`, `carts/cart.schemas.ts`, `checkouts/checkout.schemas.ts` and
 * `orders/order.schemas.ts`.
 */

const Text = (maxLength: number) => Type.String({ maxLength });
export const TranslatableSchema = Type.Object({ original: Text(500), translated: Type.Optional(Text(500)) });
const Translatable = TranslatableSchema;
const DateTime = Type.String({ format: 'date-time' });
const Quantity = Type.Integer({ minimum: 1, maximum: 100_000 });
const DecimalAmount = decimalAmount('e.g. "10.50"');

export const CatalogReferenceSchema = Type.Object({
  appId: Type.String({ minLength: 1, maxLength: 100 }),
  catalogItemId: Type.String({ minLength: 1, maxLength: 100 }),
  options: Type.Optional(
    Type.Object({
      variantId: Type.Optional(Type.String({ maxLength: 100 })),
      options: Type.Optional(Type.Record(Type.String({ maxLength: 100 }), Type.String({ maxLength: 200 }))),
    }),
  ),
});

const ImageInput = Type.Union([
  Type.String({ maxLength: 2000 }),
  Type.Object({ id: Type.Optional(Text(500)), url: Type.Optional(Text(2000)), width: Type.Optional(Type.Number()), height: Type.Optional(Type.Number()), altText: Type.Optional(Text(500)) }),
]);
/** A picture a line overrides its catalogue image with: only web addresses (no `javascript:`, `data:` or paths). */
const WebUrl = Type.String({ maxLength: 2000, pattern: '^https?://' });
const OverrideImageInput = Type.Union([
  WebUrl,
  Type.Object({ id: Type.Optional(Text(500)), url: Type.Optional(WebUrl), width: Type.Optional(Type.Number()), height: Type.Optional(Type.Number()), altText: Type.Optional(Text(500)) }),
]);
const Weight = Type.Number({ minimum: 0, maximum: 1_000_000 });

export const DescriptionLineSchema = Type.Object({
  name: Type.Optional(Translatable),
  plainText: Type.Optional(Translatable),
  colorInfo: Type.Optional(Type.Object({ original: Text(100), translated: Type.Optional(Text(100)), code: Type.Optional(Text(20)) })),
  lineType: Type.Optional(Type.Union([Type.Literal('PLAIN_TEXT'), Type.Literal('COLOR'), Type.Literal('UNRECOGNISED')])),
});

export const ServicePropertiesSchema = Type.Object({
  scheduledDate: Type.Optional(DateTime),
  numberOfParticipants: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
});

/** Owners and apps only (FIELD_NOT_ALLOWED for shoppers). */
export const CatalogOverrideFieldsSchema = Type.Object({
  productName: Type.Optional(Translatable),
  descriptionLines: Type.Optional(Type.Array(DescriptionLineSchema, { maxItems: 20 })),
  image: Type.Optional(OverrideImageInput),
  physicalProperties: Type.Optional(Type.Object({ weight: Type.Optional(Weight) })),
});

export const LineItemInputSchema = Type.Object({
  catalogReference: CatalogReferenceSchema,
  quantity: Type.Optional(Quantity),
  catalogOverrideFields: Type.Optional(CatalogOverrideFieldsSchema),
  serviceProperties: Type.Optional(ServicePropertiesSchema),
});
export type LineItemInput = Static<typeof LineItemInputSchema>;

export const itemTypes = ['PHYSICAL', 'DIGITAL', 'GIFT_CARD', 'SERVICE', 'CUSTOM_AMOUNT_ITEM'] as const;
const ItemTypeSchema = Type.Object({
  preset: Type.Optional(literalUnion(itemTypes)),
  custom: Type.Optional(Text(100)),
});

export const CustomLineItemInputSchema = Type.Object({
  id: Type.Optional(Type.String({ maxLength: 100 })),
  quantity: Quantity,
  price: DecimalAmount,
  fullPrice: Type.Optional(DecimalAmount),
  productName: Translatable,
  itemType: Type.Optional(ItemTypeSchema),
  descriptionLines: Type.Optional(Type.Array(DescriptionLineSchema, { maxItems: 20 })),
  media: Type.Optional(ImageInput),
  url: Type.Optional(Text(2000)),
  physicalProperties: Type.Optional(Type.Object({ weight: Type.Optional(Weight), sku: Type.Optional(Text(100)), shippable: Type.Optional(Type.Boolean()) })),
  serviceProperties: Type.Optional(ServicePropertiesSchema),
  paymentOption: Type.Optional(PaymentOptionSchema),
  catalogReference: Type.Optional(CatalogReferenceSchema),
});
export type CustomLineItemInput = Static<typeof CustomLineItemInputSchema>;

const LineItems = Type.Optional(Type.Array(LineItemInputSchema, { maxItems: 300 }));
const CustomLineItems = Type.Optional(Type.Array(CustomLineItemInputSchema, { maxItems: 300 }));
const MerchantDiscountsInput = Type.Optional(Type.Array(Type.Object({ amount: DecimalAmount }), { maxItems: 10 }));

export const ContactDetailsSchema = Type.Object({
  firstName: Type.Optional(Text(100)),
  lastName: Type.Optional(Text(100)),
  phone: Type.Optional(Text(50)),
  company: Type.Optional(Text(200)),
  vatId: Type.Optional(Type.Object({ id: Text(50), type: Type.Optional(Type.Union([Type.Literal('CPF'), Type.Literal('CNPJ'), Type.Literal('UNSPECIFIED')])) })),
});
export const AddressWithContactSchema = Type.Object({ address: Type.Optional(AddressSchema), contactDetails: Type.Optional(ContactDetailsSchema) });
export type AddressWithContact = Static<typeof AddressWithContactSchema>;

const SelectedShippingOption = Type.Object({ code: Type.String({ minLength: 1, maxLength: 100 }), carrierId: Type.Optional(Text(100)) });
const FieldMask = Type.Optional(
  Type.Union([Type.Object({ paths: Type.Array(Type.String({ maxLength: 200 }), { maxItems: 50 }) }), Type.String({ maxLength: 2000 })], {
    description: 'Which fields the update replaces: `{ paths: [...] }` or comma-separated; absent: every field sent',
  }),
);

export const CartInfoSchema = Type.Object({
  id: Type.Optional(Type.String({ maxLength: 100 })),
  contactInfo: Type.Optional(AddressWithContactSchema),
  buyerNote: Type.Optional(Text(1000)),
  buyerInfo: Type.Optional(Type.Object({ email: Type.Optional(Type.String({ format: 'email', maxLength: 320 })) })),
  selectedShippingOption: Type.Optional(SelectedShippingOption),
  revision: Type.Optional(Type.Union([Type.Integer(), Type.String({ pattern: '^[0-9]{1,9}$' })])),
});
export type CartInfo = Static<typeof CartInfoSchema>;

export const CreateCartBodySchema = Type.Object({
  cartInfo: Type.Optional(CartInfoSchema),
  couponCode: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  merchantDiscounts: MerchantDiscountsInput,
  lineItems: LineItems,
  customLineItems: CustomLineItems,
});
export type CreateCartBody = Static<typeof CreateCartBodySchema>;

/** The create body, with a field mask saying which `cartInfo` fields to replace. */
export const UpdateCartBodySchema = Type.Object({ ...CreateCartBodySchema.properties, fieldMask: FieldMask });
export type UpdateCartBody = Static<typeof UpdateCartBodySchema>;

export const AddToCartBodySchema = Type.Object({ lineItems: LineItems, customLineItems: CustomLineItems });
export type AddToCartBody = Static<typeof AddToCartBodySchema>;

export const RemoveLineItemsBodySchema = Type.Object({ lineItemIds: Type.Array(Type.String({ maxLength: 100 }), { minItems: 1, maxItems: 300 }) });

export const UpdateQuantitiesBodySchema = Type.Object({
  lineItems: Type.Array(Type.Object({ id: Type.String({ maxLength: 100 }), quantity: Type.Integer({ minimum: 0, maximum: 100_000 }) }), { minItems: 1, maxItems: 300 }),
});

export const channelTypes = [
  'WEB', 'POS', 'EBAY', 'AMAZON', 'OTHER_PLATFORM', 'WIX_APP_STORE', 'WIX_INVOICES', 'BACKOFFICE_MERCHANT', 'WISH', 'CLASS_PASS', 'GLOBAL_E', 'FACEBOOK', 'ETSY', 'TIKTOK', 'FAIRE_COM',
] as const;
export const ChannelTypeSchema = literalUnion(channelTypes);
export type ChannelType = (typeof channelTypes)[number];

export const CreateCheckoutFromCartBodySchema = Type.Object({
  channelType: Type.Optional(ChannelTypeSchema),
  shippingAddress: Type.Optional(AddressSchema),
  billingAddress: Type.Optional(AddressSchema),
  selectedShippingOption: Type.Optional(SelectedShippingOption),
  email: Type.Optional(Type.String({ format: 'email', maxLength: 320 })),
});
export type CreateCheckoutFromCartBody = Static<typeof CreateCheckoutFromCartBodySchema>;

const SelectedMemberships = Type.Object({
  memberships: Type.Array(Type.Object({ id: Type.String({ maxLength: 100 }), appId: Type.Optional(Text(100)), lineItemIds: Type.Optional(Type.Array(Type.String({ maxLength: 100 }), { maxItems: 300 })) }), { maxItems: 20 }),
});

export const EstimateTotalsBodySchema = Type.Object({
  selectedShippingOption: Type.Optional(SelectedShippingOption),
  shippingAddress: Type.Optional(AddressSchema),
  billingAddress: Type.Optional(AddressSchema),
  selectedMemberships: Type.Optional(SelectedMemberships),
  calculateTax: Type.Optional(Type.Boolean()),
  calculateShipping: Type.Optional(Type.Boolean()),
});
export type EstimateTotalsBody = Static<typeof EstimateTotalsBodySchema>;

export const CheckoutInfoSchema = Type.Object({
  id: Type.Optional(Type.String({ maxLength: 100 })),
  billingInfo: Type.Optional(AddressWithContactSchema),
  shippingInfo: Type.Optional(Type.Object({ shippingDestination: Type.Optional(AddressWithContactSchema), selectedCarrierServiceOption: Type.Optional(SelectedShippingOption) })),
  buyerInfo: Type.Optional(Type.Object({ email: Type.Optional(Type.String({ format: 'email', maxLength: 320 })) })),
  buyerNote: Type.Optional(Text(1000)),
  channelType: Type.Optional(ChannelTypeSchema),
  membershipOptions: Type.Optional(Type.Object({ selectedMemberships: Type.Optional(SelectedMemberships) })),
  revision: Type.Optional(Type.Union([Type.Integer(), Type.String({ pattern: '^[0-9]{1,9}$' })])),
});
export type CheckoutInfo = Static<typeof CheckoutInfoSchema>;

const OverrideUrl = Type.String({ maxLength: 2000, pattern: '^https?://' });

export const CreateCheckoutBodySchema = Type.Object({
  checkoutInfo: Type.Optional(CheckoutInfoSchema),
  couponCode: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  giftCardCode: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  lineItems: LineItems,
  customLineItems: CustomLineItems,
  channelType: Type.Optional(ChannelTypeSchema),
  overrideCheckoutUrl: Type.Optional(OverrideUrl),
});
export type CreateCheckoutBody = Static<typeof CreateCheckoutBodySchema>;

export const UpdateCheckoutBodySchema = Type.Object({
  checkout: Type.Optional(CheckoutInfoSchema),
  couponCode: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  giftCardCode: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  overrideCheckoutUrl: Type.Optional(OverrideUrl),
  lineItems: LineItems,
  customLineItems: CustomLineItems,
  fieldMask: FieldMask,
});
export type UpdateCheckoutBody = Static<typeof UpdateCheckoutBodySchema>;

export const CreateOrderBodySchema = Type.Object({
  savePaymentMethod: Type.Optional(Type.Boolean()),
  delayCapture: Type.Optional(Type.Boolean()),
});

export const IdParams = Type.Object({ id: Uuid });
/** Path ids of carts and checkouts: any string, so an unknown id is a 404, not a 400. */
export const AnyIdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 200 }) });

export const SearchOrdersBodySchema = Type.Object({
  search: Type.Optional(
    Type.Object({
      filter: Type.Optional(Type.Record(Type.String({ maxLength: 100 }), Type.Unknown())),
      sort: Type.Optional(Type.Array(Type.Object({ fieldName: Type.String({ maxLength: 100 }), order: Type.Optional(Type.Union([Type.Literal('ASC'), Type.Literal('DESC')])) }), { maxItems: 3 })),
      paging: Type.Optional(Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })), offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })) })),
    }),
  ),
});
export type SearchOrdersBody = Static<typeof SearchOrdersBodySchema>;
