import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { requireCaller, type Caller, type IdentityType, type Permission } from '../../lib/caller';

/** Who owns a cart or checkout: the identity that created it. */
export interface Owner {
  type: IdentityType;
  id: string;
}

/** The caller of an ecom call and the identity its carts belong to. */
export interface Actor {
  caller: Caller;
  owner: Owner;
  /** A member's visitor identity from before sign-in: carts it owned are the member's too. */
  previousVisitorId?: string;
}

/**
 * An app acting for a visitor (`Authorization: <visitor token>,<api key>`) shops as that visitor;
 * everyone else shops as themselves.
 */
export function actorOf(request: FastifyRequest): Actor {
  const caller = requireCaller(request);
  const visitor = caller.identityType === 'APP' ? request.actingVisitor : undefined;
  const owner: Owner = visitor ? { type: visitor.identityType, id: visitor.identityId } : { type: caller.identityType, id: caller.identityId };
  return { caller, owner, previousVisitorId: caller.identityType === 'MEMBER' ? caller.visitorId : undefined };
}

export const isStaffActor = (actor: Actor) => actor.caller.identityType === 'WIX_USER' || actor.caller.identityType === 'APP';

/**
 * Whether the actor may see or change a row owned by `owner`: its owner, the member it became,
 * or staff of the site holding the permission. Anything else is answered as "not found", so ids
 * of other shoppers' carts reveal nothing.
 */
export function mayAccess(actor: Actor, owner: Owner, permission: Permission): boolean {
  if (owner.type === actor.owner.type && owner.id === actor.owner.id) return true;
  if (owner.type === 'ANONYMOUS_VISITOR' && actor.previousVisitorId === owner.id) return true;
  return isStaffActor(actor) && actor.caller.permissions.has(permission);
}

/** Whether the actor may say what a line is or costs: owners and apps with ecom:write. */
export const hasPricingRights = (actor: Actor) => isStaffActor(actor) && actor.caller.permissions.has('ecom:write');

/** Custom lines and staff discounts set prices: owners and apps only. */
export function requirePricingRights(actor: Actor, what: string): void {
  if (hasPricingRights(actor)) return;
  throw new AppError('forbidden', 'Permission denied', {
    applicationError: { code: 'PERMISSION_DENIED', description: `Only site owners and apps with ecom:write may set ${what}` },
  });
}
