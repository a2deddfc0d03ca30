import { Type, type Static } from 'typebox';
import { decimalAmount } from '../../../lib/money-input';
import { RevisionSchema } from '../../../lib/revisions';
import { AddressWithContactSchema } from '../ecom.schemas';
import { OrderSchema, OrderTransactionsSchema, OrderWithFulfillmentsSchema, TrackingInfoSchema } from './order.schemas';

/** Requests and responses of the calls that change an order after placement (hosted platform's public paths). */

/** The order revision the caller read: the change applies only if nobody changed the order since. */
const ExpectedRevision = Type.Optional(RevisionSchema);
const Id = Type.String({ minLength: 1, maxLength: 200 });
const LineQuantitySchema = Type.Object({ id: Id, quantity: Type.Integer({ minimum: 1, maximum: 100_000 }) });
const DecimalAmount = decimalAmount('e.g. "10.50"');

export const OrderIdParams = Type.Object({ orderId: Id });
export const FulfillmentParams = Type.Object({ fulfillmentId: Id, orderId: Id });

export const CancelOrderBodySchema = Type.Object({
  sendOrderCanceledEmail: Type.Optional(Type.Boolean({ description: 'Default true' })),
  restockAllItems: Type.Optional(Type.Boolean({ description: 'Default true: every unit not yet returned goes back in stock' })),
  expectedRevision: ExpectedRevision,
});
export type CancelOrderBody = Static<typeof CancelOrderBodySchema>;

export const UpdateOrderBodySchema = Type.Object({
  order: Type.Object(
    {
      buyerNote: Type.Optional(Type.String({ maxLength: 1000 })),
      buyerInfo: Type.Optional(Type.Object({ email: Type.Optional(Type.String({ format: 'email', maxLength: 320 })) })),
      billingInfo: Type.Optional(AddressWithContactSchema),
      shippingInfo: Type.Optional(Type.Object({ shippingDestination: AddressWithContactSchema })),
    },
    { additionalProperties: false },
  ),
  expectedRevision: ExpectedRevision,
});
export type UpdateOrderBody = Static<typeof UpdateOrderBodySchema>;

/**
 * One activity: a merchant's comment or an app's custom activity, never both. Each shape names the
 * other as a field it refuses: the validator removes fields a shape does not name while it tries
 * that shape (`removeAdditional`), so a custom activity tried against the comment's shape first
 * would lose its `customActivity` before the second shape was tried.
 */
export const AddActivityBodySchema = Type.Object({
  activity: Type.Union([
    Type.Object(
      { merchantComment: Type.Object({ message: Type.String({ minLength: 1, maxLength: 5000 }) }), customActivity: Type.Optional(Type.Never()) },
      { additionalProperties: false },
    ),
    Type.Object(
      {
        customActivity: Type.Object({
          type: Type.String({ minLength: 1, maxLength: 100 }),
          additionalData: Type.Optional(Type.Record(Type.String({ maxLength: 100 }), Type.String({ maxLength: 1000 }), { maxProperties: 50 })),
        }),
        merchantComment: Type.Optional(Type.Never()),
      },
      { additionalProperties: false },
    ),
  ]),
  expectedRevision: ExpectedRevision,
});
export type AddActivityBody = Static<typeof AddActivityBodySchema>;

export const RevisionOnlyBody = Type.Object({ expectedRevision: ExpectedRevision });
export const RevisionQuery = Type.Object({ expectedRevision: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647 })) });

export const CreateFulfillmentBodySchema = Type.Object({
  fulfillment: Type.Object({
    lineItems: Type.Optional(Type.Array(LineQuantitySchema, { maxItems: 300, description: 'Omitted or empty: every unit not yet fulfilled. Never more than ordered less already fulfilled' })),
    trackingInfo: Type.Optional(TrackingInfoSchema),
  }),
  expectedRevision: ExpectedRevision,
});
export type CreateFulfillmentBody = Static<typeof CreateFulfillmentBodySchema>;

export const UpdateFulfillmentBodySchema = Type.Object({
  fulfillment: Type.Object({ lineItems: Type.Optional(Type.Array(LineQuantitySchema, { minItems: 1, maxItems: 300 })), trackingInfo: Type.Optional(TrackingInfoSchema) }),
  expectedRevision: ExpectedRevision,
});
export type UpdateFulfillmentBody = Static<typeof UpdateFulfillmentBodySchema>;

export const RefundBodySchema = Type.Object({
  orderId: Id,
  paymentRefunds: Type.Optional(Type.Array(Type.Object({ paymentId: Type.Optional(Id), amount: DecimalAmount }), { minItems: 1, maxItems: 1, description: 'An amount (a decimal string) from one payment; default: the share of the items and shipping in details, from the payment with most left' })),
  details: Type.Optional(
    Type.Object({
      items: Type.Optional(Type.Array(Type.Object({ lineItemId: Id, quantity: Type.Integer({ minimum: 1, maximum: 100_000 }) }), { maxItems: 300 })),
      shippingIncluded: Type.Optional(Type.Boolean()),
      reason: Type.Optional(Type.String({ maxLength: 1000 })),
    }),
  ),
  sideEffects: Type.Optional(
    Type.Object({
      restockInfo: Type.Optional(
        Type.Object(
          {
            type: Type.Union([Type.Literal('NO_ITEMS'), Type.Literal('ALL_ITEMS'), Type.Literal('SOME_ITEMS')]),
            items: Type.Optional(Type.Array(Type.Object({ lineItemId: Id, quantity: Type.Integer({ minimum: 1, maximum: 100_000 }) }), { maxItems: 300 })),
          },
          { description: 'Default NO_ITEMS; ALL_ITEMS restocks the refunded items. A unit never goes back in stock twice' },
        ),
      ),
      sendOrderRefundedEmail: Type.Optional(Type.Boolean({ description: 'Default true' })),
    }),
  ),
  expectedRevision: ExpectedRevision,
});
export type RefundBody = Static<typeof RefundBodySchema>;

export const OrderResponse = Type.Object({ order: OrderSchema });
export const FulfillmentResponse = Type.Object({ order: OrderSchema, fulfillmentId: Type.String(), orderWithFulfillments: OrderWithFulfillmentsSchema });
export const OrderWithFulfillmentsResponse = Type.Object({ orderWithFulfillments: OrderWithFulfillmentsSchema });
export const OrderTransactionsResponse = Type.Object({ orderTransactions: OrderTransactionsSchema });
export const RefundResponse = Type.Object({ refundId: Type.String(), order: OrderSchema, orderTransactions: OrderTransactionsSchema });
export const ActivityResponse = Type.Object({ order: OrderSchema, activityId: Type.String() });
