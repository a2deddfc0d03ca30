import { Type } from 'typebox';
import { AddressSchema } from '../../../lib/schemas';
import { AddressWithContactSchema, CatalogReferenceSchema, ChannelTypeSchema, DescriptionLineSchema } from '../ecom.schemas';
import { TimeSlotSchema } from '../settings/settings.schemas';
import {
  AppliedDiscountSchema,
  DateTime,
  ItemTypePresetSchema,
  LineImageSchema,
  LinePaymentOptionSchema,
  MoneySchema,
  PageUrlSchema,
  PickupMethodSchema,
  ProductNameSchema,
  TaxSummarySchema,
} from '../views.schemas';

/**
 * An order on the wire, as `order-view.ts` builds it (`GET /ecom/v1/orders/{id}`, search results,
 * and the answer of every change), with its fulfilments, payments, refunds and timeline. Every field
 * the view sends is named here: the serializer drops any other.
 */

const LineQuantitySchema = Type.Object({ id: Type.String(), quantity: Type.Integer() });

export const TrackingInfoSchema = Type.Object({
  trackingNumber: Type.Optional(Type.String({ maxLength: 200 })),
  shippingProvider: Type.Optional(Type.String({ maxLength: 200, description: 'The carrier, e.g. `UPS`' })),
  trackingLink: Type.Optional(Type.String({ maxLength: 2000, pattern: '^https?://[^\\s]+$', description: 'An http(s) URL' })),
});

export const FulfillmentSchema = Type.Object({
  id: Type.String(),
  lineItems: Type.Array(LineQuantitySchema),
  trackingInfo: Type.Optional(TrackingInfoSchema),
  pickedUp: Type.Optional(Type.Boolean({ description: 'A pickup order handed over at the pickup point' })),
  createdDate: DateTime,
  updatedDate: DateTime,
});

export const RefundSchema = Type.Object({
  id: Type.String(),
  status: Type.Enum(['PENDING', 'COMPLETED'], { description: '`PENDING` while the payment provider is asked, and after that until the platform knows its answer and has completed the refund' }),
  amount: MoneySchema,
  paymentId: Type.String(),
  provider: Type.String(),
  providerTransactionId: Type.Optional(Type.String()),
  lineItems: Type.Array(LineQuantitySchema),
  shippingAmount: MoneySchema,
  restockLineItems: Type.Array(LineQuantitySchema),
  reason: Type.Optional(Type.String()),
  createdDate: DateTime,
});

export const OrderPaymentSchema = Type.Object({
  id: Type.String({ description: 'The payment taken at checkout has the provider’s transaction id; offline payments marked paid have their own' }),
  status: Type.Enum(['APPROVED', 'PENDING']),
  provider: Type.String({ description: '`TEST` (the built-in test provider) or `OFFLINE`' }),
  providerTransactionId: Type.Optional(Type.String()),
  amount: MoneySchema,
  refundedAmount: MoneySchema,
  createdDate: DateTime,
});

export const OrderTransactionsSchema = Type.Object({ orderId: Type.String(), payments: Type.Array(OrderPaymentSchema), refunds: Type.Array(RefundSchema) });

export const OrderWithFulfillmentsSchema = Type.Object({ orderId: Type.String(), fulfillments: Type.Array(FulfillmentSchema) });

export const OrderActivitySchema = Type.Object({
  id: Type.String(),
  type: Type.String({ description: 'e.g. `ORDER_PLACED`, `ORDER_PAID`, `ORDER_FULFILLED`, `ORDER_REFUNDED`, `REFUND_FAILED` (a held refund the provider refused; staff only), `ORDER_CANCELED`, `MERCHANT_COMMENT`, `SHIPPING_CONFIRMATION_EMAIL_SENT`' }),
  createdDate: DateTime,
  author: Type.Object(
    { type: Type.Enum(['WIX_USER', 'APP', 'MEMBER', 'ANONYMOUS_VISITOR', 'SYSTEM']), id: Type.Optional(Type.String()) },
    { description: 'Who did it: `WIX_USER` (staff), `APP` (an API key), `MEMBER` / `ANONYMOUS_VISITOR` (the buyer), `SYSTEM`' },
  ),
  note: Type.Optional(Type.String()),
  data: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
});

