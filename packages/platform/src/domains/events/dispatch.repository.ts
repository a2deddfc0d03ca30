import type { Queryable } from '../../db/database';
import { eventColumns, outboxLock, type EventRow } from './events.repository';
import { wholeNumber } from '../../db/whole-number';
import { milliseconds } from '../../db/interval';

/** The dispatcher's SQL: turning outbox events into deliveries, claiming due ones, recording results. */

/**
 * Turns up to `limit` outbox events into one delivery per matching subscription: enabled, of the
 * event's site and type, and existing when the event happened. Runs in the caller's transaction,
 * and only in one worker at a time (an advisory lock; the others skip this step), because two
 * workers fanning out disjoint batches at once could give a later event of an entity an earlier
 * delivery. Returns how many events it handled, or 0 when another worker holds the lock.
 *
 * Two statements: the lock, then one that takes pending events off `outbox_pending` and inserts
 * their deliveries in event order. The lock has a statement of its own because on PostgreSQL a
 * statement reads the database as it was when the statement began: taken inside the pick's
 * statement, the lock could be won just after another worker committed its batch, and the pick
 * would still see that batch pending and deliver it twice. A worker killed before its commit leaves
 * the events pending, and the next pass fans them out.
 */
export async function fanOut(tx: Queryable, limit: number, deadAfterMs: number): Promise<number> {
  const [lock] = await tx.query<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS locked', [outboxLock]);
  if (!lock?.locked) return 0;
  const [result] = await tx.query<{ events: number }>(
    `WITH taken AS (
       DELETE FROM outbox_pending p
       USING (SELECT seq FROM outbox_pending ORDER BY seq LIMIT ${wholeNumber(limit)}) pick
       WHERE p.seq = pick.seq
       RETURNING p.seq
     ),
     deliveries AS (
       INSERT INTO webhook_deliveries (id, site_id, subscription_id, event_id, event_seq, entity_id, give_up_date)
       SELECT gen_random_uuid(), e.site_id, s.id, e.id, e.seq, e.entity_id, e.created_date + ${milliseconds('$1')}
       FROM taken JOIN outbox_events e ON e.seq = taken.seq
       JOIN webhook_subscriptions s ON s.site_id = e.site_id AND s.enabled AND e.type = ANY(s.event_types) AND s.created_date <= e.created_date
       ORDER BY e.seq, s.id
     )
     SELECT count(*)::int AS events FROM taken`,
    [deadAfterMs],
  );
  return result?.events ?? 0;
}

export interface ClaimedDelivery {
  seq: number;
  id: string;
  /** The number of this attempt (1 for the first). */
  attempt: number;
  subscriptionId: string;
  url: string;
  secret: string;
  event: EventRow;
}

interface ClaimRow extends EventRow {
  delivery_seq: number;
  delivery_id: string;
  attempts: number;
  subscription_id: string;
  url: string;
  secret: string;
}

/**
 * Claims up to `limit` due deliveries for one attempt each and leases them for `leaseMs`. A
 * delivery is due when its time has come, its subscription is enabled, nobody holds a live lease on
 * it, and no earlier delivery of the same entity to the same subscription is still pending (order
 * per entity) nor any of them in flight. `FOR UPDATE SKIP LOCKED` lets workers on other instances
 * claim other rows meanwhile; the row lock, the lease and the incremented attempt number together
 * mean no attempt is ever sent twice. The caller sends outside this transaction.
 */
export async function claimDue(tx: Queryable, limit: number, leaseMs: number): Promise<ClaimedDelivery[]> {
  const rows = await tx.query<ClaimRow>(
    `WITH due AS (
       SELECT d.seq FROM webhook_deliveries d
       JOIN webhook_subscriptions s ON s.id = d.subscription_id AND s.enabled
       WHERE d.status = 'pending' AND d.next_attempt_date <= now() AND (d.lease_until IS NULL OR d.lease_until <= now())
         AND NOT EXISTS (
           SELECT 1 FROM webhook_deliveries p
           WHERE p.subscription_id = d.subscription_id AND p.entity_id = d.entity_id AND p.status = 'pending' AND p.seq <> d.seq
             AND ((p.event_seq, p.seq) < (d.event_seq, d.seq) OR p.lease_until > now())
         )
       ORDER BY d.event_seq, d.seq
       LIMIT ${wholeNumber(limit)}
       FOR UPDATE OF d SKIP LOCKED
     )
     UPDATE webhook_deliveries d
     SET attempts = d.attempts + 1, lease_until = now() + ${milliseconds('$1')}, last_attempt_date = now()
     FROM due, webhook_subscriptions s, outbox_events e
     WHERE d.seq = due.seq AND s.id = d.subscription_id AND e.id = d.event_id
     RETURNING d.seq AS delivery_seq, d.id AS delivery_id, d.attempts, d.subscription_id, s.url, s.secret,
       ${eventColumns
         .split(', ')
         .map((column) => `e.${column}`)
         .join(', ')}`,
    [leaseMs],
  );
  return rows
    .sort((a, b) => a.seq - b.seq || a.delivery_seq - b.delivery_seq)
    .map((row) => ({
      seq: row.delivery_seq,
      id: row.delivery_id,
      attempt: row.attempts,
      subscriptionId: row.subscription_id,
      url: row.url,
      secret: row.secret,
      event: row,
    }));
}

export interface AttemptResult {
  seq: number;
  attempt: number;
  /** The receiver's HTTP status, when it answered. */
  status?: number;
  /** Set for a failed attempt: why, and how long until the next one. */
  failure?: { error: string; delayMs: number };
}

/**
 * Records the results of attempts, many per statement. A result is written only when its attempt
 * is still the delivery's latest (a worker whose lease ran out does not overwrite the attempt that
 * took over). A failure schedules the next attempt after its delay, or dead-letters the delivery
 * when that would fall after its give-up date.
 */
export async function recordResults(db: Queryable, results: readonly AttemptResult[]): Promise<void> {
  const delivered = results.filter((result) => !result.failure);
  const failed = results.filter((result) => result.failure);
  if (delivered.length) {
    await db.query(
      `UPDATE webhook_deliveries d SET status = 'delivered', delivered_date = now(), lease_until = NULL, last_status = r.status, last_error = NULL
       FROM unnest($1::bigint[], $2::int[], $3::int[]) AS r(seq, attempt, status)
       WHERE d.seq = r.seq AND d.attempts = r.attempt AND d.status = 'pending'`,
      [delivered.map((r) => r.seq), delivered.map((r) => r.attempt), delivered.map((r) => r.status ?? null)],
    );
  }
  if (failed.length) {
    await db.query(
      `UPDATE webhook_deliveries d SET
         status = CASE WHEN now() + ${milliseconds('r.delay_ms')} > d.give_up_date THEN 'dead' ELSE 'pending' END,
         next_attempt_date = now() + ${milliseconds('r.delay_ms')},
         lease_until = NULL, last_status = r.status, last_error = r.error
       FROM unnest($1::bigint[], $2::int[], $3::int[], $4::text[], $5::double precision[]) AS r(seq, attempt, status, error, delay_ms)
       WHERE d.seq = r.seq AND d.attempts = r.attempt AND d.status = 'pending'`,
      [
        failed.map((r) => r.seq),
        failed.map((r) => r.attempt),
        failed.map((r) => r.status ?? null),
        failed.map((r) => r.failure!.error.slice(0, 500)),
        failed.map((r) => r.failure!.delayMs),
      ],
    );
  }
}
