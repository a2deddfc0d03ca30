import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../src/testing';
import { ecomKit } from './ecom-helpers';

/**
 * A shopper applying gift-card codes at a checkout: a refused code says nothing of whether the
 * card exists, and an address that keeps guessing is stopped after a fixed number of refusals.
 */
let platform: TestPlatform;
let kit: ReturnType<typeof ecomKit>;
let lamp: { id: string };
const realCode = 'REAL-GIFT-4821';

beforeAll(async () => {
  // The counters use fixed 15-minute windows: the clock stands still mid-window so a test never
  // straddles a window's end (only Date is faked; timers run as usual).
  const window = 15 * 60 * 1000;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Math.floor(Date.now() / window) * window + window / 2);
  platform = await startTestPlatform({ trustProxy: '127.0.0.1' });
  kit = ecomKit(platform);
  lamp = await kit.product({ name: 'Lamp', price: 40, quantity: 500 });
  for (const code of [realCode, 'OFF-GIFT-7730', 'OLD-GIFT-1904', 'SPENT-GIFT-5512']) {
    expect((await kit.http.post('/_api/vitrine/v1/store-settings/gift-cards', { code, balance: '20.00' }, kit.staff)).status).toBe(200);
  }
  await platform.app.db.query("UPDATE gift_cards SET active = false WHERE code = 'OFF-GIFT-7730'");
  await platform.app.db.query("UPDATE gift_cards SET expiration_date = now() - interval '1 day' WHERE code = 'OLD-GIFT-1904'");
  await platform.app.db.query("UPDATE gift_cards SET balance = 0 WHERE code = 'SPENT-GIFT-5512'");
});
afterAll(async () => {
  await platform.close();
  vi.useRealTimers();
});

const from = (address: string) => ({ 'x-forwarded-for': address });

/** A new visitor's checkout, and a way to apply a code to it from `address`. */
async function shopperAt(address: string) {
  const shopper = { ...(await kit.visitor()), ...from(address) };
  const created = await kit.http.post('/ecom/v1/checkouts', { lineItems: [kit.line(lamp.id, 1)], channelType: 'WEB' }, shopper);
  expect(created.status).toBe(200);
  const id = created.body.checkout.id as string;
  return { shopper, apply: (giftCardCode: string) => kit.http.patch(`/ecom/v1/checkouts/${id}`, { giftCardCode }, shopper) };
}

const refusal = (response: { status: number; body: any }) => ({ status: response.status, message: response.body.message, applicationError: response.body.details?.applicationError });

describe('a refused gift-card code', () => {
  it('is answered alike whether the card is unknown, inactive, expired or empty', async () => {
    const { apply } = await shopperAt('198.51.100.1');
    const unknown = refusal(await apply('NO-SUCH-GIFT-0000'));
    expect(unknown).toMatchObject({ status: 400, applicationError: { code: 'GIFT_CARD_NOT_FOUND' } });
    for (const code of ['OFF-GIFT-7730', 'OLD-GIFT-1904', 'SPENT-GIFT-5512']) expect(refusal(await apply(code)), code).toEqual(unknown);
    expect((await apply(realCode)).body.checkout.giftCard).toMatchObject({ amount: { amount: '20.00' } });
  });
});

describe('guessing gift-card codes', () => {
  it('stops an address after 10 refused codes with 429 and Retry-After, whatever visitor it shops as; others still apply theirs', async () => {
    const guesser = await shopperAt('203.0.113.9');
    for (let guess = 0; guess < 10; guess++) expect((await guesser.apply(`GUESS-${guess}`)).body.details.applicationError.code).toBe('GIFT_CARD_NOT_FOUND');

    // Even the real code is refused now, on a new visitor's checkout too, and on creating one.
    const again = await shopperAt('203.0.113.9');
    for (const blocked of [await guesser.apply(realCode), await again.apply(realCode)]) {
      expect(blocked.status).toBe(429);
      expect(blocked.body.details.applicationError.code).toBe('TOO_MANY_REQUESTS');
      expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
    }
    const created = await kit.http.post('/ecom/v1/checkouts', { lineItems: [kit.line(lamp.id, 1)], giftCardCode: realCode }, again.shopper);
    expect(created.status).toBe(429);

    // Another address is not held back.
    expect((await (await shopperAt('203.0.113.10')).apply(realCode)).status).toBe(200);
  });

  it('counts only refused codes: a shopper who applies a real card many times is not stopped', async () => {
    const { apply } = await shopperAt('203.0.113.20');
    for (let time = 0; time < 12; time++) expect((await apply(realCode)).status).toBe(200);
    expect((await apply('TYPO-GIFT-4812')).body.details.applicationError.code).toBe('GIFT_CARD_NOT_FOUND');
  });

  it('lets 16 concurrent guesses from one address check at most 10 codes', async () => {
    const { apply } = await shopperAt('203.0.113.30');
    const burst = await Promise.all(Array.from({ length: 16 }, (_, guess) => apply(`BURST-${guess}`)));
    const checked = burst.filter((response) => response.status === 400).length;
    const stopped = burst.filter((response) => response.status === 429).length;
    expect(checked + stopped).toBe(16);
    expect(checked).toBeLessThanOrEqual(10);
  });
});
