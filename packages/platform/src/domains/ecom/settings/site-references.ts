import type { Queryable } from '../../../db/database';
import { invalid, type FieldViolation } from '../../../lib/app-error';
import { productIdsOfSite } from '../../catalog/products.repository';
import { memberIdsOfSite } from '../../identity/identity.repository';
import type { CouponInput, StoreSettingsPatch } from './settings.schemas';

/**
 * The ids a settings write stores must be the site's own. Pricing matches them against a cart's
 * lines and its member, so an id of another site's product, or of nothing, was kept and then never
 * matched: a discount, coupon, tax rule or membership silently covering less than its merchant
 * thinks. Nothing of another site leaks either way (the id is only ever compared); the write is
 * refused instead, each id at its field path, checked in the write's own transaction.
 */

/** An id a write names, at its field path (`memberships.0.productIds.2`). */
interface NamedId {
  field: string;
  id: string;
}

interface NamedIds {
  products: NamedId[];
  members: NamedId[];
}

const named = (field: string, ids: readonly string[] | undefined): NamedId[] => (ids ?? []).map((id, index) => ({ field: `${field}.${index}`, id }));

async function refuseForeignIds(tx: Queryable, siteId: string, { products, members }: NamedIds): Promise<void> {
  const unknown = async (ids: NamedId[], ofSite: typeof productIdsOfSite, noun: string): Promise<FieldViolation[]> => {
    if (ids.length === 0) return [];
    const own = await ofSite(tx, siteId, [...new Set(ids.map(({ id }) => id))]);
    return ids.filter(({ id }) => !own.has(id)).map(({ field, id }) => ({ field, description: `no ${noun} of this site has this id`, violatedRule: 'VALIDATION', data: { id } }));
  };
  const violations = [...(await unknown(products, productIdsOfSite, 'product')), ...(await unknown(members, memberIdsOfSite, 'member'))];
  if (violations.length) throw invalid(violations);
}

/** Refuses a store settings patch naming products or members the site does not have, in the sections it replaces. */
export const refuseForeignSettingsIds = (tx: Queryable, siteId: string, patch: StoreSettingsPatch): Promise<void> =>
  refuseForeignIds(tx, siteId, {
    products: [
      ...(patch.merchantDiscounts ?? []).flatMap((discount, i) => named(`merchantDiscounts.${i}.productIds`, discount.productIds)),
      ...(patch.tax?.regions ?? []).flatMap((region, i) => named(`tax.regions.${i}.productIds`, region.productIds)),
      ...(patch.memberships ?? []).flatMap((membership, i) => named(`memberships.${i}.productIds`, membership.productIds)),
    ],
    members: (patch.memberships ?? []).flatMap((membership, i) => named(`memberships.${i}.memberIds`, membership.memberIds)),
  });

/**
 * Refuses a coupon (or a change of one) limited to products the site does not have. Only the ids
 * sent are checked: a change that leaves `productIds` alone is not refused for a product deleted since.
 */
export const refuseForeignCouponIds = (tx: Queryable, siteId: string, coupon: Partial<CouponInput>): Promise<void> =>
  refuseForeignIds(tx, siteId, { products: named('productIds', coupon.productIds), members: [] });
