import { describe, expect, it } from 'vitest';
import { calculateTotals, type PricingInput, type PricingLine, type PricingSettings } from '../src/domains/ecom/pricing';
import { formatMinor as formatThroughIntl } from '@vitrine/sdk/modules/money';
import { allocate, currencyDigits, formatMinor, mulDivRound, parseDecimal, toDecimal, wireMoney } from '../src/lib/money';

const now = new Date('2025-06-01T12:00:00Z');

const settings = (overrides: Partial<PricingSettings> = {}): PricingSettings => ({
  merchantDiscounts: [],
  shipping: { regions: [], pickupPoints: [] },
  tax: { mode: 'MANUAL', autoTaxActive: false, pricesIncludeTax: false, taxableAddressType: 'SHIPPING', taxShipping: false, regions: [] },
  memberships: [],
  ...overrides,
});

let lineCounter = 0;
const line = (unitPrice: number, quantity = 1, overrides: Partial<PricingLine> = {}): PricingLine => ({
  id: `line-${++lineCounter}`,
  quantity,
  unitPrice,
  fullUnitPrice: unitPrice,
  itemType: 'PHYSICAL',
  productId: 'product-a',
  availability: 'AVAILABLE',
  ...overrides,
});

const price = (input: Partial<PricingInput> & { lines: PricingLine[] }) =>
  calculateTotals({ currency: 'USD', now, settings: settings(), ...input });

const us = { country: 'US', subdivision: 'US-NY', city: 'New York', postalCode: '10001' };

describe('money', () => {
  it('knows each currency’s exponent', () => {
    expect(currencyDigits('USD')).toBe(2);
    expect(currencyDigits('JPY')).toBe(0);
    expect(currencyDigits('KWD')).toBe(3);
  });

  it('turns minor units into decimal strings and back without float error', () => {
    expect(toDecimal(1050, 'USD')).toBe('10.50');
    expect(toDecimal(5, 'USD')).toBe('0.05');
    expect(toDecimal(-5, 'USD')).toBe('-0.05');
    expect(toDecimal(1050, 'JPY')).toBe('1050');
    expect(toDecimal(1, 'KWD')).toBe('0.001');
    expect(parseDecimal('10.5', 'USD')).toBe(1050);
    expect(parseDecimal('0.29', 'USD')).toBe(29);
    expect(parseDecimal('1050', 'JPY')).toBe(1050);
    expect(parseDecimal('10.50', 'JPY')).toBeUndefined();
    expect(parseDecimal('10.500', 'USD')).toBe(1050);
    expect(parseDecimal('0.001', 'USD')).toBeUndefined();
    expect(parseDecimal('1e3', 'USD')).toBeUndefined();
    expect(parseDecimal('', 'USD')).toBeUndefined();
  });

  it('formats with the currency’s symbol and digits', () => {
    expect(formatMinor(1050, 'USD')).toBe('$10.50');
    expect(formatMinor(1050, 'JPY')).toBe('¥1,050');
    expect(wireMoney(123456, 'USD')).toEqual({
      amount: '1234.56',
      convertedAmount: '1234.56',
      formattedAmount: '$1,234.56',
      formattedConvertedAmount: '$1,234.56',
    });
  });

  it('shows an amount seen before in one currency in another currency’s own way, as a new object each time', () => {
    const first = wireMoney(123456, 'USD');
    expect(wireMoney(123456, 'JPY')).toMatchObject({ amount: '123456', formattedAmount: '¥123,456' });
    first.amount = 'changed';
    expect(wireMoney(123456, 'USD')).toMatchObject({ amount: '1234.56', formattedAmount: '$1,234.56' });
    expect(wireMoney(-0, 'USD').amount).toBe(wireMoney(0, 'USD').amount);
  });

  it('formats a catalogue price as the SDK does, the same after its table of shown amounts filled and started again', () => {
    const amounts = [0, 1, 1999, 123456, -250, 9_007_199_254_740_991];
    for (const currency of ['USD', 'JPY', 'KWD']) for (const minor of amounts) expect(formatMinor(minor, currency)).toBe(formatThroughIntl(minor, currency));
    for (let minor = 0; minor <= 10_001; minor++) formatMinor(minor, 'EUR');
    expect([formatMinor(0, 'EUR'), formatMinor(10_001, 'EUR'), formatMinor(123456, 'USD')]).toEqual(['€0.00', '€100.01', '$1,234.56']);
    expect(wireMoney(1999, 'USD').formattedAmount).toBe(formatMinor(1999, 'USD'));
  });

  it('rounds half away from zero and stays exact beyond 2^53 intermediates', () => {
    expect(mulDivRound(5, 1, 2)).toBe(3);
    expect(mulDivRound(-5, 1, 2)).toBe(-3);
    expect(mulDivRound(4, 1, 3)).toBe(1);
    expect(mulDivRound(9_000_000_000_000, 88_750, 1_000_000)).toBe(798_750_000_000);
  });

  it('allocates a total over weights so the parts add up exactly', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(1, [5, 5])).toEqual([1, 0]);
    const parts = allocate(999, [333, 1, 7, 1000, 12]);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(999);
    expect(allocate(0, [1, 2])).toEqual([0, 0]);
  });
});

