import type { Queryable } from '../../db/database';
import { AppError, invalid, rejected, type FieldViolation } from '../../lib/app-error';
import { hasPricingRights, requirePricingRights, type Actor } from './actor';
import type { AddToCartBody } from './ecom.schemas';
import { catalogLines, customLines, type StoredLine } from './line-items';
import type { PricingDeps } from './price-document';
import { couponProblem } from './pricing/discounts';
import * as settingsRepo from './settings/settings.repository';

/**
 * What carts and checkouts share when lines or codes come in: resolving requested lines against
 * the catalogue (with the caller's rights checked) and checking a coupon as it is applied.
 */

/**
 * Catalogue overrides change what the buyer sees a line as (name, picture, weight, description),
 * so, like custom lines, they are for owners and apps; a shopper sending them gets a field
 * violation naming each line, not a silent drop.
 */
function checkOverrides(actor: Actor, body: AddToCartBody) {
  if (hasPricingRights(actor)) return;
  const violations: FieldViolation[] = (body.lineItems ?? []).flatMap((line, index) =>
    line.catalogOverrideFields
      ? [{ field: `lineItems.${index}.catalogOverrideFields`, description: 'only site owners and apps may override catalogue fields', violatedRule: 'FIELD_NOT_ALLOWED' as const }]
      : [],
  );
  if (violations.length) throw invalid(violations);
}

/**
 * What the schema's checks let through but a line cannot keep: a picture given as a list (the
 * validator turns a one-item list into the item for a string field, and keeps the list in a union
 * of string and object), and a page address that is no URL. Both would be stored and then fail
 * every read of the cart or checkout, so they are refused here, each naming its field.
 */
function checkLineShapes(body: AddToCartBody) {
  const violations: FieldViolation[] = [
    ...(body.lineItems ?? []).flatMap((line, index) =>
      Array.isArray(line.catalogOverrideFields?.image)
        ? [{ field: `lineItems.${index}.catalogOverrideFields.image`, description: 'a web address or an image object, not a list', violatedRule: 'FORMAT' as const }]
        : [],
    ),
    ...(body.customLineItems ?? []).flatMap((line, index) =>
      line.url && /^https?:\/\//i.test(line.url) && !URL.canParse(line.url)
        ? [{ field: `customLineItems.${index}.url`, description: 'not a web address', violatedRule: 'FORMAT' as const }]
        : [],
    ),
  ];
  if (violations.length) throw invalid(violations);
}

/** The stored lines for a request's `lineItems` and `customLines`, after the caller's rights are checked. */
export async function resolveLines(deps: PricingDeps, tx: Queryable, actor: Actor, currency: string, body: AddToCartBody): Promise<StoredLine[]> {
  checkOverrides(actor, body);
  checkLineShapes(body);
  const requested = body.lineItems ?? [];
  const resolved = requested.length ? await deps.catalog.resolve(tx, actor.caller.siteId, requested.map((line) => line.catalogReference)) : [];
  const lines = catalogLines(requested, resolved);
  if (body.customLineItems?.length) {
    requirePricingRights(actor, 'custom line items');
    lines.push(...customLines(body.customLineItems, currency));
  }
  return lines;
}

/** Checks a coupon code when it is applied: unknown, inactive, expired or used-up codes are refused. */
export async function checkCoupon(deps: PricingDeps, tx: Queryable, siteId: string, code: string): Promise<void> {
  const row = await settingsRepo.findCouponByCode(tx, siteId, code);
  const problem = couponProblem(row && settingsRepo.toCoupon(row), Number.MAX_SAFE_INTEGER, deps.now());
  if (problem) throw rejected(problem.code, problem.message, { couponCode: code });
}

/**
 * A body naming the document (`cartInfo`, `checkout`) must name the one in the path, and, when it
 * says which revision it was read at, the document must still be at it: an edit made on an older
 * read is refused rather than applied over someone else's.
 */
export function checkNamedDocument(
  what: 'cart' | 'checkout',
  field: 'cartInfo' | 'checkout',
  named: { id?: string; revision?: number | string } | undefined,
  row: { id: string; revision: number },
): void {
  const expected = named?.revision;
  if (expected !== undefined && Number(expected) !== row.revision) {
    throw new AppError('conflict', `The ${what} changed since it was read`, {
      applicationError: { code: 'REVISION_MISMATCH', description: `The ${what} is at revision ${row.revision}` },
    });
  }
  if (named?.id !== undefined && named.id !== row.id) {
    throw invalid([{ field: `${field}.id`, description: `must be ${row.id}, the id in the path, or left out`, violatedRule: 'VALIDATION' }]);
  }
}
