import { queryOne, type Database, type Queryable } from '../../db/database';
import { currencyDigits } from '../../lib/money';

interface OAuthAppRow {
  id: string;
  name: string;
  redirect_uris: string[];
  allowed_origins: string[];
  revision: number;
  created_date: Date;
}
interface ApiKeyRow {
  id: string;
  name: string;
  key_hint: string;
  permissions: string[];
  created_date: Date;
  revoked_date: Date | null;
}

const toOAuthApp = (row: OAuthAppRow) => ({
  id: row.id,
  name: row.name,
  redirectUris: row.redirect_uris,
  allowedOrigins: row.allowed_origins,
  revision: row.revision,
  createdDate: row.created_date.toISOString(),
});

const toApiKey = (row: ApiKeyRow) => ({
  id: row.id,
  name: row.name,
  hint: row.key_hint,
  permissions: row.permissions,
  createdDate: row.created_date.toISOString(),
  revokedDate: row.revoked_date?.toISOString(),
});

const appColumns = 'id, name, redirect_uris, allowed_origins, revision, created_date';

export const listOAuthApps = async (db: Queryable, siteId: string) =>
  (await db.query<OAuthAppRow>(`SELECT ${appColumns} FROM oauth_apps WHERE site_id = $1 ORDER BY created_date`, [siteId])).map(
    toOAuthApp,
  );

export async function insertOAuthApp(
  db: Queryable,
  app: { id: string; siteId: string; name: string; redirectUris: string[]; allowedOrigins: string[] },
) {
  const row = await queryOne<OAuthAppRow>(
    db,
    `INSERT INTO oauth_apps (id, site_id, name, redirect_uris, allowed_origins) VALUES ($1, $2, $3, $4, $5) RETURNING ${appColumns}`,
    [app.id, app.siteId, app.name, app.redirectUris, app.allowedOrigins],
  );
  return toOAuthApp(row!);
}

export async function updateOAuthApp(
  db: Queryable,
  siteId: string,
  id: string,
  patch: { name?: string; redirectUris?: string[]; allowedOrigins?: string[] },
) {
  const row = await queryOne<OAuthAppRow>(
    db,
    `UPDATE oauth_apps SET name = COALESCE($3, name), redirect_uris = COALESCE($4, redirect_uris),
       allowed_origins = COALESCE($5, allowed_origins), revision = revision + 1
     WHERE site_id = $1 AND id = $2 RETURNING ${appColumns}`,
    [siteId, id, patch.name ?? null, patch.redirectUris ?? null, patch.allowedOrigins ?? null],
  );
  return row && toOAuthApp(row);
}

/** The site's first OAuth app with its addresses, or undefined when the owner deleted them all. */
export const findFirstOAuthApp = (db: Queryable, siteId: string) =>
  queryOne<{ id: string; redirect_uris: string[]; allowed_origins: string[] }>(
    db,
    'SELECT id, redirect_uris, allowed_origins FROM oauth_apps WHERE site_id = $1 ORDER BY created_date LIMIT 1',
    [siteId],
  );

/** Replaces the app's addresses, and whether it accepts any loopback redirect URI. */
export async function setOAuthAppAddresses(db: Queryable, siteId: string, id: string, addresses: { redirectUris: string[]; allowedOrigins: string[]; loopback: boolean }) {
  await db.query('UPDATE oauth_apps SET redirect_uris = $3, allowed_origins = $4, loopback_redirects = $5 WHERE site_id = $1 AND id = $2', [
    siteId,
    id,
    addresses.redirectUris,
    addresses.allowedOrigins,
    addresses.loopback,
  ]);
}

/** The app's revision, its row locked until the transaction ends; undefined when the site has no such app. */
export const lockOAuthApp = async (tx: Queryable, siteId: string, id: string) =>
  (await queryOne<{ revision: number }>(tx, 'SELECT revision FROM oauth_apps WHERE site_id = $1 AND id = $2 FOR UPDATE', [siteId, id]))?.revision;

export const deleteOAuthApp = async (db: Queryable, siteId: string, id: string) =>
  (await db.query('DELETE FROM oauth_apps WHERE site_id = $1 AND id = $2 RETURNING id', [siteId, id])).length > 0;

export const listApiKeys = async (db: Queryable, accountId: string) =>
  (
    await db.query<ApiKeyRow>(
      'SELECT id, name, key_hint, permissions, created_date, revoked_date FROM api_keys WHERE account_id = $1 ORDER BY created_date',
      [accountId],
    )
  ).map(toApiKey);