describe('totals', () => {
  it('adds lines, quantity included', () => {
    const result = price({ lines: [line(1050, 2), line(199, 3)] });
    expect(result.subtotal).toBe(2697);
    expect(result.total).toBe(2697);
    expect(result.payNow).toBe(2697);
    expect(result.tax.rateType).toBe('NO_TAX_COLLECTED');
  });

  it('handles many lines and large quantities exactly', () => {
    const lines = Array.from({ length: 300 }, (_, index) => line(333 + index, 1 + (index % 7)));
    const expected = lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
    expect(price({ lines }).subtotal).toBe(expected);
    const big = price({ lines: [line(999_999, 1_000_000)] });
    expect(big.total).toBe(999_999_000_000);
  });

  it('charges nothing past the most a total may come to (999,999,999,999 in the main unit), so no total passes 2^53 minor units', () => {
    const max = 99_999_999_999_900;
    expect(price({ lines: [line(max, 1)] })).toMatchObject({ subtotal: max, total: max, violations: [] });
    // A line past it is shown but not charged; the others are.
    const oneOver = price({ lines: [line(99_999_999_900, 100_000, { id: 'bulk' }), line(250, 2, { id: 'mug' })] });
    expect(oneOver).toMatchObject({ subtotal: 500, total: 500 });
    expect(oneOver.violations).toEqual([expect.objectContaining({ severity: 'ERROR', code: 'TOTAL_TOO_LARGE', lineItemId: 'bulk' })]);
    // Lines each within it but not together, or tax taking them past it: nothing is charged.
    const together = price({ lines: [line(max, 1, { id: 'a' }), line(1, 1, { id: 'b' })] });
    expect(together).toMatchObject({ subtotal: 0, total: 0, payNow: 0 });
    expect(together.violations).toEqual([{ severity: 'ERROR', code: 'TOTAL_TOO_LARGE', description: expect.stringContaining('The order would come to more than $999,999,999,999.00') }]);
    // Nor is a coupon's minimum said to be unreached: the subtotal is not below it, it is past what may be charged.
    const withCoupon = price({ lines: [line(max, 1, { id: 'a' }), line(1, 1, { id: 'b' })], couponCode: 'SAVE', coupon: { id: 'c1', code: 'SAVE', name: 'Save', valueType: 'PERCENT', value: 15, timesUsed: 0, active: true, minimumSubtotal: 1000 } });
    expect(withCoupon.calculationErrors).toEqual([]);
    const taxed = price({
      lines: [line(60_000_000_000_000, 1)],
      settings: settings({ tax: { ...settings().tax, regions: [{ id: 't', name: 'NY', jurisdictionType: 'STATE', country: 'US', subdivision: 'US-NY', rate: 100 }] } }),
      shippingAddress: us,
    });
    expect(taxed).toMatchObject({ subtotal: 0, total: 0, tax: { totalTax: 0 } });
    // The bound is in the main unit: a thousand times the most one amount may be, in yen and in dinars too.
    expect(price({ currency: 'JPY', lines: [line(999_999_999_999, 1)] }).total).toBe(999_999_999_999);
    expect(price({ currency: 'KWD', lines: [line(999_999_999_999_001, 1)] }).total).toBe(0);
  });

  it('keeps totals exact in a currency of four decimals too: the bound there is 10^15 minor units, not 10^16', () => {
    // CLF (and UYW) has four decimals: 999,999,999,999 of its main unit is about 10^16 ten-thousandths, past 2^53.
    // 999,999,998.9999 × 901 = 9,009,999,990,989,099 ten-thousandths, an odd number past 2^53 a double cannot hold.
    const past = price({ currency: 'CLF', lines: [line(9_999_999_989_999, 901, { id: 'uf' })] });
    expect(past).toMatchObject({ subtotal: 0, total: 0 });
    expect(past.violations).toEqual([expect.objectContaining({ code: 'TOTAL_TOO_LARGE', lineItemId: 'uf', description: expect.stringContaining('99,999,999,999.9') })]);
    const most = 999_999_999_999_000;
    expect(price({ currency: 'CLF', lines: [line(most, 1)] })).toMatchObject({ subtotal: most, total: most, violations: [] });
    expect(Number.isSafeInteger(most * 9)).toBe(true);
  });

  it('keeps zero-priced items at zero without dividing by zero', () => {
    const result = price({
      lines: [line(0, 3)],
      couponCode: 'TEN',
      coupon: { id: 'c', code: 'TEN', name: 'Ten', valueType: 'PERCENT', value: 10, timesUsed: 0, active: true },
      settings: settings({ tax: { ...settings().tax, regions: [{ id: 't', name: 'NY', jurisdictionType: 'STATE', country: 'US', subdivision: 'US-NY', rate: 8 }] } }),
      shippingAddress: us,
    });
    expect(result.total).toBe(0);
    expect(result.discount).toBe(0);
    expect(result.tax.totalTax).toBe(0);
  });

  it('works in currencies without minor digits', () => {
    const result = price({ currency: 'JPY', lines: [line(1500, 3)] });
    expect(result.total).toBe(4500);
    expect(wireMoney(result.total, 'JPY').amount).toBe('4500');
  });

  it('leaves lines that cannot be bought out of the totals and flags them', () => {
    const gone = line(500, 1, { availability: 'NOT_FOUND', name: 'Old mug' });
    const out = line(700, 1, { availability: 'NOT_AVAILABLE' });
    const partial = line(300, 5, { availability: 'PARTIALLY_AVAILABLE', quantityAvailable: 2 });
    const result = price({ lines: [gone, out, partial, line(100)] });
    expect(result.subtotal).toBe(1600);
    expect(result.violations).toEqual([
      { severity: 'ERROR', lineItemId: gone.id, suggestedFix: 'REMOVE_LINE_ITEM', description: '“Old mug” is no longer sold in this store' },
      { severity: 'ERROR', lineItemId: out.id, suggestedFix: 'REMOVE_LINE_ITEM', description: 'This item is out of stock' },
      { severity: 'ERROR', lineItemId: partial.id, description: 'Only 2 of This item left; lower the quantity' },
    ]);
  });

  it('warns when the catalogue price changed since the line was added', () => {
    const changed = line(1200, 1, { priceWhenAdded: 1000 });
    const result = price({ lines: [changed] });
    expect(result.violations).toEqual([expect.objectContaining({ severity: 'WARNING', lineItemId: changed.id })]);
  });
});

