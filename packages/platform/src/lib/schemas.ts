import { Type, type TSchema } from 'typebox';

/**
 * Schema pieces shared by every domain: the error envelope, money, addresses and paging.
 * Every route lists `errorResponses` so the OpenAPI document shows the envelope.
 */
export const FieldViolationSchema = Type.Object({
  field: Type.String(),
  description: Type.String(),
  violatedRule: Type.String(),
  ruleName: Type.Optional(Type.String()),
  data: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
});

export const ErrorEnvelopeSchema = Type.Object(
  {
    message: Type.String(),
    details: Type.Object({
      applicationError: Type.Optional(
        Type.Object({
          code: Type.String(),
          description: Type.String(),
          data: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
        }),
      ),
      validationError: Type.Optional(Type.Object({ fieldViolations: Type.Array(FieldViolationSchema) })),
    }),
  },
  { $id: 'ErrorEnvelope', description: 'The error envelope of every failure' },
);

const envelopeRef = Type.Ref('ErrorEnvelope');
export const errorResponses = {
  400: envelopeRef,
  401: envelopeRef,
  403: envelopeRef,
  404: envelopeRef,
  409: envelopeRef,
  429: envelopeRef,
};

/** A response map with the error envelope for every 4xx. */
export const responses = <T extends Record<number, TSchema>>(ok: T) => ({ ...errorResponses, ...ok });

export const Uuid = Type.String({ format: 'uuid' });

export const PagingSchema = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
});

export const AddressSchema = Type.Object({
  country: Type.Optional(Type.String({ pattern: '^[A-Z]{2}$' })),
  subdivision: Type.Optional(Type.String({ maxLength: 10 })),
  city: Type.Optional(Type.String({ maxLength: 200 })),
  postalCode: Type.Optional(Type.String({ maxLength: 20 })),
  addressLine: Type.Optional(Type.String({ maxLength: 300 })),
  addressLine2: Type.Optional(Type.String({ maxLength: 300 })),
  streetAddress: Type.Optional(
    Type.Object({
      name: Type.Optional(Type.String({ maxLength: 200 })),
      number: Type.Optional(Type.String({ maxLength: 20 })),
      apt: Type.Optional(Type.String({ maxLength: 20 })),
      formattedAddressLine: Type.Optional(Type.String({ maxLength: 300 })),
    }),
  ),
  formattedAddress: Type.Optional(Type.String({ maxLength: 500 })),
  geocode: Type.Optional(
    Type.Object({
      latitude: Type.Optional(Type.Number({ minimum: -90, maximum: 90 })),
      longitude: Type.Optional(Type.Number({ minimum: -180, maximum: 180 })),
    }),
  ),
  hint: Type.Optional(Type.String({ maxLength: 300 })),
  countryFullname: Type.Optional(Type.String({ maxLength: 100 })),
});
