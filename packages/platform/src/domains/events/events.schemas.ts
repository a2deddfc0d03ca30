import { Type } from 'typebox';
import { eventTypes } from '../../lib/events';

export const EventTypeSchema = Type.Enum([...eventTypes], { description: 'An event type of spec §4' });

export const EventSchema = Type.Object(
  {
    id: Type.String({ description: 'The event id: the same in every delivery and replay, for dropping duplicates' }),
    type: EventTypeSchema,
    siteId: Type.String(),
    entityId: Type.String(),
    createdDate: Type.String({ format: 'date-time' }),
    entity: Type.Unknown({ description: 'The entity after the change, in its wire shape; `{ id }` for deletes' }),
  },
);

const Cursor = Type.String({ maxLength: 40, description: 'The `nextCursor` of the previous page' });
const Limit = Type.Integer({ minimum: 1, maximum: 100, description: 'Page size, default 50' });

export const FeedQuerySchema = Type.Object({
  type: Type.Optional(Type.Array(EventTypeSchema, { maxItems: eventTypes.length, description: 'Only these types; repeat the parameter' })),
  from: Type.Optional(Type.String({ format: 'date-time', description: 'Events at or after this time' })),
  to: Type.Optional(Type.String({ format: 'date-time', description: 'Events before this time' })),
  cursor: Type.Optional(Cursor),
  limit: Type.Optional(Limit),
  order: Type.Optional(Type.Enum(['ASC', 'DESC'], { description: 'ASC (default): oldest first; DESC: newest first' })),
});

export const FeedPageSchema = Type.Object({
  events: Type.Array(EventSchema),
  nextCursor: Type.Optional(Type.String({ description: 'Present when more events match; pass it with the same filters' })),
});

const Url = Type.String({ minLength: 1, maxLength: 2000, description: 'https URL the events are POSTed to' });
const Secret = Type.String({ minLength: 16, maxLength: 200, description: 'HMAC key of `x-vitrine-signature`; made by the platform when left out' });

export const WebhookSchema = Type.Object({
  id: Type.String(),
  url: Type.String(),
  eventTypes: Type.Array(EventTypeSchema),
  enabled: Type.Boolean(),
  secretHint: Type.String({ description: 'The secret’s last four characters' }),
  createdDate: Type.String({ format: 'date-time' }),
  updatedDate: Type.String({ format: 'date-time' }),
});

export const WebhookInputSchema = Type.Object({
  url: Url,
  eventTypes: Type.Array(EventTypeSchema, { minItems: 1, maxItems: 50 }),
  secret: Type.Optional(Secret),
  enabled: Type.Optional(Type.Boolean()),
});

export const WebhookPatchSchema = Type.Object({
  url: Type.Optional(Url),
  eventTypes: Type.Optional(Type.Array(EventTypeSchema, { minItems: 1, maxItems: 50 })),
  enabled: Type.Optional(Type.Boolean()),
});

export const WebhookWithSecretSchema = Type.Object({
  webhook: WebhookSchema,
  secret: Type.String({ description: 'The signing secret: shown here only' }),
});

export const RotateSecretSchema = Type.Object({ secret: Type.Optional(Secret) });

export const DeliverySchema = Type.Object({
  id: Type.String(),
  webhookId: Type.String(),
  eventId: Type.String(),
  eventType: EventTypeSchema,
  entityId: Type.String(),
  status: Type.Enum(['PENDING', 'DELIVERED', 'DEAD']),
  attempts: Type.Integer(),
  replay: Type.Boolean({ description: 'Made by a replay' }),
  nextAttemptDate: Type.Optional(Type.String({ format: 'date-time' })),
  lastAttemptDate: Type.Optional(Type.String({ format: 'date-time' })),
  lastStatus: Type.Optional(Type.Integer({ description: 'The receiver’s HTTP status at the last attempt' })),
  lastError: Type.Optional(Type.String()),
  deliveredDate: Type.Optional(Type.String({ format: 'date-time' })),
  createdDate: Type.String({ format: 'date-time' }),
});

export const DeliveriesQuerySchema = Type.Object({
  status: Type.Optional(Type.Enum(['PENDING', 'DELIVERED', 'DEAD'])),
  cursor: Type.Optional(Cursor),
  limit: Type.Optional(Limit),
});

export const DeliveriesPageSchema = Type.Object({
  deliveries: Type.Array(DeliverySchema),
  nextCursor: Type.Optional(Type.String()),
});

export const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
export const DeliveryParams = Type.Object({ id: Type.String({ format: 'uuid' }), deliveryId: Type.String({ format: 'uuid' }) });
export const ReplayEventSchema = Type.Object({ eventId: Type.String({ format: 'uuid' }) });