describe('discounts', () => {
  const coupon = (overrides = {}) => ({ id: 'c1', code: 'SAVE', name: 'Save', valueType: 'PERCENT' as const, value: 15, timesUsed: 0, active: true, ...overrides });

  it('takes a percent coupon off and spreads it over lines to the cent', () => {
    const lines = [line(333), line(333), line(334)];
    const result = price({ lines, couponCode: 'SAVE', coupon: coupon({ value: 33.33 }) });
    expect(result.itemDiscount).toBe(333); // 33.33 % of 1000 = 333.3 → 333
    expect(result.lines.reduce((sum, l) => sum + l.discount, 0)).toBe(333);
    expect(result.total).toBe(667);
    expect(result.appliedDiscounts).toEqual([
      { type: 'COUPON', scope: 'GLOBAL', amount: 333, lineItemIds: lines.map((l) => l.id), coupon: { id: 'c1', code: 'SAVE', name: 'Save' } },
    ]);
    expect(result.couponApplied).toBe(true);
  });

  it('rounds a half cent of percent discount away from zero', () => {
    expect(price({ lines: [line(5)], couponCode: 'SAVE', coupon: coupon({ value: 10 }) }).itemDiscount).toBe(1); // 0.5 → 1
    expect(price({ lines: [line(4)], couponCode: 'SAVE', coupon: coupon({ value: 10 }) }).itemDiscount).toBe(0); // 0.4 → 0
  });

  it('never discounts below zero', () => {
    const result = price({ lines: [line(500)], couponCode: 'SAVE', coupon: coupon({ valueType: 'AMOUNT', value: 2000 }) });
    expect(result.itemDiscount).toBe(500);
    expect(result.total).toBe(0);
  });

  it('refuses coupons that are unknown, inactive, early, expired, used up or under their minimum', () => {
    const codeOf = (c: PricingInput['coupon'], subtotal = 1000) =>
      price({ lines: [line(subtotal)], couponCode: 'SAVE', coupon: c }).calculationErrors.map((e) => e.code);
    expect(codeOf(undefined)).toEqual(['COUPON_NOT_FOUND']);
    expect(codeOf(coupon({ active: false }))).toEqual(['COUPON_NOT_FOUND']);
    expect(codeOf(coupon({ startDate: '2025-07-01T00:00:00Z' }))).toEqual(['COUPON_NOT_STARTED']);
    expect(codeOf(coupon({ expirationDate: '2025-06-01T12:00:00Z' }))).toEqual(['COUPON_EXPIRED']);
    expect(codeOf(coupon({ usageLimit: 3, timesUsed: 3 }))).toEqual(['COUPON_USAGE_EXCEEDED']);
    expect(codeOf(coupon({ minimumSubtotal: 1001 }))).toEqual(['COUPON_MINIMUM_SUBTOTAL_NOT_REACHED']);
    expect(codeOf(coupon({ minimumSubtotal: 1000, usageLimit: 4, timesUsed: 3 }))).toEqual([]);
  });

  it('applies merchant discounts: specific items per unit, then global, then shipping', () => {
    const mug = line(1000, 2, { productId: 'mug' });
    const tee = line(2000, 1, { productId: 'tee' });
    const result = price({
      lines: [mug, tee],
      shippingAddress: us,
      settings: settings({
        merchantDiscounts: [
          { id: 'g', name: '10% off', scope: 'GLOBAL', valueType: 'PERCENT', value: 10, active: true },
          { id: 's', name: '$1 off mugs', scope: 'SPECIFIC_ITEMS', valueType: 'AMOUNT', value: 100, productIds: ['mug'], active: true },
          { id: 'f', name: 'Half shipping', scope: 'SHIPPING', valueType: 'PERCENT', value: 50, active: true },
          { id: 'x', name: 'Ended', scope: 'GLOBAL', valueType: 'AMOUNT', value: 100, active: true, endDate: '2025-01-01T00:00:00Z' },
          { id: 'm', name: 'Big orders', scope: 'GLOBAL', valueType: 'AMOUNT', value: 100, active: true, minimumSubtotal: 100_000 },
        ],
        shipping: { regions: [{ id: 'us', name: 'US', countries: ['US'], options: [{ code: 'std', title: 'Standard', cost: 999 }] }], pickupPoints: [] },
      }),
    });
    // mugs: 2000 − 200 = 1800; then 10 % of (1800 + 2000) = 380.
    expect(result.itemDiscount).toBe(580);
    expect(result.shipping.cost).toBe(999);
    expect(result.shipping.discount).toBe(500); // 499.5 → 500
    expect(result.discount).toBe(1080);
    expect(result.total).toBe(4000 - 580 + 999 - 500);
    expect(result.appliedDiscounts.map((d) => [d.scope, d.amount])).toEqual([
      ['SPECIFIC_ITEMS', 200],
      ['GLOBAL', 380],
      ['SHIPPING', 500],
    ]);
    expect(result.appliedDiscounts[1]!.merchantDiscount).toEqual({ id: 'g', name: '10% off', valueType: 'PERCENT', percentage: 10 });
  });

  it('applies staff amounts off the cart', () => {
    expect(price({ lines: [line(1000)], adHocDiscounts: [{ amount: 250 }] }).total).toBe(750);
  });
});

