import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { platformForFile, visitorToken } from './helpers';

const file = platformForFile();
const { http, staff } = file;

const product = (name: string) => ({ product: { name, productType: 'physical', priceData: { price: 10 } } });

async function productsNamed(name: string): Promise<number> {
  const rows = await file.platform.app.db.query<{ count: number }>('SELECT count(*)::int AS count FROM products WHERE site_id = $1 AND name = $2', [file.platform.site.siteId, name]);
  return rows[0]!.count;
}

/** Makes the key look held by a request that is still running, or by one that died holding it. */
async function holdKey(key: string, caller: string, leaseSeconds: number) {
  await file.platform.app.db.query(
    `INSERT INTO idempotency_keys (site_id, caller, key, request_hash, locked_until) VALUES ($1, $2, $3, 'in-flight', now() + make_interval(secs => $4))`,
    [file.platform.site.siteId, caller, key, leaseSeconds],
  );
}

const apiKeyCaller = async () => {
  const rows = await file.platform.app.db.query<{ id: string }>('SELECT id FROM api_keys WHERE account_id = $1', [file.platform.site.accountId]);
  expect(rows).toHaveLength(1);
  return `APP:${rows[0]!.id}`;
};

describe('Idempotency-Key on creating POSTs', () => {
  it('answers a retry with the first response and creates once', async () => {
    const key = randomUUID();
    const first = await http.post('/stores/v1/products', product('Retried lamp'), { ...staff, 'idempotency-key': key });
    const retry = await http.post('/stores/v1/products', product('Retried lamp'), { ...staff, 'idempotency-key': key });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(retry.status).toBe(200);
    expect(retry.body.product.id).toBe(first.body.product.id);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(await productsNamed('Retried lamp')).toBe(1);
  });

  it('creates once when the same key arrives many times at once; the others replay or are told to wait', async () => {
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 8 }, () => http.post('/stores/v1/products', product('Raced lamp'), { ...staff, 'idempotency-key': key })));
    expect(await productsNamed('Raced lamp')).toBe(1);
    const created = answers.filter((a) => a.status === 200);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((a) => a.body.product.id)).size).toBe(1);
    for (const answer of answers.filter((a) => a.status !== 200)) {
      expect(answer.status).toBe(409);
      expect(answer.body.details.applicationError.code).toBe('IDEMPOTENCY_KEY_IN_USE');
    }
  });

  it('refuses the same key with another body (422) and creates nothing', async () => {
    const key = randomUUID();
    await http.post('/stores/v1/products', product('First body'), { ...staff, 'idempotency-key': key });
    const other = await http.post('/stores/v1/products', product('Second body'), { ...staff, 'idempotency-key': key });
    expect(other.status).toBe(422);
    expect(other.body.details.applicationError.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await productsNamed('Second body')).toBe(0);
  });

  it('tells a retry to wait while the first request runs, and takes over a key whose request died', async () => {
    const caller = await apiKeyCaller();
    const running = randomUUID();
    await holdKey(running, caller, 120);
    const busy = await http.post('/stores/v1/products', product('Waiting lamp'), { ...staff, 'idempotency-key': running });
    expect(busy.status).toBe(409);
    expect(busy.headers.get('retry-after')).toBe('1');
    expect(await productsNamed('Waiting lamp')).toBe(0);

    const abandoned = randomUUID();
    await holdKey(abandoned, caller, -1);
    const takenOver = await http.post('/stores/v1/products', product('Orphan lamp'), { ...staff, 'idempotency-key': abandoned });
    expect(takenOver.status, JSON.stringify(takenOver.body)).toBe(200);
    expect(await productsNamed('Orphan lamp')).toBe(1);
  });

  it('creates anew once the first answer is older than 24 hours', async () => {
    const key = randomUUID();
    await http.post('/stores/v1/products', product('Old lamp'), { ...staff, 'idempotency-key': key });
    await file.platform.app.db.query(`UPDATE idempotency_keys SET created_date = now() - interval '25 hours' WHERE key = $1`, [key]);
    const again = await http.post('/stores/v1/products', product('Old lamp'), { ...staff, 'idempotency-key': key });
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBeNull();
    expect(await productsNamed('Old lamp')).toBe(2);
  });

  it("keeps keys per caller: two visitors with one key get their own carts, never the other's", async () => {
    const key = 'shared-key-' + randomUUID();
    const [ada, bob] = await Promise.all([visitorToken(file.platform), visitorToken(file.platform)]);
    const adaCart = await http.post('/ecom/v1/carts', {}, { authorization: ada, 'idempotency-key': key });
    const bobCart = await http.post('/ecom/v1/carts', {}, { authorization: bob, 'idempotency-key': key });
    expect(adaCart.status, JSON.stringify(adaCart.body)).toBe(200);
    expect(bobCart.status).toBe(200);
    expect(bobCart.body.cart.id).not.toBe(adaCart.body.cart.id);
    expect(bobCart.headers.get('idempotent-replayed')).toBeNull();
  });

  it('keeps keys per shopper when an app acts for several with its one API key', async () => {
    const key = 'app-key-' + randomUUID();
    const [ada, bob] = await Promise.all([visitorToken(file.platform), visitorToken(file.platform)]);
    const asApp = (visitor: string) => ({ ...staff, authorization: `${visitor},${staff.authorization}`, 'idempotency-key': key });
    const adaCart = await http.post('/ecom/v1/carts', { cartInfo: { buyerInfo: { email: 'ada@vitrine.test' } } }, asApp(ada));
    const bobCart = await http.post('/ecom/v1/carts', { cartInfo: { buyerInfo: { email: 'ada@vitrine.test' } } }, asApp(bob));
    expect(adaCart.status, JSON.stringify(adaCart.body)).toBe(200);
    expect(bobCart.status, JSON.stringify(bobCart.body)).toBe(200);
    expect(bobCart.headers.get('idempotent-replayed')).toBeNull();
    expect(bobCart.body.cart.id).not.toBe(adaCart.body.cart.id);
    // The same shopper's retry through the app still replays.
    const adaRetry = await http.post('/ecom/v1/carts', { cartInfo: { buyerInfo: { email: 'ada@vitrine.test' } } }, asApp(ada));
    expect(adaRetry.headers.get('idempotent-replayed')).toBe('true');
    expect(adaRetry.body.cart.id).toBe(adaCart.body.cart.id);
  });

  it('ignores the header where nothing is created, and without it every POST creates', async () => {
    const key = randomUUID();
    const token = await visitorToken(file.platform);
    const queries = await Promise.all([1, 2].map(() => http.post('/stores-reader/v1/products/query', { query: {} }, { authorization: token, 'idempotency-key': key })));
    expect(queries.map((q) => q.headers.get('idempotent-replayed'))).toEqual([null, null]);
    await http.post('/stores/v1/products', product('Keyless lamp'), staff);
    await http.post('/stores/v1/products', product('Keyless lamp'), staff);
    expect(await productsNamed('Keyless lamp')).toBe(2);
  });

  it('refuses a malformed key with a field violation', async () => {
    const response = await http.post('/stores/v1/products', product('Bad key lamp'), { ...staff, 'idempotency-key': 'x'.repeat(256) });
    expect(response.status).toBe(400);
    expect(response.body.details.validationError.fieldViolations[0].field).toBe('Idempotency-Key');
    expect(await productsNamed('Bad key lamp')).toBe(0);
  });
});
