import type { Database } from '../../db/database';
import { AppError, invalid, notFound, rejected } from '../../lib/app-error';
import type { Caller } from '../../lib/caller';
import { recordEvent } from '../../lib/events';
import { hashSecret, isUuid, newId } from '../../lib/ids';
import type { OAuthAppRow } from '../auth/auth.repository';
import type { AuthService } from '../auth/auth.service';
import { isValidChallenge } from '../auth/pkce';
import type { CaptchaWidgetProvider } from '../identity/captcha-setup';
import { captchaSiteKey, findSettings } from '../identity/identity.repository';
import { consumeSessionToken, consumeSessionTokenHash } from '../identity/session-tokens.repository';
import { howToRegister, isAllowedOrigin, isAllowedReturnUrl, isRegisteredRedirectUri, originOf } from './allowed-targets';
import { deliver, type AuthorizationOutcome, type Delivery, type ResponseMode } from './delivery';
import * as repo from './redirects.repository';
import type { AuthRequest, Callbacks, RedirectSessionRequest } from './redirects.schemas';

/** A hosted page has ten minutes to finish what it was asked to do. */
export const redirectSessionLifetimeSeconds = 10 * 60;

const primarySections = [
  'auth',
  'login',
  'logout',
  'ecomCheckout',
  'storesProduct',
  'bookingsCheckout',
  'eventsCheckout',
  'paidPlansCheckout',
  'bookingsBook',
] as const;
type Section = (typeof primarySections)[number] | 'callbacks';

/** Sections of spec §3 that belong to products this platform does not run. */
const unsupported: Partial<Record<Section, string>> = {
  bookingsCheckout: 'bookings',
  bookingsBook: 'bookings',
  eventsCheckout: 'events',
  paidPlansCheckout: 'paid plans',
};

/** What is kept of the request: enough to finish the flow, never the session token itself. */
interface StoredRequest {
  auth?: Omit<AuthRequest, 'sessionToken'> & { responseMode: ResponseMode; targetOrigin?: string };
  logout?: { clientId: string; postFlowUrl?: string };
  ecomCheckout?: { checkoutId: string };
  storesProduct?: { productSlug: string };
  callbacks?: Callbacks;
}

export interface RedirectsServiceDeps {
  db: Database;
  auth: AuthService;
  /** Read on each call: the public URL is known only once the server listens. */
  publicUrl: () => string;
  /** Whose widget the hosted sign-in page shows: a captcha service's, or the local test box. */
  captchaProvider: CaptchaWidgetProvider;
}

export type RedirectsService = ReturnType<typeof createRedirectsService>;

const invalidRequest = (description: string, data?: Record<string, unknown>) => rejected('invalid_request', description, data);