describe('gift cards', () => {
  const card = { id: 'g1', code: 'GIFT', balance: 1500, active: true };
  it('pays part of the order and keeps the rest of its balance', () => {
    const partial = price({ lines: [line(1000)], giftCardCode: 'GIFT', giftCard: card });
    expect(partial.giftCard).toEqual({ id: 'g1', code: 'GIFT', applied: 1000, remainingBalance: 500 });
    expect(partial.payNow).toBe(0);
    const all = price({ lines: [line(4000)], giftCardCode: 'GIFT', giftCard: card });
    expect(all.giftCard?.applied).toBe(1500);
    expect(all.payNow).toBe(2500);
    expect(all.total).toBe(4000);
  });

  it('reports unknown, expired and empty cards', () => {
    const codes = (giftCard?: PricingInput['giftCard']) => price({ lines: [line(100)], giftCardCode: 'GIFT', giftCard }).calculationErrors.map((e) => e.code);
    expect(codes(undefined)).toEqual(['GIFT_CARD_NOT_FOUND']);
    expect(codes({ ...card, expirationDate: '2025-01-01T00:00:00Z' })).toEqual(['GIFT_CARD_EXPIRED']);
    expect(codes({ ...card, balance: 0 })).toEqual(['GIFT_CARD_EMPTY']);
  });
});

