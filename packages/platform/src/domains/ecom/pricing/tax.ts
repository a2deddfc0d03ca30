import { mulDivRound, percentToPpm, allocate } from '../../../lib/money';
import type { FallbackReason, ManualRateReason, PricingAddress, TaxBreakdown, TaxRateType, TaxRegion, TaxSettings } from './types';

const same = (a: unknown, b: unknown) => typeof a === 'string' && typeof b === 'string' && a.trim().toUpperCase() === b.trim().toUpperCase();

/** Whether a region covers an address, by its jurisdiction type. */
export function regionCovers(region: TaxRegion, address: PricingAddress): boolean {
  if (!same(region.country, address.country)) return false;
  const subdivisionOk = !region.subdivision || same(region.subdivision, address.subdivision);
  switch (region.jurisdictionType) {
    case 'COUNTRY':
      return true;
    case 'STATE':
      return same(region.subdivision, address.subdivision);
    case 'COUNTY':
      // Addresses carry no county: a county region lists the postal codes it spans.
      return subdivisionOk && (!region.postalCodes?.length || region.postalCodes.some((code) => same(code, address.postalCode)));
    case 'CITY':
      return subdivisionOk && same(region.city, address.city);
    case 'SPECIAL':
      return subdivisionOk;
  }
}

/** How tax is worked out for one calculation, and which regions take part. */
export interface TaxPlan {
  rateType: TaxRateType;
  manualRateReason?: ManualRateReason;
  fallbackReason?: FallbackReason;
  regions: TaxRegion[];
  /** For FALLBACK_RATE: the one rate that replaces the regions. */
  fallbackRate?: number;
}

/**
 * Chooses the rate type (spec enums):
 * - MANUAL mode: the covering regions' rates, MANUAL_RATE / GLOBAL_SETTING_TO_MANUAL;
 * - AUTO mode, a covering region set to manual: MANUAL_RATE / REGION_SETTING_TO_MANUAL;
 * - AUTO mode switched off: FALLBACK_RATE / AUTO_TAX_DEACTIVATED;
 * - AUTO mode with no jurisdiction data for the address: FALLBACK_RATE / AUTO_TAX_FAILED;
 * - AUTO mode otherwise: every covering jurisdiction stacked, AUTO_RATE;
 * - no address, or nothing covers it and no fallback: NO_TAX_COLLECTED.
 */
export function planTax(settings: TaxSettings, address: PricingAddress | undefined): TaxPlan {
  if (!address?.country) return { rateType: 'NO_TAX_COLLECTED', regions: [] };
  const covering = settings.regions.filter((region) => regionCovers(region, address));
  if (settings.mode === 'MANUAL') {
    return covering.length
      ? { rateType: 'MANUAL_RATE', manualRateReason: 'GLOBAL_SETTING_TO_MANUAL', regions: covering }
      : { rateType: 'NO_TAX_COLLECTED', regions: [] };
  }
  const manual = covering.filter((region) => region.manual);
  if (manual.length) return { rateType: 'MANUAL_RATE', manualRateReason: 'REGION_SETTING_TO_MANUAL', regions: manual };
  const fallback = (reason: FallbackReason): TaxPlan =>
    settings.fallbackRate !== undefined
      ? { rateType: 'FALLBACK_RATE', fallbackReason: reason, regions: [], fallbackRate: settings.fallbackRate }
      : { rateType: 'NO_TAX_COLLECTED', fallbackReason: reason, regions: [] };
  if (!settings.autoTaxActive) return fallback('AUTO_TAX_DEACTIVATED');
  if (!covering.length) return fallback('AUTO_TAX_FAILED');
  return { rateType: 'AUTO_RATE', regions: covering };
}

/** The jurisdictions taxing one product (SPECIAL regions only tax the products they name). */
export function jurisdictionsFor(plan: TaxPlan, productId: string | undefined): Array<{ name: string; type: TaxBreakdown['jurisdictionType']; ppm: number }> {
  if (plan.fallbackRate !== undefined) return [{ name: 'Fallback rate', type: 'COUNTRY', ppm: percentToPpm(plan.fallbackRate) }];
  return plan.regions
    .filter((region) => region.jurisdictionType !== 'SPECIAL' || !region.productIds?.length || (productId && region.productIds.includes(productId)))
    .map((region) => ({ name: region.name, type: region.jurisdictionType, ppm: percentToPpm(region.rate) }));
}

/**
 * Tax on one taxable amount. Prices without tax: each jurisdiction's tax is rounded on its own.
 * Prices with tax included: the tax inside the amount is `amount − amount / (1 + rate)`, rounded
 * once and split over jurisdictions by rate, so the parts add up to it exactly.
 */
export function taxOn(
  amount: number,
  jurisdictions: ReturnType<typeof jurisdictionsFor>,
  pricesIncludeTax: boolean,
): { tax: number; ppm: number; breakdown: TaxBreakdown[] } {
  const ppm = jurisdictions.reduce((sum, j) => sum + j.ppm, 0);
  if (amount <= 0 || ppm === 0) {
    return { tax: 0, ppm, breakdown: jurisdictions.map((j) => ({ jurisdiction: j.name, jurisdictionType: j.type, rate: j.ppm, tax: 0, name: j.name })) };
  }
  const parts = pricesIncludeTax
    ? allocate(amount - mulDivRound(amount, 1_000_000, 1_000_000 + ppm), jurisdictions.map((j) => j.ppm))
    : jurisdictions.map((j) => mulDivRound(amount, j.ppm, 1_000_000));
  return {
    tax: parts.reduce((a, b) => a + b, 0),
    ppm,
    breakdown: jurisdictions.map((j, index) => ({ jurisdiction: j.name, jurisdictionType: j.type, rate: j.ppm, tax: parts[index]!, name: j.name })),
  };
}