/** Gives every key of the account this name (the first start names its bootstrap key). */
export async function renameApiKeys(db: Queryable, accountId: string, name: string): Promise<void> {
  await db.query('UPDATE api_keys SET name = $2 WHERE account_id = $1', [accountId, name]);
}

/** Revokes the account's live keys of this name. */
export async function revokeApiKeysNamed(db: Queryable, accountId: string, name: string): Promise<void> {
  await db.query('UPDATE api_keys SET revoked_date = now() WHERE account_id = $1 AND name = $2 AND revoked_date IS NULL', [accountId, name]);
}

export async function findApiKey(db: Queryable, accountId: string, id: string) {
  const row = await queryOne<ApiKeyRow>(
    db,
    'SELECT id, name, key_hint, permissions, created_date, revoked_date FROM api_keys WHERE account_id = $1 AND id = $2',
    [accountId, id],
  );
  return row && toApiKey(row);
}

export const revokeApiKey = async (db: Queryable, accountId: string, id: string) =>
  (
    await db.query('UPDATE api_keys SET revoked_date = COALESCE(revoked_date, now()) WHERE account_id = $1 AND id = $2 RETURNING id', [
      accountId,
      id,
    ])
  ).length > 0;

interface SiteRow {
  id: string;
  account_id: string;
  name: string;
  currency: string;
  created_date: Date;
}
const siteColumns = 'id, account_id, name, currency, created_date';
const toSite = (row: SiteRow) => ({
  id: row.id,
  accountId: row.account_id,
  name: row.name,
  currency: row.currency,
  createdDate: row.created_date.toISOString(),
});

export type Site = ReturnType<typeof toSite>;

export async function findSite(db: Queryable, siteId: string) {
  const row = await queryOne<SiteRow>(db, `SELECT ${siteColumns} FROM sites WHERE id = $1`, [siteId]);
  return row && toSite(row);
}

/** The site's currency, read plain or with a lock on the site's row until the transaction ends. */
const currencyOf = async (db: Queryable, siteId: string, lock: '' | ' FOR SHARE' | ' FOR UPDATE' = '') =>
  (await queryOne<{ currency: string }>(db, `SELECT currency FROM sites WHERE id = $1${lock}`, [siteId]))?.currency;

/** Every caller names a site that exists, so a missing one is a fault to report, never a currency to guess. */
function existing(currency: string | undefined, siteId: string): string {
  if (currency === undefined) throw new Error(`no site ${siteId}`);
  return currency;
}

/** The site's currency. */
export const siteCurrency = async (db: Queryable, siteId: string): Promise<string> => existing(await currencyOf(db, siteId), siteId);

/**
 * The site's currency for a write that turns amounts into its minor units (a product's prices, the
 * store settings, a coupon, a gift card) or stores a new document in it (a cart, a checkout),
 * locked until the write's transaction ends: a change of currency (`updateSite`, which locks the
 * row for update) waits for the write, or the write for the change, so a write never converts with
 * the currency a change is replacing.
 */
export const lockSiteCurrency = async (tx: Queryable, siteId: string): Promise<string> => existing(await currencyOf(tx, siteId, ' FOR SHARE'), siteId);

/** The site's currency as an expression inside another statement, the site being `siteParam`. */
export const siteCurrencySql = (siteParam: string) => `(SELECT currency FROM sites WHERE id = ${siteParam})`;

/** The platform's first site (the one `npm start` creates), or undefined on an empty database. */
export const findFirstSite = (db: Queryable) =>
  queryOne<{ id: string; account_id: string }>(db, 'SELECT id, account_id FROM sites ORDER BY created_date LIMIT 1');

/** The account's owner: the person who created it. */
export const findAccountOwner = (db: Queryable, accountId: string) =>
  queryOne<{ id: string; email: string }>(db, `SELECT id, email FROM site_users WHERE account_id = $1 AND role = 'OWNER' LIMIT 1`, [accountId]);

/** The account's sites, oldest first. */
export const listSites = async (db: Queryable, accountId: string) =>
  (await db.query<SiteRow>(`SELECT ${siteColumns} FROM sites WHERE account_id = $1 ORDER BY created_date, id`, [accountId])).map(toSite);

/** What keeps amounts in a site's currency (integer minor units of it), by the table holding them. */
const amountHolders = {
  products: 'products',
  'store settings': 'store_settings',
  carts: 'carts',
  checkouts: 'checkouts',
  orders: 'orders',
  coupons: 'coupons',
  'gift cards': 'gift_cards',
} as const;

