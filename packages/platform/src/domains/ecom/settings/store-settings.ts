import { newId } from '../../../lib/ids';
import { toDecimal } from '../../../lib/money';
import { amountReader } from '../../../lib/money-input';
import type { PaymentOption, PricingSettings } from '../pricing/types';
import type { StorefrontSettings, StoreSettingsPatch, StoreSettingsWire } from './settings.schemas';

/** What a site stores: the pricing settings (minor units), how test payments answer, and how the storefront looks. */
export interface StoreSettings extends PricingSettings {
  payment: { testOutcome: 'APPROVED' | 'PENDING'; blockedPaymentOptions: PaymentOption[]; checkoutPage?: 'STOREFRONT' | 'HOSTED' };
  storefront: StorefrontSettings;
}

/** A new store: no discounts, no tax, no shipping rules, test payments approved. */
export const defaultStoreSettings = (): StoreSettings => ({
  merchantDiscounts: [],
  tax: { mode: 'MANUAL', autoTaxActive: false, pricesIncludeTax: false, taxableAddressType: 'SHIPPING', taxShipping: false, regions: [] },
  shipping: { regions: [], pickupPoints: [] },
  memberships: [],
  payment: { testOutcome: 'APPROVED', blockedPaymentOptions: [] },
  storefront: { font: 'SYSTEM', policies: [] },
});

/** Applies a settings patch (each section replaced whole) to what the site has. */
export function applySettingsPatch(current: StoreSettings, patch: StoreSettingsPatch, currency: string): StoreSettings {
  const amounts = amountReader(currency);
  const next: StoreSettings = structuredClone(current);
  const violations = amounts.violations;

  if (patch.merchantDiscounts) {
    next.merchantDiscounts = patch.merchantDiscounts.map((d, i) => {
      const field = `merchantDiscounts.${i}`;
      if (d.valueType === 'AMOUNT' && d.amount === undefined) violations.push({ field: `${field}.amount`, description: 'field is required for AMOUNT', violatedRule: 'REQUIRED_FIELD' });
      if (d.valueType === 'PERCENT' && d.percentage === undefined) violations.push({ field: `${field}.percentage`, description: 'field is required for PERCENT', violatedRule: 'REQUIRED_FIELD' });
      if (d.scope === 'SPECIFIC_ITEMS' && !d.productIds?.length) violations.push({ field: `${field}.productIds`, description: 'SPECIFIC_ITEMS needs product ids', violatedRule: 'REQUIRED_FIELD' });
      return {
        id: d.id ?? newId(),
        name: d.name,
        scope: d.scope,
        valueType: d.valueType,
        value: d.valueType === 'AMOUNT' ? amounts.read(d.amount ?? '0', `${field}.amount`) : (d.percentage ?? 0),
        productIds: d.productIds,
        minimumSubtotal: amounts.optional(d.minimumSubtotal, `${field}.minimumSubtotal`),
        startDate: d.startDate,
        endDate: d.endDate,
        active: d.active ?? true,
      };
    });
  }
  if (patch.tax) next.tax = { ...patch.tax, regions: patch.tax.regions.map((r) => ({ ...r, id: r.id ?? newId() })) };
  if (patch.shipping) {
    const shipping = patch.shipping;
    next.shipping = {
      freeShippingThreshold: amounts.optional(shipping.freeShippingThreshold, 'shipping.freeShippingThreshold'),
      regions: shipping.regions.map((region, r) => ({
        id: region.id ?? newId(),
        name: region.name,
        countries: region.countries,
        subdivisions: region.subdivisions,
        options: region.options.map((option, o) => {
          const field = `shipping.regions.${r}.options.${o}`;
          return {
            code: option.code,
            title: option.title,
            carrierId: option.carrierId,
            cost: amounts.read(option.cost, `${field}.cost`),
            freeShippingThreshold: amounts.optional(option.freeShippingThreshold, `${field}.freeShippingThreshold`),
            estimatedDeliveryTime: option.estimatedDeliveryTime,
            deliveryTimeSlot: option.deliveryTimeSlot,
            charges: option.charges?.map((charge, c) => ({ type: charge.type, amount: amounts.read(charge.amount, `${field}.charges.${c}.amount`) })),
          };
        }),
      })),
      pickupPoints: shipping.pickupPoints.map((point, p) => ({ ...point, cost: amounts.read(point.cost, `shipping.pickupPoints.${p}.cost`) })),
    };
    const codes = [...next.shipping.regions.flatMap((r) => r.options.map((o) => o.code)), ...next.shipping.pickupPoints.map((p) => p.code)];
    const seen = new Set<string>();
    for (const code of codes) {
      if (seen.has(code)) violations.push({ field: 'shipping', description: `shipping option code ${code} is used twice`, violatedRule: 'VALIDATION' });
      seen.add(code);
    }
  }
  if (patch.memberships) {
    next.memberships = patch.memberships.map((m) => ({ ...m, id: m.id ?? newId(), memberIds: m.memberIds ?? [] }));
  }
  if (patch.payment) {
    next.payment = { testOutcome: patch.payment.testOutcome, blockedPaymentOptions: patch.payment.blockedPaymentOptions, checkoutPage: patch.payment.checkoutPage ?? 'STOREFRONT' };
  }
  if (patch.storefront) next.storefront = { font: 'SYSTEM', policies: [], ...patch.storefront };
  amounts.check();
  return next;
}

const strip = <T extends object>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** The wire form of the settings: amounts as decimal strings. */
export function settingsToWire(settings: StoreSettings, currency: string): StoreSettingsWire {
  const money = (minor: number) => toDecimal(minor, currency);
  const optionalMoney = (minor: number | undefined) => (minor === undefined ? undefined : money(minor));
  return strip({
    merchantDiscounts: settings.merchantDiscounts.map((d) => ({
      id: d.id,
      name: d.name,
      scope: d.scope,
      valueType: d.valueType,
      amount: d.valueType === 'AMOUNT' ? money(d.value) : undefined,
      percentage: d.valueType === 'PERCENT' ? d.value : undefined,
      productIds: d.productIds,
      minimumSubtotal: optionalMoney(d.minimumSubtotal),
      startDate: d.startDate,
      endDate: d.endDate,
      active: d.active,
    })),
    tax: settings.tax,
    shipping: {
      freeShippingThreshold: optionalMoney(settings.shipping.freeShippingThreshold),
      regions: settings.shipping.regions.map((region) => ({
        ...region,
        options: region.options.map((option) => ({
          ...option,
          cost: money(option.cost),
          freeShippingThreshold: optionalMoney(option.freeShippingThreshold),
          charges: option.charges?.map((charge) => ({ type: charge.type, amount: money(charge.amount) })),
        })),
      })),
      pickupPoints: settings.shipping.pickupPoints.map((point) => ({ ...point, cost: money(point.cost) })),
    },
    memberships: settings.memberships,
    payment: { ...settings.payment, checkoutPage: settings.payment.checkoutPage ?? 'STOREFRONT' },
    storefront: settings.storefront,
  }) as StoreSettingsWire;
}
