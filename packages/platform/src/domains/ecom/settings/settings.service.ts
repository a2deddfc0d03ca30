import type { Database, Queryable } from '../../../db/database';
import { AppError, notFound } from '../../../lib/app-error';
import { newId } from '../../../lib/ids';
import { revisionConflict } from '../../../lib/revisions';
import { toDecimal } from '../../../lib/money';
import * as repo from './settings.repository';
import type { CouponInput, GiftCardInput, StoreSettingsPatch } from './settings.schemas';
import { amountReader } from '../../../lib/money-input';
import { refuseForeignCouponIds, refuseForeignSettingsIds } from './site-references';
import { applySettingsPatch, settingsToWire } from './store-settings';

const codeTaken = (code: string) =>
  new AppError('conflict', 'Code already in use', { applicationError: { code: 'CODE_ALREADY_EXISTS', description: `The code ${code} is already in use` } });

const sectionNames: Record<repo.SettingsSection, string> = {
  merchantDiscounts: 'merchant discounts',
  tax: 'tax settings',
  shipping: 'shipping settings',
  memberships: 'memberships',
  payment: 'payment settings',
  storefront: 'storefront design',
};

/** Someone saved a section after the editor read it: their save must not be silently undone. */
const sectionsChanged = (sections: repo.SettingsSection[], current: repo.SectionRevisions) =>
  revisionConflict(
    'Someone else changed these settings first',
    `Someone else changed the ${sections.map((section) => sectionNames[section]).join(' and ')} first. Load their version, then make your changes again.`,
    { sections, sectionRevisions: current },
  );

const isUniqueViolation = (error: unknown) => (error as { code?: unknown })?.code === '23505';