export type AmountHolder = keyof typeof amountHolders;

/** Which of `amountHolders` the site has rows in, in their order. */
async function holdersOf(db: Queryable, siteId: string): Promise<AmountHolder[]> {
  const holders = Object.entries(amountHolders) as Array<[AmountHolder, string]>;
  const [row] = await db.query<{ held: boolean[] }>(
    `SELECT ARRAY[${holders.map(([, table]) => `EXISTS (SELECT 1 FROM ${table} WHERE site_id = $1)`).join(', ')}] AS held`,
    [siteId],
  );
  return holders.filter((_, index) => row!.held[index]).map(([name]) => name);
}

/**
 * Renames the site and changes its currency, in one transaction with the site's row locked.
 * Every amount a store keeps is minor units of its currency, so a change keeps the numbers: to a
 * currency with the same decimals ($5.00 → €5.00) the products, and the carts and checkouts not
 * yet ordered, take the new currency with the site; orders keep the one they were placed in. To a
 * currency with other decimals the same minor units would be other amounts (500 cents of shipping
 * would become ¥500), so that change is made only while the store keeps no amount at all; else
 * nothing changes and `refused` names the store's currency and what keeps amounts in it. Undefined
 * when the site does not exist.
 */
export function updateSite(db: Database, siteId: string, patch: { name?: string; currency?: string }) {
  return db.transaction(async (tx) => {
    const current = await currencyOf(tx, siteId, ' FOR UPDATE');
    if (current === undefined) return undefined;
    const currency = patch.currency ?? current;
    if (currency !== current) {
      if (currencyDigits(currency) !== currencyDigits(current)) {
        const holding = await holdersOf(tx, siteId);
        if (holding.length) return { refused: { currency: current, holding } };
      }
      // Each is saved: its revision moves, so an editor's save or a cart write made against the
      // revision read before the change is refused or retried, never saved over the new currency.
      await tx.query("UPDATE products SET currency = $2, revision = revision + 1, last_updated = date_trunc('milliseconds', clock_timestamp()) WHERE site_id = $1", [siteId, currency]);
      await tx.query('UPDATE carts SET currency = $2, revision = revision + 1, updated_date = now() WHERE site_id = $1', [siteId, currency]);
      await tx.query('UPDATE checkouts SET currency = $2, revision = revision + 1, updated_date = now() WHERE site_id = $1 AND order_id IS NULL', [siteId, currency]);
    }
    await tx.query('UPDATE sites SET name = COALESCE($2, name), currency = $3 WHERE id = $1', [siteId, patch.name ?? null, currency]);
    return { site: (await findSite(tx, siteId))! };
  });
}

/** A new account with its one site and the site's owner (the first of its people). */
export async function insertAccountWithSite(
  db: Queryable,
  site: { accountId: string; siteId: string; name: string; currency: string; ownerId: string; ownerEmail: string; ownerPasswordHash: string },
): Promise<void> {
  await db.query('INSERT INTO accounts (id, name) VALUES ($1, $2)', [site.accountId, site.name]);
  await db.query('INSERT INTO sites (id, account_id, name, currency) VALUES ($1, $2, $3, $4)', [site.siteId, site.accountId, site.name, site.currency]);
  await db.query(`INSERT INTO site_users (id, account_id, email, password_hash, role) VALUES ($1, $2, $3, $4, 'OWNER')`, [
    site.ownerId,
    site.accountId,
    site.ownerEmail,
    site.ownerPasswordHash,
  ]);
}

/** Stores an API key's digest and its last four characters (shown in lists); never the key. */
export async function insertApiKey(db: Queryable, key: { id: string; accountId: string; name: string; keyHash: string; keyHint: string; permissions: string[] }): Promise<void> {
  await db.query('INSERT INTO api_keys (id, account_id, name, key_hash, key_hint, permissions) VALUES ($1, $2, $3, $4, $5, $6)', [
    key.id,
    key.accountId,
    key.name,
    key.keyHash,
    key.keyHint,
    key.permissions,
  ]);
}

/** The first site and its first OAuth app: the store `npm start` and the demo seed create, which the apps serve. */
export const findFirstSiteWithClient = (db: Queryable) =>
  queryOne<{ site_id: string; client_id: string; name: string; currency: string }>(
    db,
    `SELECT s.id AS site_id, o.id AS client_id, s.name, s.currency
       FROM sites s JOIN oauth_apps o ON o.site_id = s.id
      ORDER BY s.created_date, o.created_date LIMIT 1`,
  );
