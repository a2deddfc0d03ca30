import { queryOne, type Queryable } from '../../../db/database';
import type { Coupon, GiftCard } from '../pricing/types';
import { defaultStoreSettings, type StoreSettings } from './store-settings';

/** The site's currency comes from the sites domain, which owns it. */
export { lockSiteCurrency, siteCurrency } from '../../sites/sites.repository';

/** The sections a patch replaces whole; each counts its own saves. */
export const settingsSections = ['merchantDiscounts', 'tax', 'shipping', 'memberships', 'payment', 'storefront'] as const;
export type SettingsSection = (typeof settingsSections)[number];
/** How many times each section was saved; a section never saved is at 0. */
export type SectionRevisions = Record<SettingsSection, number>;

export interface StoredSettings {
  settings: StoreSettings;
  revision: number;
  sectionRevisions: SectionRevisions;
  updatedDate?: Date;
}

const sectionRevisionsOf = (stored: Partial<SectionRevisions> | null | undefined): SectionRevisions =>
  Object.fromEntries(settingsSections.map((section) => [section, stored?.[section] ?? 0])) as SectionRevisions;

type SettingsRow = { settings: StoreSettings; revision: number; section_revisions: Partial<SectionRevisions>; updated_date: Date };

function toStoredSettings(row: SettingsRow | undefined): StoredSettings {
  if (!row) return { settings: defaultStoreSettings(), revision: 0, sectionRevisions: sectionRevisionsOf(undefined) };
  return {
    settings: { ...defaultStoreSettings(), ...row.settings },
    revision: row.revision,
    sectionRevisions: sectionRevisionsOf(row.section_revisions),
    updatedDate: row.updated_date,
  };
}

export async function findSettings(db: Queryable, siteId: string): Promise<StoredSettings> {
  return toStoredSettings(await queryOne<SettingsRow>(db, 'SELECT settings, revision, section_revisions, updated_date FROM store_settings WHERE site_id = $1', [siteId]));
}

/** What every price calculation reads besides its lines: the site's currency and its store settings. */
export interface PricingContext {
  currency: string;
  settings: StoreSettings;
}

/** A pricing context from a row that joined `sites s` and `store_settings st` (`pricingContextColumns`). */
export const pricingContextColumns = 's.currency AS site_currency, st.settings AS store_settings';
export const toPricingContext = (row: { site_currency: string | null; store_settings: StoreSettings | null } | undefined): PricingContext => ({
  currency: row?.site_currency ?? 'USD',
  settings: row?.store_settings ? { ...defaultStoreSettings(), ...row.store_settings } : defaultStoreSettings(),
});

/** The columns `pricingContextColumns` adds to a row. */
export interface PricingContextRow {
  site_currency: string | null;
  store_settings: StoreSettings | null;
}

/** A document's row read with `pricingContextColumns`, split into the row and its pricing context. */
export function splitPricingContext<Row>(found: Row & PricingContextRow): { row: Row; context: PricingContext } {
  const { site_currency, store_settings, ...row } = found;
  return { row: row as Row, context: toPricingContext({ site_currency, store_settings }) };
}

/**
 * The pricing context in one statement. The site's row always exists; its settings row only once
 * saved. A cart write reads it in the statement that saves the cart instead (carts.repository.ts).
 * With `lockCurrency`, the site's currency stays as read until the transaction ends, as
 * `lockSiteCurrency` keeps it: for a write that stores a new document in it.
 */
export async function findPricingContext(db: Queryable, siteId: string, options: { lockCurrency?: boolean } = {}): Promise<PricingContext> {
  return toPricingContext(
    await queryOne(
      db,
      `SELECT ${pricingContextColumns} FROM sites s LEFT JOIN store_settings st ON st.site_id = s.id WHERE s.id = $1${options.lockCurrency ? ' FOR SHARE OF s' : ''}`,
      [siteId],
    ),
  );
}