export const OrderLineItemSchema = Type.Object(
  {
    id: Type.String(),
    quantity: Type.Integer(),
    catalogReference: Type.Optional(CatalogReferenceSchema),
    productName: ProductNameSchema,
    itemType: Type.Object({ preset: ItemTypePresetSchema }),
    descriptionLines: Type.Array(DescriptionLineSchema),
    physicalProperties: Type.Optional(Type.Object({ sku: Type.Optional(Type.String()), weight: Type.Optional(Type.Number()), shippable: Type.Boolean() })),
    image: Type.Optional(LineImageSchema),
    url: Type.Optional(PageUrlSchema),
    price: MoneySchema,
    fullPrice: MoneySchema,
    priceBeforeDiscounts: MoneySchema,
    totalDiscount: MoneySchema,
    totalPriceBeforeTax: MoneySchema,
    totalPriceAfterTax: MoneySchema,
    taxDetails: Type.Object({ taxRate: Type.String(), totalTax: MoneySchema }),
    paymentOption: LinePaymentOptionSchema,
    fulfilledQuantity: Type.Integer(),
    refundedQuantity: Type.Integer(),
  },
  { description: 'A line as sold: name, prices and tax frozen when the order was placed' },
);

const OrderShippingInfoSchema = Type.Object({
  shippingDestination: Type.Optional(AddressWithContactSchema),
  code: Type.Optional(Type.String()),
  title: Type.Optional(Type.String()),
  cost: Type.Optional(Type.Object({ price: MoneySchema, totalDiscount: MoneySchema })),
  logistics: Type.Optional(
    Type.Object({
      pickupDetails: Type.Optional(Type.Object({ address: AddressSchema, pickupMethod: PickupMethodSchema, readyForPickupDate: Type.Optional(DateTime) })),
      deliveryTimeSlot: Type.Optional(TimeSlotSchema),
    }),
  ),
});

export const OrderStatusSchema = Type.Enum(['APPROVED', 'CANCELED', 'INITIALIZED']);
export const PaymentStatusSchema = Type.Enum(['PAID', 'NOT_PAID', 'PARTIALLY_PAID', 'PENDING', 'PARTIALLY_REFUNDED', 'FULLY_REFUNDED'], {
  description: '`NOT_PAID`: an offline payment method (pay at pickup) until the order is marked paid',
});
export const FulfillmentStatusSchema = Type.Enum(['NOT_FULFILLED', 'PARTIALLY_FULFILLED', 'FULFILLED']);

export const OrderSchema = Type.Object(
  {
    id: Type.String(),
    number: Type.String({ description: 'The order number buyers see' }),
    checkoutId: Type.String(),
    cartId: Type.Optional(Type.String()),
    status: OrderStatusSchema,
    paymentStatus: PaymentStatusSchema,
    fulfillmentStatus: FulfillmentStatusSchema,
    revision: Type.Integer({ description: 'Counts the order’s changes; send it back as `expectedRevision` to change it only if nobody did since' }),
    currency: Type.String(),
    channelInfo: Type.Object({ type: ChannelTypeSchema }),
    buyerInfo: Type.Object({ email: Type.String(), memberId: Type.Optional(Type.String()), visitorId: Type.Optional(Type.String()), userId: Type.Optional(Type.String()) }),
    buyerNote: Type.Optional(Type.String()),
    lineItems: Type.Array(OrderLineItemSchema),
    priceSummary: Type.Object({ subtotal: MoneySchema, shipping: MoneySchema, tax: MoneySchema, discount: MoneySchema, total: MoneySchema, totalPrice: MoneySchema }),
    payNow: MoneySchema,
    payLater: MoneySchema,
    balanceSummary: Type.Object(
      { balance: MoneySchema, paid: MoneySchema, refunded: MoneySchema },
      { description: 'What is left to pay, what was paid and what was refunded' },
    ),
    giftCard: Type.Optional(Type.Object({ id: Type.String(), obfuscatedCode: Type.String(), amount: MoneySchema })),
    appliedDiscounts: Type.Array(AppliedDiscountSchema),
    taxSummary: TaxSummarySchema,
    taxIncludedInPrices: Type.Boolean(),
    billingInfo: Type.Optional(AddressWithContactSchema),
    shippingInfo: Type.Optional(OrderShippingInfoSchema),
    payment: Type.Object({
      provider: Type.String({ description: '`TEST`: the built-in test provider' }),
      outcome: Type.Enum(['APPROVED', 'PENDING', 'NONE']),
      transactionId: Type.Optional(Type.String()),
      amount: MoneySchema,
    }),
    fulfillments: Type.Array(FulfillmentSchema),
    refunds: Type.Array(RefundSchema),
    activities: Type.Array(OrderActivitySchema, { description: 'The timeline, oldest first: placed, paid, fulfilled, refunded, canceled, notes, e-mails sent' }),
    createdDate: DateTime,
    updatedDate: DateTime,
  },
  { description: 'An order' },
);

/** A page of `POST /ecom/v1/orders/search`: `count` orders from `offset`, of `total` matching. */
export const SearchOrdersResponseSchema = Type.Object({
  orders: Type.Array(OrderSchema),
  metadata: Type.Object({ count: Type.Integer(), offset: Type.Integer(), total: Type.Integer() }),
});
