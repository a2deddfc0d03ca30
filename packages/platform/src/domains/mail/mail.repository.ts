import type { Queryable } from '../../db/database';
import { limitAndOffset, wholeNumber } from '../../db/whole-number';
import { milliseconds } from '../../db/interval';

export interface MailRow {
  id: string;
  site_id: string;
  to_address: string;
  reply_to: string | null;
  kind: string;
  subject: string;
  body_text: string;
  body_html: string | null;
  status: 'PENDING' | 'SENT' | 'FAILED' | 'STORED';
  attempts: number;
  last_error: string | null;
  next_attempt_at: Date;
  sent_date: Date | null;
  created_date: Date;
}

const columns = 'id, site_id, to_address, reply_to, kind, subject, body_text, body_html, status, attempts, last_error, next_attempt_at, sent_date, created_date';

export interface NewMail {
  id: string;
  siteId: string;
  to: string;
  replyTo?: string;
  kind: string;
  subject: string;
  text: string;
  html?: string;
  dedupeKey?: string;
}

/**
 * Writes messages in one statement; one whose `dedupeKey` the site already used is not written (a
 * notice goes out once).
 */
export async function insertMails(db: Queryable, mails: readonly NewMail[]) {
  if (mails.length === 0) return;
  const column = <T>(pick: (mail: NewMail) => T) => mails.map(pick);
  await db.query(
    `INSERT INTO mail_outbox (id, site_id, to_address, kind, subject, body_text, body_html, dedupe_key, reply_to)
     SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[])
     ON CONFLICT DO NOTHING`,
    [
      column((mail) => mail.id),
      column((mail) => mail.siteId),
      column((mail) => mail.to),
      column((mail) => mail.kind),
      column((mail) => mail.subject),
      column((mail) => mail.text),
      column((mail) => mail.html ?? null),
      column((mail) => mail.dedupeKey ?? null),
      column((mail) => mail.replyTo ?? null),
    ],
  );
}

/**
 * Claims up to `limit` due messages for one attempt each, leased for `leaseMs`, in one statement
 * (so its transaction is as short as the statement). `FOR UPDATE SKIP LOCKED` and the lease let
 * every instance run a sender without two of them taking the same attempt; the caller sends
 * outside any transaction, and a sender that dies mid-attempt leaves a lease that runs out.
 */
export const claimDue = (db: Queryable, limit: number, leaseMs: number) =>
  db.query<MailRow>(
    `WITH due AS (
       SELECT id FROM mail_outbox
       WHERE status = 'PENDING' AND next_attempt_at <= now() AND (lease_until IS NULL OR lease_until <= now())
       ORDER BY next_attempt_at, created_date LIMIT ${wholeNumber(limit)}
       FOR UPDATE SKIP LOCKED
     )
     UPDATE mail_outbox m SET attempts = m.attempts + 1, lease_until = now() + ${milliseconds('$1')}
     FROM due WHERE m.id = due.id
     RETURNING ${columns
       .split(', ')
       .map((column) => `m.${column}`)
       .join(', ')}`,
    [leaseMs],
  );

/** How one claimed attempt ended. Written only while the attempt is still the message's latest. */
export type MailOutcome =
  | { status: 'SENT' }
  /** No SMTP configured: kept for the owner's mail viewer. */
  | { status: 'STORED' }
  /** Failed: retried after `retryInMs`, or FAILED for good when that is undefined. */
  | { status: 'RETRY'; error: string; retryInMs?: number };

export async function recordOutcome(db: Queryable, id: string, attempt: number, outcome: MailOutcome): Promise<void> {
  if (outcome.status !== 'RETRY') {
    await db.query(
      `UPDATE mail_outbox SET status = $3, lease_until = NULL, last_error = NULL,
         sent_date = CASE WHEN $3 = 'SENT' THEN now() ELSE sent_date END
       WHERE id = $1 AND attempts = $2 AND status = 'PENDING'`,
      [id, attempt, outcome.status],
    );
    return;
  }
  await db.query(
    `UPDATE mail_outbox SET lease_until = NULL, last_error = $3,
       status = CASE WHEN $4::double precision IS NULL THEN 'FAILED' ELSE 'PENDING' END,
       next_attempt_at = CASE WHEN $4::double precision IS NULL THEN next_attempt_at ELSE now() + ${milliseconds('$4')} END
     WHERE id = $1 AND attempts = $2 AND status = 'PENDING'`,
    [id, attempt, outcome.error.slice(0, 500), outcome.retryInMs ?? null],
  );
}

export const listMail = (db: Queryable, siteId: string, limit: number, offset: number) =>
  db.query<MailRow>(
    `SELECT ${columns} FROM mail_outbox WHERE site_id = $1 ORDER BY created_date DESC, id ${limitAndOffset(limit, offset)}`,
    [siteId],
  );