/** Locks the site's settings row for a read-modify-write (creating it first if needed). */
export async function lockSettings(tx: Queryable, siteId: string): Promise<void> {
  await tx.query('INSERT INTO store_settings (site_id, settings, revision) VALUES ($1, $2, 0) ON CONFLICT (site_id) DO NOTHING', [
    siteId,
    JSON.stringify(defaultStoreSettings()),
  ]);
  await tx.query('SELECT site_id FROM store_settings WHERE site_id = $1 FOR UPDATE', [siteId]);
}

/** Writes the settings and the section revisions that go with them; bumps the whole revision. */
export async function saveSettings(tx: Queryable, siteId: string, settings: StoreSettings, sectionRevisions: SectionRevisions): Promise<void> {
  await tx.query(
    'UPDATE store_settings SET settings = $2, section_revisions = $3, revision = revision + 1, updated_date = now() WHERE site_id = $1',
    [siteId, JSON.stringify(settings), JSON.stringify(sectionRevisions)],
  );
}

// Coupons ------------------------------------------------------------------------------------

export interface CouponRule {
  name: string;
  valueType: 'AMOUNT' | 'PERCENT';
  value: number;
  minimumSubtotal?: number;
  productIds?: string[];
  startDate?: string;
  expirationDate?: string;
  active: boolean;
}

export interface CouponRow {
  id: string;
  code: string;
  rule: CouponRule;
  usage_limit: number | null;
  times_used: number;
  created_date: Date;
  updated_date: Date;
}

const couponColumns = 'id, code, rule, usage_limit, times_used, created_date, updated_date';

export const toCoupon = (row: CouponRow): Coupon => ({
  id: row.id,
  code: row.code,
  ...row.rule,
  usageLimit: row.usage_limit ?? undefined,
  timesUsed: row.times_used,
});

export const listCoupons = (db: Queryable, siteId: string) =>
  db.query<CouponRow>(`SELECT ${couponColumns} FROM coupons WHERE site_id = $1 ORDER BY created_date, id`, [siteId]);

export const findCouponByCode = (db: Queryable, siteId: string, code: string) =>
  queryOne<CouponRow>(db, `SELECT ${couponColumns} FROM coupons WHERE site_id = $1 AND code_key = $2`, [siteId, code.toLowerCase()]);

export const findCoupon = (db: Queryable, siteId: string, id: string) =>
  queryOne<CouponRow>(db, `SELECT ${couponColumns} FROM coupons WHERE site_id = $1 AND id = $2`, [siteId, id]);

/** Undefined when the code is taken. */
export const insertCoupon = (db: Queryable, siteId: string, coupon: { id: string; code: string; rule: CouponRule; usageLimit?: number }) =>
  queryOne<CouponRow>(
    db,
    `INSERT INTO coupons (id, site_id, code, code_key, rule, usage_limit) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (site_id, code_key) DO NOTHING RETURNING ${couponColumns}`,
    [coupon.id, siteId, coupon.code, coupon.code.toLowerCase(), JSON.stringify(coupon.rule), coupon.usageLimit ?? null],
  );

export const updateCoupon = (db: Queryable, siteId: string, id: string, coupon: { code: string; rule: CouponRule; usageLimit?: number }) =>
  queryOne<CouponRow>(
    db,
    `UPDATE coupons SET code = $3, code_key = $4, rule = $5, usage_limit = $6, updated_date = now()
     WHERE site_id = $1 AND id = $2 RETURNING ${couponColumns}`,
    [siteId, id, coupon.code, coupon.code.toLowerCase(), JSON.stringify(coupon.rule), coupon.usageLimit ?? null],
  );

export async function deleteCoupon(db: Queryable, siteId: string, id: string): Promise<boolean> {
  return (await db.query('DELETE FROM coupons WHERE site_id = $1 AND id = $2 RETURNING id', [siteId, id])).length > 0;
}

