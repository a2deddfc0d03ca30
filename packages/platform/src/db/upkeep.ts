import type { Database } from './database';
import { repeatPass, type RepeatedPass } from '../lib/repeated-pass';

/**
 * Upkeep of the embedded database. PostgreSQL runs autovacuum in background workers; PGlite is
 * one process with one connection and runs none, so rows that carts, checkouts, tokens and stock
 * updates leave behind pile up as dead tuples (20,000 updates to 100 carts left 16,606), index-only
 * scans stop working and the planner's statistics go stale. The platform therefore vacuums and
 * analyzes the tables requests write to, on a timer, off the request path.
 *
 * Each table is its own statement: PGlite runs one statement at a time, so a request arriving
 * during upkeep waits for one table (milliseconds for these), not for the whole pass.
 */

/** The tables that requests update or delete from; the rest change only on merchant edits. */
export const busyTables = [
  // Carts and orders, and the stock they take.
  'carts',
  'checkouts',
  'orders',
  'product_variants',
  'products',
  // Its site's row is updated by every commit that changes products or variants (migration 159).
  'catalog_versions',
  'gift_cards',
  'coupons',
  // Tokens and sign-ins.
  'visitors',
  'refresh_tokens',
  'authorization_codes',
  'member_session_tokens',
  'attempt_counters',
  'identity_states',
  'idempotency_keys',
  // What the workers deliver and mark done.
  'outbox_events',
  'outbox_pending',
  'webhook_deliveries',
  'mail_outbox',
] as const;

export interface UpkeepOptions {
  /** How often the busy tables are vacuumed and analyzed. Default 60 s; `false` turns upkeep off. */
  intervalMs?: number | false;
}

export const defaultUpkeepIntervalMs = 60_000;

/**
 * `VACUUM (ANALYZE)` of the given tables (the busy ones by default; `all` for every table, as
 * after a seed, so the first queries are planned with statistics of the data they read) on an
 * embedded database. On PostgreSQL, whose autovacuum does this, nothing.
 */
export async function vacuumEmbedded(db: Database, tables: readonly string[] | 'all' = busyTables): Promise<void> {
  if (db.driver !== 'pglite') return;
  if (tables === 'all') return db.exec('VACUUM (ANALYZE)');
  for (const table of tables) await db.exec(`VACUUM (ANALYZE) ${table}`);
}

/**
 * Starts periodic upkeep of an embedded database (nothing on PostgreSQL), off the request path
 * (`repeatPass`: unref'd, passes never overlap, a failed one reported and the next tried as usual).
 */
export function startUpkeep(db: Database, options: UpkeepOptions, onError: (error: unknown) => void): RepeatedPass {
  const intervalMs = options.intervalMs ?? defaultUpkeepIntervalMs;
  if (db.driver !== 'pglite' || intervalMs === false) return { stop: async () => {} };
  return repeatPass(() => vacuumEmbedded(db), intervalMs, onError);
}
