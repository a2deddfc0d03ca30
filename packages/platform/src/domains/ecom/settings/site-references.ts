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

/**
 * `kept`: ids the site already keeps where the write puts them. They are not asked about again, so a
 * merchant who sends a section (or a coupon) back as it was is not refused for a product deleted since.
 */
async function refuseForeignIds(tx: Queryable, siteId: string, { products, members }: NamedIds, kept: ReadonlySet<string> = new Set()): Promise<void> {
  const unknown = async (named: NamedId[], ofSite: typeof productIdsOfSite, noun: string): Promise<FieldViolation[]> => {
    const ids = named.filter(({ id }) => !kept.has(id));
    if (ids.length === 0) return [];
    const own = await ofSite(tx, siteId, [...new Set(ids.map(({ id }) => id))]);
    return ids.filter(({ id }) => !own.has(id)).map(({ field, id }) => ({ field, description: `no ${noun} of this site has this id`, violatedRule: 'VALIDATION', data: { id } }));
  };
  const violations = [...(await unknown(products, productIdsOfSite, 'product')), ...(await unknown(members, memberIdsOfSite, 'member'))];
  if (violations.length) throw invalid(violations);
}

/** The sections of settings that name products or members, as a patch sends them and as they are kept. */
interface IdSections {
  merchantDiscounts?: ReadonlyArray<{ productIds?: string[] }>;
  tax?: { regions?: ReadonlyArray<{ productIds?: string[] }> };
  memberships?: ReadonlyArray<{ productIds?: string[]; memberIds?: string[] }>;
}

const settingsIds = (settings: IdSections): NamedIds => ({
  products: [
    ...(settings.merchantDiscounts ?? []).flatMap((discount, i) => named(`merchantDiscounts.${i}.productIds`, discount.productIds)),
    ...(settings.tax?.regions ?? []).flatMap((region, i) => named(`tax.regions.${i}.productIds`, region.productIds)),
    ...(settings.memberships ?? []).flatMap((membership, i) => named(`memberships.${i}.productIds`, membership.productIds)),
  ],
  members: (settings.memberships ?? []).flatMap((membership, i) => named(`memberships.${i}.memberIds`, membership.memberIds)),
});

/** Refuses a store settings patch naming products or members the site does not have, in the sections it replaces, but those `current` settings already name. */
export function refuseForeignSettingsIds(tx: Queryable, siteId: string, patch: StoreSettingsPatch, current: IdSections): Promise<void> {
  const { products, members } = settingsIds(current);
  return refuseForeignIds(tx, siteId, settingsIds(patch), new Set([...products, ...members].map(({ id }) => id)));
}

/**
 * Refuses a coupon (or a change of one) limited to products the site does not have. Only the ids
 * sent are checked, and of those only the ones the coupon did not name already (`kept`).
 */
export const refuseForeignCouponIds = (tx: Queryable, siteId: string, coupon: Partial<CouponInput>, kept: readonly string[] = []): Promise<void> =>
  refuseForeignIds(tx, siteId, { products: named('productIds', coupon.productIds), members: [] }, new Set(kept));
