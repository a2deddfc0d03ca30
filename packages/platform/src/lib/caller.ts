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
  }
}

/** Any caller of the site: 401 when the request carries none. */
export function requireCaller(request: FastifyRequest, ...allowed: IdentityType[]): Caller {
  const caller = request.caller;
  if (!caller) {
    throw new AppError('unauthorized', 'Authentication required', {
      applicationError: { code: 'UNAUTHENTICATED', description: 'This call needs an access token or an API key' },
    });
  }
  if (allowed.length > 0 && !allowed.includes(caller.identityType)) throw forbidden(caller);
  return caller;
}

/** Owners, collaborators and API keys holding `permission`. */
export function requireStaff(request: FastifyRequest, permission: Permission): Caller {
  const caller = requireCaller(request, 'WIX_USER', 'APP');
  if (!caller.permissions.has(permission)) throw forbidden(caller, permission);
  return caller;
}

export const isStaff = (caller: Caller | undefined): boolean =>
  caller?.identityType === 'WIX_USER' || caller?.identityType === 'APP';

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
