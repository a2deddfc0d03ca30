import { Type } from 'typebox';
import { literalUnion } from '../../ecom/literals';
import { orderMailKinds } from './order-mail-kinds';

export const OrderMailKindSchema = literalUnion(orderMailKinds);
export const KindParams = Type.Object({ kind: OrderMailKindSchema });

export const MailTemplateSchema = Type.Object({
  kind: OrderMailKindSchema,
  audience: Type.Union([Type.Literal('BUYER'), Type.Literal('STORE')], { description: 'BUYER: the order’s e-mail; STORE: the store’s contact address' }),
  description: Type.String(),
  enabled: Type.Boolean(),
});

export const MailBrandSchema = Type.Object({
  storeName: Type.String({ description: 'The site’s name' }),
  contactEmail: Type.Optional(Type.String({ description: 'Where new-order notices go; the site owner’s address when never set' })),
  replyToEmail: Type.Optional(Type.String({ description: 'The reply-to address saved; absent when none is (replyToEmailInUse then says what is used)' })),
  replyToEmailInUse: Type.Optional(
    Type.String({ description: 'The address buyers see in their e-mails and reply to: the one saved, else the storefront’s contact e-mail, else the contact address' }),
  ),
  logoUrl: Type.Optional(Type.String()),
  brandColor: Type.String(),
});

const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Optional(Type.Union([schema, Type.Null()]));
export const MailBrandPatchSchema = Type.Object(
  {
    contactEmail: Nullable(Type.String({ format: 'email', maxLength: 320 })),
    replyToEmail: Nullable(Type.String({ format: 'email', maxLength: 320 })),
    logoUrl: Nullable(Type.String({ pattern: '^https?://', maxLength: 2000 })),
    brandColor: Nullable(Type.String({ pattern: '^#[0-9a-fA-F]{6}$', description: '#rrggbb' })),
  },
  { additionalProperties: false, description: 'Only the fields sent change; null clears one' },
);

export const RenderedMailSchema = Type.Object({ subject: Type.String(), html: Type.String(), text: Type.String() });

export const ResendBodySchema = Type.Object({
  kind: OrderMailKindSchema,
  fulfillmentId: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'For ORDER_SHIPPED: the shipment to tell of' })),
  refundId: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'For ORDER_REFUNDED, REFUND_FAILED and REFUND_CONFIRMED: the refund to tell of (required)' })),
});