/** Store settings, coupons and gift cards of one site; callers are checked by the routes. */
export function createSettingsService({ db }: { db: Database }) {
  /** A write whose amounts are minor units of the site's currency: in one transaction, the currency locked (`lockSiteCurrency`). */
  const withCurrency = <T>(siteId: string, work: (tx: Queryable, currency: string) => Promise<T>) =>
    db.transaction(async (tx) => work(tx, await repo.lockSiteCurrency(tx, siteId)));

  function couponToWire(row: repo.CouponRow, currency: string) {
    const { rule } = row;
    return JSON.parse(
      JSON.stringify({
        id: row.id,
        code: row.code,
        name: rule.name,
        valueType: rule.valueType,
        amount: rule.valueType === 'AMOUNT' ? toDecimal(rule.value, currency) : undefined,
        percentage: rule.valueType === 'PERCENT' ? rule.value : undefined,
        minimumSubtotal: rule.minimumSubtotal === undefined ? undefined : toDecimal(rule.minimumSubtotal, currency),
        productIds: rule.productIds,
        startDate: rule.startDate,
        expirationDate: rule.expirationDate,
        usageLimit: row.usage_limit ?? undefined,
        active: rule.active,
        timesUsed: row.times_used,
        createdDate: row.created_date.toISOString(),
        updatedDate: row.updated_date.toISOString(),
      }),
    );
  }

  function couponFromInput(input: CouponInput, currency: string) {
    const amounts = amountReader(currency);
    if (input.valueType === 'AMOUNT' && input.amount === undefined) amounts.violations.push({ field: 'amount', description: 'field is required for AMOUNT', violatedRule: 'REQUIRED_FIELD' });
    if (input.valueType === 'PERCENT' && input.percentage === undefined) amounts.violations.push({ field: 'percentage', description: 'field is required for PERCENT', violatedRule: 'REQUIRED_FIELD' });
    const rule: repo.CouponRule = {
      name: input.name,
      valueType: input.valueType,
      value: input.valueType === 'AMOUNT' ? amounts.read(input.amount ?? '0', 'amount') : (input.percentage ?? 0),
      minimumSubtotal: amounts.optional(input.minimumSubtotal, 'minimumSubtotal'),
      productIds: input.productIds,
      startDate: input.startDate,
      expirationDate: input.expirationDate,
      active: input.active ?? true,
    };
    amounts.check();
    return { code: input.code, rule, usageLimit: input.usageLimit };
  }

  const giftCardToWire = (row: repo.GiftCardRow, currency: string) => ({
    id: row.id,
    code: row.code,
    balance: toDecimal(row.balance, currency),
    initialBalance: toDecimal(row.initial_balance, currency),
    expirationDate: row.expiration_date?.toISOString(),
    active: row.active,
    createdDate: row.created_date.toISOString(),
    updatedDate: row.updated_date.toISOString(),
  });

  return {
    async getSettings(siteId: string) {
      const currency = await repo.siteCurrency(db, siteId);
      const { settings, revision, sectionRevisions, updatedDate } = await repo.findSettings(db, siteId);
      return { ...settingsToWire(settings, currency), revision, sectionRevisions, updatedDate: updatedDate?.toISOString() };
    },

    /** Replaces the sections sent, unless one the caller expects at a revision was saved since (checked under the row lock). */
    async updateSettings(siteId: string, { expectedRevisions = {}, ...patch }: StoreSettingsPatch) {
      await withCurrency(siteId, async (tx, currency) => {
        await repo.lockSettings(tx, siteId);
        const { settings, sectionRevisions } = await repo.findSettings(tx, siteId);
        const stale = repo.settingsSections.filter((section) => expectedRevisions[section] !== undefined && expectedRevisions[section] !== sectionRevisions[section]);
        if (stale.length) throw sectionsChanged(stale, sectionRevisions);
        const next = applySettingsPatch(settings, patch, currency);
        await refuseForeignSettingsIds(tx, siteId, patch, settings);
        const revisions = { ...sectionRevisions };
        for (const section of repo.settingsSections) if (patch[section] !== undefined) revisions[section] += 1;
        await repo.saveSettings(tx, siteId, next, revisions);
      });
      return this.getSettings(siteId);
    },

    async listCoupons(siteId: string) {
      const currency = await repo.siteCurrency(db, siteId);
      return (await repo.listCoupons(db, siteId)).map((row) => couponToWire(row, currency));
    },

    createCoupon(siteId: string, input: CouponInput) {
      return withCurrency(siteId, async (tx, currency) => {
        const coupon = couponFromInput(input, currency);
        await refuseForeignCouponIds(tx, siteId, input);
        const row = await repo.insertCoupon(tx, siteId, { id: newId(), ...coupon });
        if (!row) throw codeTaken(input.code);
        return couponToWire(row, currency);
      });
    },

    updateCoupon(siteId: string, id: string, patch: Partial<CouponInput>) {
      return withCurrency(siteId, async (tx, currency) => {
        const existing = await repo.findCoupon(tx, siteId, id);
        if (!existing) throw notFound('Coupon', id);
        const current = couponToWire(existing, currency) as CouponInput;
        const merged = { ...current, ...patch };
        // Switching the value type drops the other kind of value.
        if (patch.valueType === 'AMOUNT' && patch.percentage === undefined) delete merged.percentage;
        if (patch.valueType === 'PERCENT' && patch.amount === undefined) delete merged.amount;
        const coupon = couponFromInput(merged, currency);
        await refuseForeignCouponIds(tx, siteId, patch, current.productIds);
        try {
          const row = await repo.updateCoupon(tx, siteId, id, coupon);
          if (!row) throw notFound('Coupon', id);
          return couponToWire(row, currency);
        } catch (error) {
          if (isUniqueViolation(error)) throw codeTaken(merged.code);
          throw error;
        }
      });
    },

    async deleteCoupon(siteId: string, id: string) {
      if (!(await repo.deleteCoupon(db, siteId, id))) throw notFound('Coupon', id);
    },

    async listGiftCards(siteId: string) {
      const currency = await repo.siteCurrency(db, siteId);
      return (await repo.listGiftCards(db, siteId)).map((row) => giftCardToWire(row, currency));
    },

    createGiftCard(siteId: string, input: GiftCardInput) {
      return withCurrency(siteId, async (tx, currency) => {
        const amounts = amountReader(currency);
        const balance = amounts.read(input.balance, 'balance');
        amounts.check();
        const row = await repo.insertGiftCard(tx, siteId, { id: newId(), code: input.code, balance, expirationDate: input.expirationDate, active: input.active ?? true });
        if (!row) throw codeTaken(input.code);
        return giftCardToWire(row, currency);
      });
    },

    updateGiftCard(siteId: string, id: string, patch: Partial<GiftCardInput>) {
      return withCurrency(siteId, async (tx, currency) => {
        const amounts = amountReader(currency);
        const balance = amounts.optional(patch.balance, 'balance');
        amounts.check();
        try {
          const row = await repo.updateGiftCard(tx, siteId, id, { code: patch.code, balance, expirationDate: patch.expirationDate, active: patch.active });
          if (!row) throw notFound('Gift card', id);
          return giftCardToWire(row, currency);
        } catch (error) {
          if (isUniqueViolation(error)) throw codeTaken(patch.code ?? '');
          throw error;
        }
      });
    },

    async deleteGiftCard(siteId: string, id: string) {
      if (!(await repo.deleteGiftCard(db, siteId, id))) throw notFound('Gift card', id);
    },
  };
}