describe('shipping', () => {
  const shipping = {
    regions: [
      {
        id: 'us',
        name: 'United States',
        countries: ['US'],
        options: [
          { code: 'std', title: 'Standard', cost: 500, freeShippingThreshold: 5000, estimatedDeliveryTime: '3-5 days' },
          {
            code: 'exp',
            title: 'Express',
            cost: 1500,
            charges: [
              { type: 'HANDLING_FEE' as const, amount: 200 },
              { type: 'INSURANCE' as const, amount: 100 },
            ],
            deliveryTimeSlot: { from: '2025-06-02T09:00:00Z', to: '2025-06-02T12:00:00Z' },
          },
        ],
      },
      { id: 'ca-west', name: 'California', countries: ['US'], subdivisions: ['US-CA'], options: [{ code: 'cal', title: 'Cal courier', cost: 300 }] },
      { id: 'world', name: 'World', countries: [], options: [{ code: 'intl', title: 'International', cost: 2500 }] },
    ],
    pickupPoints: [
      { code: 'shop', title: 'Pick up at the shop', method: 'STORE_PICKUP' as const, address: { country: 'US', subdivision: 'US-NY', city: 'New York' }, cost: 0 },
      { code: 'locker', title: 'Locker', method: 'PICKUP_POINT' as const, address: { country: 'US', subdivision: 'US-NJ' }, cost: 100 },
    ],
  };
  const withShipping = (input: Partial<PricingInput> & { lines: PricingLine[] }) => price({ settings: settings({ shipping }), ...input });

  it('offers the region’s options and pickup, and picks the cheapest delivery', () => {
    const result = withShipping({ lines: [line(1000)], shippingAddress: us });
    expect(result.shipping.options.map((o) => o.code)).toEqual(['shop', 'locker', 'std', 'exp']);
    expect(result.shipping.selected?.code).toBe('std');
    expect(result.shipping.region).toEqual({ id: 'us', name: 'United States' });
    expect(result.total).toBe(1500);
  });

  it('adds charges, honours the selection, and matches subdivisions before countries before the rest of the world', () => {
    const express = withShipping({ lines: [line(1000)], shippingAddress: us, selectedShippingOptionCode: 'exp' });
    expect(express.shipping.cost).toBe(1800);
    expect(express.shipping.selected?.deliveryTimeSlot).toEqual({ from: '2025-06-02T09:00:00Z', to: '2025-06-02T12:00:00Z' });
    expect(withShipping({ lines: [line(1000)], shippingAddress: { country: 'US', subdivision: 'US-CA' } }).shipping.selected?.code).toBe('cal');
    expect(withShipping({ lines: [line(1000)], shippingAddress: { country: 'FR' } }).shipping.selected?.code).toBe('intl');
  });

  it('ships free from the threshold on, counted after discounts', () => {
    expect(withShipping({ lines: [line(5000)], shippingAddress: us }).shipping.cost).toBe(0);
    // Several options free past their thresholds: the one cheapest without them is chosen, whatever the titles.
    const bothFree = { ...shipping, regions: [{ id: 'us', name: 'United States', countries: ['US'], options: [{ code: 'sat', title: 'A Saturday slot', cost: 999 }, { code: 'std', title: 'Standard', cost: 599 }] }] };
    const chosen = price({ settings: settings({ shipping: { ...bothFree, freeShippingThreshold: 100 } }), lines: [line(5000)], shippingAddress: us }).shipping;
    expect(chosen.options.filter((o) => !o.pickup).map((o) => [o.code, o.cost])).toEqual([['std', 0], ['sat', 0]]);
    expect(chosen.selected?.code).toBe('std');
    const discounted = withShipping({ lines: [line(5000)], shippingAddress: us, adHocDiscounts: [{ amount: 1 }] });
    expect(discounted.shipping.cost).toBe(500);
  });

  it('offers the pickup points of the destination’s country only', () => {
    const abroad = withShipping({ lines: [line(1000)], shippingAddress: { country: 'FR' } });
    expect(abroad.shipping.options.map((o) => o.code)).toEqual(['intl']);
    // A pickup point chosen before the buyer moved abroad is no longer theirs to choose: the cheapest delivery is.
    expect(withShipping({ lines: [line(1000)], shippingAddress: { country: 'fr' }, selectedShippingOptionCode: 'shop' }).shipping.selected?.code).toBe('intl');
    expect(withShipping({ lines: [line(1000)], shippingAddress: { country: 'us', subdivision: 'US-CA' } }).shipping.options.map((o) => o.code)).toEqual(['shop', 'locker', 'cal']);
  });

  it('lets the buyer pick up, with the pickup address', () => {
    const result = withShipping({ lines: [line(1000)], selectedShippingOptionCode: 'locker' });
    expect(result.shipping.selected?.pickup).toEqual({ method: 'PICKUP_POINT', address: { country: 'US', subdivision: 'US-NJ' }, instructions: undefined });
    expect(result.total).toBe(1100);
  });

  it('charges no shipping for digital goods and chooses nothing without an address', () => {
    expect(withShipping({ lines: [line(1000, 1, { itemType: 'DIGITAL' })], shippingAddress: us }).shipping).toMatchObject({ needed: false, cost: 0 });
    expect(withShipping({ lines: [line(1000)] }).shipping.selected).toBeUndefined();
  });

  it('reports an unavailable selection and a destination nobody ships to', () => {
    const wrong = withShipping({ lines: [line(1000)], shippingAddress: us, selectedShippingOptionCode: 'cal' });
    expect(wrong.calculationErrors.map((e) => e.code)).toEqual(['SHIPPING_OPTION_NOT_AVAILABLE']);
    expect(wrong.shipping.selected?.code).toBe('std');
    const nowhere = price({ lines: [line(1000)], shippingAddress: { country: 'FR' } });
    expect(nowhere.calculationErrors.map((e) => e.code)).toEqual(['NO_SHIPPING_TO_DESTINATION']);
    expect(nowhere.violations).toEqual([{ severity: 'ERROR', description: 'The store does not ship to this address' }]);
  });
});

