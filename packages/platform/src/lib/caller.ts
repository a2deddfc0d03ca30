import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/** The spec's identity types (spec §3). */
export type IdentityType = 'ANONYMOUS_VISITOR' | 'MEMBER' | 'WIX_USER' | 'APP';

/**
 * Who is calling, resolved from the headers of the wire contract. Routes never take the site from
 * the request body: it always comes from here.
 */
export interface Caller {
  siteId: string;
  identityType: IdentityType;
  /** Visitor id, member id, site user id or API key id. */
  identityId: string;
  /** What an API key may do; owners and collaborators hold every permission. */
  permissions: ReadonlySet<Permission>;
  /** The OAuth client the token was issued to (visitors and members). */
  clientId?: string;
  /** For members: the visitor id they had before signing in (their visitor cart merges into theirs). */
  visitorId?: string;
}

/**
 * An API key acting for its account (tenant type ACCOUNT) rather than one site: what it may do
 * without `wix-site-id`, such as listing the account's sites. Set for every API key call, since a
 * key always belongs to exactly one account.
 */
export interface AccountCaller {
  accountId: string;
  identityType: 'APP';
  /** The API key id. */
  identityId: string;
  permissions: ReadonlySet<Permission>;
}

export const permissions = [
  'catalog:read',
  'catalog:write',
  'ecom:read',
  'ecom:write',
  'members:read',
  'members:write',
  'settings:write',
  'events:read',
] as const;
export type Permission = (typeof permissions)[number];

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller named by `Authorization` (an API key wins over a token when both are sent). */
    caller?: Caller;
    /** With `Authorization: <visitor token>,<api key>`: the visitor whose token came with the key. */
    actingVisitor?: Caller;
    /** With an API key: the account it belongs to (the only one `wix-account-id` may name). */
    account?: AccountCaller;
  }
}

/** Any caller of the site: 401 when the request carries none. */
export function requireCaller(request: FastifyRequest, ...allowed: IdentityType[]): Caller {
  const caller = request.caller;
  if (!caller) {
    // An account-level key reached a site's route: say what is missing rather than "no credentials".
    const description = request.account
      ? 'This call acts on a site: send wix-site-id with the API key'
      : 'This call needs an access token or an API key';
    throw new AppError('unauthorized', 'Authentication required', { applicationError: { code: 'UNAUTHENTICATED', description } });
  }
  if (allowed.length > 0 && !allowed.includes(caller.identityType)) throw forbidden(caller);
  return caller;
}

/** Owners, collaborators and API keys holding `permission`. */
export function requireStaff(request: FastifyRequest, permission: Permission): Caller {
  return requirePermission(requireCaller(request, 'WIX_USER', 'APP'), permission);
}

/** A caller already known, holding `permission` as well: 403 otherwise. */
export function requirePermission(caller: Caller, permission: Permission): Caller {
  if (!caller.permissions.has(permission)) throw forbidden(caller, permission);
  return caller;
}

/** An API key's account, for account-level calls (`wix-account-id`, with or without `wix-site-id`). */
export function requireAccount(request: FastifyRequest): AccountCaller {
  // A token is a valid credential of the wrong kind here: site-scoped, it speaks for no account.
  if (!request.account && request.caller) throw forbidden(request.caller);
  if (!request.account) {
    throw new AppError('unauthorized', 'Authentication required', {
      applicationError: { code: 'UNAUTHENTICATED', description: 'This call needs an API key with wix-account-id' },
    });
  }
  return request.account;
}

export const isStaff = (caller: Caller | undefined): boolean =>
  caller?.identityType === 'WIX_USER' || caller?.identityType === 'APP';

/**
 * Staff who read the catalogue as its merchant: hidden products, cost and profit. Owners hold every
 * permission; an API key needs `catalog:read` or `catalog:write`, so a key made for orders or events
 * reads the catalogue as a visitor does.
 */
export const readsCatalogAsMerchant = (caller: Caller | undefined): boolean =>
  isStaff(caller) && (caller!.permissions.has('catalog:read') || caller!.permissions.has('catalog:write'));

function forbidden(caller: Caller, permission?: string): AppError {
  return new AppError('forbidden', 'Permission denied', {
    applicationError: {
      code: 'PERMISSION_DENIED',
      description: permission
        ? `${caller.identityType} callers need the ${permission} permission`
        : `Not allowed for ${caller.identityType} callers`,
    },
  });
}