/** Counts one use, unless the limit is reached: false then, and the order must not go through. */
export async function redeemCoupon(tx: Queryable, siteId: string, id: string): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE coupons SET times_used = times_used + 1 WHERE site_id = $1 AND id = $2 AND (usage_limit IS NULL OR times_used < usage_limit) RETURNING id`,
    [siteId, id],
  );
  return rows.length > 0;
}

// Gift cards ---------------------------------------------------------------------------------

export interface GiftCardRow {
  id: string;
  code: string;
  initial_balance: number;
  balance: number;
  expiration_date: Date | null;
  active: boolean;
  created_date: Date;
  updated_date: Date;
}

const giftCardColumns = 'id, code, initial_balance, balance, expiration_date, active, created_date, updated_date';

export const toGiftCard = (row: GiftCardRow): GiftCard => ({
  id: row.id,
  code: row.code,
  balance: row.balance,
  expirationDate: row.expiration_date?.toISOString(),
  active: row.active,
});

export const listGiftCards = (db: Queryable, siteId: string) =>
  db.query<GiftCardRow>(`SELECT ${giftCardColumns} FROM gift_cards WHERE site_id = $1 ORDER BY created_date, id`, [siteId]);

export const findGiftCardByCode = (db: Queryable, siteId: string, code: string) =>
  queryOne<GiftCardRow>(db, `SELECT ${giftCardColumns} FROM gift_cards WHERE site_id = $1 AND code_key = $2`, [siteId, code.toLowerCase()]);

export const insertGiftCard = (
  db: Queryable,
  siteId: string,
  card: { id: string; code: string; balance: number; expirationDate?: string; active: boolean },
) =>
  queryOne<GiftCardRow>(
    db,
    `INSERT INTO gift_cards (id, site_id, code, code_key, initial_balance, balance, expiration_date, active) VALUES ($1, $2, $3, $4, $5, $5, $6, $7)
     ON CONFLICT (site_id, code_key) DO NOTHING RETURNING ${giftCardColumns}`,
    [card.id, siteId, card.code, card.code.toLowerCase(), card.balance, card.expirationDate ?? null, card.active],
  );

export const updateGiftCard = (
  db: Queryable,
  siteId: string,
  id: string,
  card: { code?: string; balance?: number; expirationDate?: string | null; active?: boolean },
) =>
  queryOne<GiftCardRow>(
    db,
    `UPDATE gift_cards SET code = COALESCE($3, code), code_key = COALESCE(lower($3), code_key), balance = COALESCE($4, balance),
       initial_balance = GREATEST(initial_balance, COALESCE($4, balance)),
       expiration_date = CASE WHEN $5::boolean THEN $6::timestamptz ELSE expiration_date END,
       active = COALESCE($7, active), updated_date = now()
     WHERE site_id = $1 AND id = $2 RETURNING ${giftCardColumns}`,
    [siteId, id, card.code ?? null, card.balance ?? null, card.expirationDate !== undefined, card.expirationDate ?? null, card.active ?? null],
  );

export async function deleteGiftCard(db: Queryable, siteId: string, id: string): Promise<boolean> {
  return (await db.query('DELETE FROM gift_cards WHERE site_id = $1 AND id = $2 RETURNING id', [siteId, id])).length > 0;
}

/** Spends `amount` from a card, unless its balance no longer covers it (another order got there first). */
/** Puts an amount back on a gift card (a canceled order's share): the buyer's money, whether or not the card is still active. */
export async function returnToGiftCard(tx: Queryable, siteId: string, id: string, amount: number): Promise<void> {
  await tx.query('UPDATE gift_cards SET balance = balance + $3, updated_date = now() WHERE site_id = $1 AND id = $2', [siteId, id, amount]);
}

export async function spendGiftCard(tx: Queryable, siteId: string, id: string, amount: number): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE gift_cards SET balance = balance - $3, updated_date = now() WHERE site_id = $1 AND id = $2 AND active AND balance >= $3 RETURNING id`,
    [siteId, id, amount],
  );
  return rows.length > 0;
}