describe('tax', () => {
  const regions = [
    { id: 'us', name: 'US federal', jurisdictionType: 'COUNTRY' as const, country: 'US', rate: 1 },
    { id: 'ny', name: 'New York State', jurisdictionType: 'STATE' as const, country: 'US', subdivision: 'US-NY', rate: 4 },
    { id: 'nyc', name: 'New York City', jurisdictionType: 'CITY' as const, country: 'US', subdivision: 'US-NY', city: 'New York', rate: 4.5 },
    { id: 'county', name: 'Kings County', jurisdictionType: 'COUNTY' as const, country: 'US', subdivision: 'US-NY', postalCodes: ['11201'], rate: 0.375 },
    { id: 'lux', name: 'Luxury', jurisdictionType: 'SPECIAL' as const, country: 'US', rate: 10, productIds: ['watch'] },
    { id: 'de', name: 'Germany', jurisdictionType: 'COUNTRY' as const, country: 'DE', rate: 19, manual: true },
  ];
  const tax = (overrides: Partial<PricingSettings['tax']> = {}) => settings({ tax: { ...settings().tax, regions, ...overrides } });

  it('stacks every jurisdiction covering the address, rounding each line', () => {
    const result = price({ lines: [line(1999, 1), line(1, 1)], shippingAddress: us, settings: tax() });
    // 9.5 % of 19.99 = 1.899 → 1.90 (federal 0.20 + state 0.80 + city 0.90); of 0.01 → 0.
    expect(result.lines[0]!.tax).toBe(190);
    expect(result.lines[0]!.taxRate).toBe(95_000);
    expect(result.lines[0]!.taxBreakdown.map((b) => [b.jurisdictionType, b.tax])).toEqual([
      ['COUNTRY', 20],
      ['STATE', 80],
      ['CITY', 90],
    ]);
    expect(result.lines[1]!.tax).toBe(0);
    expect(result.tax).toMatchObject({ rateType: 'MANUAL_RATE', manualRateReason: 'GLOBAL_SETTING_TO_MANUAL', totalTax: 190, taxableAmount: 2000 });
    expect(result.total).toBe(2190);
  });

  it('matches counties by postal code and special rates by product', () => {
    const result = price({
      lines: [line(10_000, 1, { productId: 'watch' })],
      shippingAddress: { country: 'US', subdivision: 'US-NY', city: 'Brooklyn', postalCode: '11201' },
      settings: tax(),
    });
    expect(result.lines[0]!.taxBreakdown.map((b) => b.jurisdictionType)).toEqual(['COUNTRY', 'STATE', 'COUNTY', 'SPECIAL']);
    expect(result.lines[0]!.tax).toBe(100 + 400 + 38 + 1000);
  });

  it('takes tax out of tax-inclusive prices so the parts add up', () => {
    const result = price({ lines: [line(11_900)], shippingAddress: { country: 'DE' }, settings: tax({ pricesIncludeTax: true, mode: 'AUTO' }) });
    expect(result.lines[0]!.tax).toBe(1900);
    expect(result.total).toBe(11_900);
    expect(result.taxIncludedInPrice).toBe(true);
    expect(result.tax).toMatchObject({ rateType: 'MANUAL_RATE', manualRateReason: 'REGION_SETTING_TO_MANUAL' });
  });

  it('taxes the discounted amount, not the list price', () => {
    const result = price({ lines: [line(1000)], adHocDiscounts: [{ amount: 100 }], shippingAddress: { country: 'US', subdivision: 'US-TX' }, settings: tax() });
    expect(result.lines[0]!.tax).toBe(9); // 1 % of 9.00
  });

  it('chooses the rate type: auto, deactivated fallback, failed fallback, none', () => {
    const auto = price({ lines: [line(1000)], shippingAddress: us, settings: tax({ mode: 'AUTO', autoTaxActive: true }) });
    expect(auto.tax).toMatchObject({ rateType: 'AUTO_RATE', totalTax: 95 });
    const off = price({ lines: [line(1000)], shippingAddress: us, settings: tax({ mode: 'AUTO', autoTaxActive: false, fallbackRate: 5 }) });
    expect(off.tax).toMatchObject({ rateType: 'FALLBACK_RATE', fallbackReason: 'AUTO_TAX_DEACTIVATED', totalTax: 50 });
    const failed = price({ lines: [line(1000)], shippingAddress: { country: 'JP' }, settings: tax({ mode: 'AUTO', autoTaxActive: true, fallbackRate: 7 }) });
    expect(failed.tax).toMatchObject({ rateType: 'FALLBACK_RATE', fallbackReason: 'AUTO_TAX_FAILED', totalTax: 70 });
    expect(price({ lines: [line(1000)], settings: tax() }).tax.rateType).toBe('NO_TAX_COLLECTED');
    expect(price({ lines: [line(1000)], shippingAddress: us, settings: tax(), calculateTax: false }).tax.totalTax).toBe(0);
  });

  it('uses the configured taxable address and taxes shipping when asked', () => {
    const business = tax({ taxableAddressType: 'BUSINESS', businessAddress: { country: 'DE' }, taxShipping: true });
    const shipping = { regions: [{ id: 'w', name: 'World', countries: [], options: [{ code: 'std', title: 'Standard', cost: 1000 }] }], pickupPoints: [] };
    const result = price({ lines: [line(1000)], shippingAddress: us, settings: { ...business, shipping } });
    expect(result.tax.totalTax).toBe(380); // 19 % of 10.00 and of 10.00 shipping
    expect(result.shipping.tax).toBe(190);
    expect(result.total).toBe(2380);
    const billing = price({ lines: [line(1000)], shippingAddress: us, billingAddress: { country: 'DE' }, settings: tax({ taxableAddressType: 'BILLING' }) });
    expect(billing.tax.totalTax).toBe(190);
  });

  it('does not tax the sale of gift cards', () => {
    const result = price({ lines: [line(5000, 1, { itemType: 'GIFT_CARD' })], shippingAddress: us, settings: tax() });
    expect(result.tax.totalTax).toBe(0);
  });
});

