import type { Queryable } from '../../../db/database';
import { invalid, type FieldViolation } from '../../../lib/app-error';
import { productsNamed } from '../../catalog/products.repository';
import { memberIdsOfSite } from '../../identity/identity.repository';
import type { CouponInput, StoreSettingsPatch } from './settings.schemas';

/**
 * The ids a settings write stores must not be another site's. Pricing matches product ids against
 * a cart's lines (a catalogue line's product, or the item a custom line names for an app, which no
 * table here knows) and member ids against its member, so another site's product, a product of the
 * site written in capitals, or a member of nothing was kept and then never matched: a discount,
 * coupon, tax rule or membership silently covering less than its merchant thinks. Nothing of
 * another site leaks either way (the id is only ever compared); the write is refused instead, each
 * id at its field path, checked in the write's own transaction. A product id that names no product
 * at all may be an app's item, and is kept.
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
async function refuseForeignIds(tx: Queryable, siteId: string, ids: NamedIds, kept: ReadonlySet<string> = new Set()): Promise<void> {
  const asked = (named: NamedId[]) => named.filter(({ id }) => !kept.has(id));
  const products = asked(ids.products);
  const members = asked(ids.members);
  const violations: FieldViolation[] = [];
  if (products.length) {
    const found = await productsNamed(tx, siteId, products.map(({ id }) => id));
    for (const { field, id } of products) {
      const product = found.get(id.toLowerCase());
      if (product && !product.own) violations.push({ field, description: 'no product of this site has this id', violatedRule: 'VALIDATION', data: { id } });
      else if (product && product.id !== id) violations.push({ field, description: `write the product's id as ${product.id}`, violatedRule: 'VALIDATION', data: { id } });
    }
  }
  if (members.length) {
    const own = await memberIdsOfSite(tx, siteId, [...new Set(members.map(({ id }) => id))]);
    for (const { field, id } of members) if (!own.has(id)) violations.push({ field, description: 'no member of this site has this id', violatedRule: 'VALIDATION', data: { id } });
  }
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

/** Refuses a store settings patch naming another site's products or members of nothing, in the sections it replaces, but those `current` settings already name. */
export function refuseForeignSettingsIds(tx: Queryable, siteId: string, patch: StoreSettingsPatch, current: IdSections): Promise<void> {
  const { products, members } = settingsIds(current);
  return refuseForeignIds(tx, siteId, settingsIds(patch), new Set([...products, ...members].map(({ id }) => id)));
}

/**
 * Refuses a coupon (or a change of one) limited to another site's products. Only the ids
 * sent are checked, and of those only the ones the coupon did not name already (`kept`).
 */
export const refuseForeignCouponIds = (tx: Queryable, siteId: string, coupon: Partial<CouponInput>, kept: readonly string[] = []): Promise<void> =>
  refuseForeignIds(tx, siteId, { products: named('productIds', coupon.productIds), members: [] }, new Set(kept));
