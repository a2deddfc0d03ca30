import { describe, expect, it } from 'vitest';
import { formatMinor, formatMoney, fromMinor, toMinor } from '../src/modules/money';

// The conversions are the platform's own (packages/platform/test/pricing.test.ts covers the
// decimal strings); these are the parts the apps lean on.
describe('money', () => {
  it('rounds a catalogue price to the currency unit as the platform stores it', () => {
    expect(toMinor(19.99, 'USD')).toBe(1999);
    expect(toMinor(1.005, 'USD')).toBe(101);
    expect(toMinor(1050, 'JPY')).toBe(1050);
    expect(fromMinor(1999, 'USD')).toBe(19.99);
    expect(formatMinor(1999, 'USD')).toBe('$19.99');
  });

  it('shows decimal amounts in the given locale, and something readable for what it cannot format', () => {
    expect(formatMoney('12.5', 'USD', 'en-US')).toBe('$12.50');
    expect(formatMoney(1050, 'JPY', 'en-US')).toBe('¥1,050');
    expect(formatMoney(12.5, 'not a currency', 'en-US')).toBe('12.50 not a currency');
    expect(formatMoney('abc', 'USD', 'en-US')).toBe('—');
  });
});