describe('memberships and payment options', () => {
  const memberships = [
    { id: 'gold', name: 'Gold', memberIds: ['m1'], productIds: ['yoga'], credits: 5 },
    { id: 'old', name: 'Old plan', memberIds: ['m1'], productIds: ['yoga'], expirationDate: '2025-01-01T00:00:00Z' },
    { id: 'other', name: 'Someone else’s', memberIds: ['m2'], productIds: ['yoga'] },
    { id: 'books', name: 'Books', memberIds: [], productIds: ['book'] },
  ];

  it('lists eligible and invalid memberships and pays selected lines with them', () => {
    const yoga = line(2500, 1, { productId: 'yoga', itemType: 'SERVICE' });
    const mat = line(1000, 1, { productId: 'mat' });
    const result = price({ lines: [yoga, mat], memberId: 'm1', selectedMembershipIds: ['gold'], settings: settings({ memberships }) });
    expect(result.memberships.eligible).toEqual([{ id: 'gold', name: 'Gold', lineItemIds: [yoga.id], expirationDate: undefined, credits: { total: 5, remaining: 5 } }]);
    expect(result.memberships.invalid.map((m) => [m.id, m.reason, m.expirationDate])).toEqual([
      ['books', 'NOT_APPLICABLE', undefined],
      ['old', 'EXPIRED', '2025-01-01T00:00:00Z'],
    ]);
    expect(result.memberships.selected).toEqual([{ id: 'gold', lineItemIds: [yoga.id], units: 1 }]);
    expect(result.lines[0]!.paymentOption).toBe('MEMBERSHIP');
    expect(result.total).toBe(1000);
  });

  it('pays with a membership’s credits only whole lines that fit in what is left, and none when none is left', () => {
    const one = line(2500, 1, { productId: 'yoga' });
    const four = line(2500, 4, { productId: 'yoga' });
    const fits = price({ lines: [four, one], memberId: 'm1', selectedMembershipIds: ['gold'], membershipCreditsUsed: { gold: 1 }, settings: settings({ memberships }) });
    // 4 of 5 credits left: the line of four fits, the line of one then does not.
    expect(fits.memberships.selected).toEqual([{ id: 'gold', lineItemIds: [four.id], units: 4 }]);
    expect(fits.lines.map((l) => l.paymentOption)).toEqual(['MEMBERSHIP', 'FULL_PAYMENT_ONLINE']);
    const none = price({ lines: [one], memberId: 'm1', selectedMembershipIds: ['gold'], membershipCreditsUsed: { gold: 5 }, settings: settings({ memberships }) });
    expect(none.memberships.invalid.find((m) => m.id === 'gold')).toMatchObject({ reason: 'NO_CREDITS_LEFT', credits: { total: 5, remaining: 0 } });
    expect(none.calculationErrors.map((e) => e.code)).toEqual(['MEMBERSHIP_NOT_ELIGIBLE']);
  });

  it('refuses memberships that are not eligible, and memberships for visitors', () => {
    const yoga = line(2500, 1, { productId: 'yoga' });
    expect(price({ lines: [yoga], memberId: 'm1', selectedMembershipIds: ['old'], settings: settings({ memberships }) }).calculationErrors.map((e) => e.code)).toEqual([
      'MEMBERSHIP_NOT_ELIGIBLE',
    ]);
    expect(price({ lines: [yoga], selectedMembershipIds: ['gold'], settings: settings({ memberships }) }).calculationErrors.map((e) => e.code)).toEqual([
      'MEMBERSHIP_REQUIRES_MEMBER',
    ]);
  });

  it('keeps offline lines out of what is paid now', () => {
    const result = price({ lines: [line(1000), line(3000, 1, { paymentOption: 'FULL_PAYMENT_OFFLINE' })] });
    expect(result).toMatchObject({ total: 4000, payNow: 1000, payLater: 3000 });
  });

  it('flags lines whose payment option the store blocks, including membership-paid lines', () => {
    const online = line(1000);
    const offline = line(3000, 1, { paymentOption: 'FULL_PAYMENT_OFFLINE' });
    const yoga = line(2500, 1, { productId: 'yoga' });
    const result = price({ lines: [online, offline, yoga], memberId: 'm1', selectedMembershipIds: ['gold'], settings: settings({ memberships }), blockedPaymentOptions: ['FULL_PAYMENT_OFFLINE', 'MEMBERSHIP'] });
    expect(result.violations.map((v) => [v.lineItemId, v.severity, v.code])).toEqual([
      [offline.id, 'ERROR', 'PAYMENT_OPTION_BLOCKED'],
      [yoga.id, 'ERROR', 'PAYMENT_OPTION_BLOCKED'],
    ]);
    expect(price({ lines: [online, offline] }).violations).toEqual([]);
  });
});

describe('determinism', () => {
  it('gives the same result for the same input', () => {
    const input = { lines: [line(1234, 3), line(999, 2)], couponCode: 'SAVE', coupon: { id: 'c', code: 'SAVE', name: 'S', valueType: 'PERCENT' as const, value: 7.5, timesUsed: 0, active: true } };
    expect(price(input)).toEqual(price(input));
  });
});