export function createRedirectsService({ db, auth, publicUrl, captchaProvider }: RedirectsServiceDeps) {
  const hostedUrl = (page: string, searchParams: Record<string, string>) => {
    const endpoint = `${publicUrl()}/hosted/${page}`;
    return { endpoint, searchParams, fullUrl: `${endpoint}?${new URLSearchParams(searchParams)}` };
  };

  function pickSection(request: RedirectSessionRequest): Section {
    const present = primarySections.filter((name) => request[name] !== undefined);
    if (present.length > 1) {
      throw invalid(
        present.map((field) => ({ field, description: `only one of ${present.join(', ')} may be sent`, violatedRule: 'ONE_OF_ALIGNMENT' })),
      );
    }
    if (present[0]) return present[0];
    if (request.callbacks) return 'callbacks';
    throw invalid([{ field: 'auth', description: 'one section (auth, login, logout, ecomCheckout, ...) is required', violatedRule: 'REQUIRED_FIELD' }]);
  }

  function appOfSite(apps: readonly OAuthAppRow[], clientId: string, field: string): OAuthAppRow {
    const app = apps.find((candidate) => candidate.id === clientId);
    if (!app) throw rejected('invalid_client', 'No OAuth app with this client id on the site', { field });
    return app;
  }

  function checkReturnUrls(apps: readonly OAuthAppRow[], urls: Record<string, string | undefined>) {
    const violations = Object.entries(urls)
      .filter(([, url]) => url !== undefined && !isAllowedReturnUrl(apps, url))
      .map(([field, url]) => ({
        field,
        description: `must be a registered redirect URI or a page on an allowed origin of the OAuth app; ${howToRegister(url!)}`,
        violatedRule: 'VALIDATION' as const,
      }));
    if (violations.length) throw invalid(violations);
  }

  function validateAuth(app: OAuthAppRow, request: AuthRequest, origin: string | undefined): StoredRequest['auth'] {
    if (request.codeChallengeMethod !== 'S256') {
      throw invalidRequest('Only the S256 code challenge method is supported', { field: 'auth.authRequest.codeChallengeMethod' });
    }
    if (!isValidChallenge(request.codeChallenge)) {
      throw invalidRequest('codeChallenge must be the base64url SHA-256 digest of the verifier (43 characters)', {
        field: 'auth.authRequest.codeChallenge',
      });
    }
    if (request.scope !== undefined && !request.scope.split(' ').includes('offline_access')) {
      throw invalidRequest('scope must be offline_access', { field: 'auth.authRequest.scope' });
    }
    const responseMode = request.responseMode ?? 'fragment';
    const { sessionToken: _omitted, ...kept } = request;
    if (responseMode !== 'web_message') {
      if (!request.redirectUri) {
        throw invalid([{ field: 'auth.authRequest.redirectUri', description: 'field is required', violatedRule: 'REQUIRED_FIELD' }]);
      }
      if (!isRegisteredRedirectUri(app, request.redirectUri)) {
        throw invalidRequest(`redirectUri ${howToRegister(request.redirectUri)}`, { field: 'auth.authRequest.redirectUri' });
      }
      return { ...kept, responseMode };
    }
    // web_message: the answer is posted to a window, so what matters is that window's origin.
    if (request.redirectUri !== undefined && !isRegisteredRedirectUri(app, request.redirectUri) && !isAllowedOrigin(app, request.redirectUri)) {
      throw invalidRequest(`redirectUri ${howToRegister(request.redirectUri)}`, { field: 'auth.authRequest.redirectUri' });
    }
    const targetOrigin = (request.redirectUri && originOf(request.redirectUri)) ?? origin;
    if (!targetOrigin || !isAllowedOrigin(app, targetOrigin)) {
      throw invalidRequest(
        `web_message needs an allowed origin of the OAuth app (redirectUri or origin)${targetOrigin ? `; ${howToRegister(targetOrigin)}` : ''}`,
        { field: 'origin' },
      );
    }
    return { ...kept, responseMode, targetOrigin };
  }

  async function loadAuthSession(id: string) {
    const session = isUuid(id) ? await repo.findRedirectSession(db, id) : undefined;
    if (!session) throw notFound('redirect session', id);
    if (session.kind !== 'auth') throw invalidRequest('This redirect session is not an authorization request');
    return { session, request: (session.request as StoredRequest).auth! };
  }

  async function finish(siteId: string, request: NonNullable<StoredRequest['auth']>, memberId: string): Promise<Delivery> {
    const code = await auth.issueAuthorizationCode({
      siteId,
      clientId: request.clientId,
      memberId,
      redirectUri: request.redirectUri,
      codeChallenge: request.codeChallenge,
      codeChallengeMethod: request.codeChallengeMethod,
    });
    return deliver(request.responseMode, { code, state: request.state }, request);
  }

  /** What a hosted sign-in page needs to render the site's captcha before the first attempt. */
  async function captchaOf(siteId: string) {
    const settings = await findSettings(db, siteId);
    const siteKey = captchaSiteKey(settings);
    return { required: settings.captcha, provider: captchaProvider, ...(siteKey ? { siteKey } : {}) };
  }

  const failure = (request: NonNullable<StoredRequest['auth']>, error: string, description: string): Delivery =>
    deliver(request.responseMode, { error, error_description: description, state: request.state } satisfies AuthorizationOutcome, request);

  return {
    async create(caller: Caller, request: RedirectSessionRequest, requestOrigin?: string) {
      const section = pickSection(request);
      const product = unsupported[section];
      if (product) {
        throw rejected('FEATURE_NOT_SUPPORTED', `This platform does not offer ${product}`, { section });
      }
      const apps = await repo.listSiteApps(db, caller.siteId);
      // Callers with a token are bound to their own app; API keys may use any app of the site.
      const returnApps = caller.clientId ? apps.filter((app) => app.id === caller.clientId) : apps;
      checkReturnUrls(returnApps, {
        'callbacks.postFlowUrl': request.callbacks?.postFlowUrl,
        'callbacks.thankYouPageUrl': request.callbacks?.thankYouPageUrl,
        'callbacks.cartPageUrl': request.callbacks?.cartPageUrl,
        'callbacks.planListUrl': request.callbacks?.planListUrl,
        'callbacks.loginUrl': request.callbacks?.loginUrl,
        'callbacks.bookingsServiceListUrl': request.callbacks?.bookingsServiceListUrl,
      });

      const id = newId();
      const stored: StoredRequest = { callbacks: request.callbacks };
      let clientId: string | undefined;
      let sessionTokenHash: string | undefined;
      let target: ReturnType<typeof hostedUrl>;
      switch (section) {
        case 'auth': {
          const { authRequest: inner, prompt } = request.auth!;
          const authRequest = { ...inner, prompt: prompt ?? inner.prompt };
          const app = appOfSite(apps, authRequest.clientId, 'auth.authRequest.clientId');
          clientId = app.id;
          stored.auth = validateAuth(app, authRequest, request.origin ?? requestOrigin);
          if (authRequest.sessionToken) sessionTokenHash = hashSecret(authRequest.sessionToken);
          target = hostedUrl('authorize', { redirectSessionId: id });
          break;
        }
        case 'logout': {
          const logout = request.logout!;
          const app = appOfSite(apps, logout.clientId, 'logout.clientId');
          clientId = app.id;
          const postFlowUrl = logout.postFlowUrl ?? request.callbacks?.postFlowUrl;
          checkReturnUrls([app], { 'logout.postFlowUrl': postFlowUrl });
          stored.logout = { clientId: app.id, postFlowUrl };
          target = hostedUrl('logout', { redirectSessionId: id });
          break;
        }
        case 'login':
          target = hostedUrl('login', { redirectSessionId: id });
          break;
        case 'ecomCheckout': {
          const { checkoutId } = request.ecomCheckout!;
          if (!isUuid(checkoutId)) {
            throw invalid([{ field: 'ecomCheckout.checkoutId', description: 'must be a checkout id', violatedRule: 'FORMAT' }]);
          }
          stored.ecomCheckout = { checkoutId };
          target = hostedUrl('checkout', { checkoutId, redirectSessionId: id });
          break;
        }
        case 'storesProduct':
          stored.storesProduct = { productSlug: request.storesProduct!.productSlug };
          target = hostedUrl('product', { productSlug: request.storesProduct!.productSlug, redirectSessionId: id });
          break;
        default:
          target = hostedUrl('return', { redirectSessionId: id });
      }
      clientId ??= caller.clientId;

      await db.transaction(async (tx) => {
        await repo.insertRedirectSession(tx, {
          id,
          siteId: caller.siteId,
          clientId,
          kind: section,
          request: stored,
          sessionTokenHash,
          expiresAt: new Date(Date.now() + redirectSessionLifetimeSeconds * 1000),
        });
        await recordEvent(tx, {
          type: 'redirect_session.created',
          siteId: caller.siteId,
          entityId: id,
          entity: { id, kind: section, clientId, fullUrl: target.fullUrl },
        });
      });
      return { id, fullUrl: target.fullUrl, urlDetails: { endpoint: target.endpoint, searchParams: target.searchParams } };
    },

    /** What the hosted page needs to render a session; 404 once it has expired. */
    async view(id: string) {
      const session = isUuid(id) ? await repo.findRedirectSession(db, id) : undefined;
      if (!session || session.expires_at.getTime() <= Date.now()) throw notFound('redirect session', id);
      const request = session.request as StoredRequest;
      return {
        ...(session.kind === 'auth' || session.kind === 'login' ? { captcha: await captchaOf(session.site_id) } : {}),
        id: session.id,
        kind: session.kind,
        clientId: session.client_id ?? undefined,
        prompt: request.auth?.prompt,
        responseMode: request.auth?.responseMode,
        checkoutId: request.ecomCheckout?.checkoutId,
        productSlug: request.storesProduct?.productSlug,
        postFlowUrl: request.logout?.postFlowUrl ?? request.callbacks?.postFlowUrl,
        thankYouPageUrl: request.callbacks?.thankYouPageUrl,
        completed: session.completed_at !== null,
        expiresDate: session.expires_at.toISOString(),
      };
    },

    /**
     * The hosted login page, after the member signed in: a code for the app that asked, or, when
     * the member refused at the consent step, `access_denied`. A refusal also needs the session
     * token, so only the person who signed in can end the app's sign-in that way.
     */
    async authorize(redirectSessionId: string, sessionToken: string, denied = false): Promise<Delivery> {
      const { session, request } = await loadAuthSession(redirectSessionId);
      const memberId = await db.transaction(async (tx) => {
        if (!(await repo.completeRedirectSession(tx, session.id))) {
          throw invalidRequest('This sign-in session has expired or was already used');
        }
        const member = await consumeSessionToken(tx, session.site_id, sessionToken);
        if (!member) {
          throw new AppError('unauthorized', 'The sign-in has expired; sign in again', {
            applicationError: { code: 'INVALID_SESSION_TOKEN', description: 'The session token is invalid, expired or used' },
          });
        }
        return member.memberId;
      });
      if (denied) return failure(request, 'access_denied', 'The member did not allow the app to sign in');
      return finish(session.site_id, request, memberId);
    },

    /**
     * The authorization endpoint (`fullUrl` of an auth session). A session that carries a session
     * token (prompt=none, direct login) finishes at once; otherwise the hosted login page takes over.
     */
    async enter(redirectSessionId: string): Promise<Delivery | { loginPage: string }> {
      const { session, request } = await loadAuthSession(redirectSessionId);
      if (session.completed_at || session.expires_at.getTime() <= Date.now()) {
        return failure(request, 'invalid_request', 'The sign-in session has expired or was already used');
      }
      if (session.session_token_hash) {
        const memberId = await db.transaction(async (tx) => {
          if (!(await repo.completeRedirectSession(tx, session.id))) return undefined;
          return (await consumeSessionTokenHash(tx, session.site_id, session.session_token_hash!))?.memberId;
        });
        if (!memberId) return failure(request, 'login_required', 'The session token is invalid, expired or was already used');
        return finish(session.site_id, request, memberId);
      }
      if (request.prompt === 'none') return failure(request, 'login_required', 'The member is not signed in');
      return { loginPage: hostedUrl('login', { redirectSessionId: session.id }).fullUrl };
    },
  };
}
