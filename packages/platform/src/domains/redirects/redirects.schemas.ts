import { Type, type Static } from 'typebox';
import { CaptchaWidgetProviderSchema } from '../identity/identity.schemas';

/**
 * The redirect-session request of spec §3: every section is accepted; which ones this platform
 * serves is decided in the service (bookings, events and paid plans are refused there).
 */
const Url = Type.String({ minLength: 1, maxLength: 2000 });
const Id = Type.String({ minLength: 1, maxLength: 200 });

export const responseModes = ['fragment', 'query', 'web_message'] as const;
export const prompts = ['login', 'none', 'consent', 'select_account'] as const;

export const AuthRequestSchema = Type.Object({
  clientId: Type.String({ minLength: 1, maxLength: 100 }),
  codeChallenge: Type.String({ minLength: 1, maxLength: 200 }),
  codeChallengeMethod: Type.String({ minLength: 1, maxLength: 20 }),
  responseMode: Type.Optional(Type.Enum([...responseModes])),
  responseType: Type.Optional(Type.Enum(['code'])),
  scope: Type.Optional(Type.String({ maxLength: 200 })),
  state: Type.Optional(Type.String({ maxLength: 2000 })),
  redirectUri: Type.Optional(Url),
  prompt: Type.Optional(Type.Enum([...prompts])),
  sessionToken: Type.Optional(Type.String({ maxLength: 2000 })),
});
export type AuthRequest = Static<typeof AuthRequestSchema>;

export const CallbacksSchema = Type.Object({
  postFlowUrl: Type.Optional(Url),
  thankYouPageUrl: Type.Optional(Url),
  cartPageUrl: Type.Optional(Url),
  planListUrl: Type.Optional(Url),
  loginUrl: Type.Optional(Url),
  bookingsServiceListUrl: Type.Optional(Url),
});
export type Callbacks = Static<typeof CallbacksSchema>;

const LocationType = Type.Enum(['OWNER_BUSINESS', 'OWNER_CUSTOM', 'CUSTOM']);

export const RedirectSessionRequestSchema = Type.Object({
  /** The published client sends `prompt` here, beside `authRequest`; Vitrine's SDK inside it. */
  auth: Type.Optional(Type.Object({ authRequest: AuthRequestSchema, prompt: Type.Optional(Type.Enum([...prompts])) })),
  login: Type.Optional(Type.Object({})),
  logout: Type.Optional(Type.Object({ clientId: Type.String({ minLength: 1, maxLength: 100 }), postFlowUrl: Type.Optional(Url) })),
  ecomCheckout: Type.Optional(Type.Object({ checkoutId: Id })),
  storesProduct: Type.Optional(Type.Object({ productSlug: Type.String({ minLength: 1, maxLength: 300 }) })),
  bookingsCheckout: Type.Optional(Type.Object({ slotAvailability: Type.Optional(Type.Unknown()), timezone: Type.Optional(Type.String({ maxLength: 100 })) })),
  eventsCheckout: Type.Optional(Type.Object({ reservationId: Type.Optional(Id), eventSlug: Type.Optional(Type.String({ maxLength: 300 })) })),
  paidPlansCheckout: Type.Optional(Type.Object({ planId: Type.Optional(Id), checkoutData: Type.Optional(Type.String({ maxLength: 4000 })) })),
  bookingsBook: Type.Optional(
    Type.Object({
      resourceId: Type.Optional(Id),
      location: Type.Optional(Type.Object({ id: Type.Optional(Id), name: Type.Optional(Type.String({ maxLength: 300 })), types: Type.Optional(Type.Array(LocationType, { maxItems: 3 })) })),
    }),
  ),
  callbacks: Type.Optional(CallbacksSchema),
  preferences: Type.Optional(
    Type.Object({
      useGenericWixPages: Type.Optional(Type.Boolean()),
      maintainAccessToken: Type.Optional(Type.Boolean()),
      map: Type.Optional(Type.Record(Type.String({ maxLength: 100 }), Type.String({ maxLength: 2000 }), { maxProperties: 20 })),
    }),
  ),
  /** The page that asks, for web_message: where the answer is posted (must be an allowed origin). */
  origin: Type.Optional(Type.String({ maxLength: 500 })),
});
export type RedirectSessionRequest = Static<typeof RedirectSessionRequestSchema>;

export const RedirectSessionSchema = Type.Object({
  id: Type.String(),
  fullUrl: Type.String(),
  urlDetails: Type.Object({ endpoint: Type.String(), searchParams: Type.Record(Type.String(), Type.String()) }),
  sessionToken: Type.Optional(Type.String()),
});

/** What a hosted page may learn about a session: never the session token or the code challenge. */
export const RedirectSessionViewSchema = Type.Object({
  id: Type.String(),
  kind: Type.String(),
  clientId: Type.Optional(Type.String()),
  prompt: Type.Optional(Type.String()),
  responseMode: Type.Optional(Type.String()),
  checkoutId: Type.Optional(Type.String()),
  productSlug: Type.Optional(Type.String()),
  postFlowUrl: Type.Optional(Type.String()),
  thankYouPageUrl: Type.Optional(Type.String()),
  completed: Type.Boolean(),
  expiresDate: Type.String(),
  /** Sign-in sessions: the captcha the site asks for, and the public site key of its widget. */
  captcha: Type.Optional(Type.Object({ required: Type.Enum(['NONE', 'INVISIBLE', 'VISIBLE']), provider: CaptchaWidgetProviderSchema, siteKey: Type.Optional(Type.String()) })),
});

export const AuthorizeBodySchema = Type.Object({
  redirectSessionId: Type.String({ format: 'uuid' }),
  sessionToken: Type.String({ minLength: 1, maxLength: 2000 }),
  /** The member refused the app (prompt=consent, Cancel): the app gets error=access_denied. */
  denied: Type.Optional(Type.Boolean()),
});

/** How the hosted page hands the result back to the app that asked. */
export const AuthorizeResultSchema = Type.Object({
  responseMode: Type.String(),
  /** fragment and query: where to send the browser. */
  redirectUrl: Type.Optional(Type.String()),
  /** web_message: what to post, and to which origin. */
  targetOrigin: Type.Optional(Type.String()),
  message: Type.Optional(Type.Record(Type.String(), Type.String())),
});
