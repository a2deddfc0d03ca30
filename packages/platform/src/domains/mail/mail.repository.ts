import type { Queryable } from '../../db/database';

export interface MailRow {
  id: string;
  site_id: string;
  to_address: string;
  kind: string;
  subject: string;
  body_text: string;
  status: 'PENDING' | 'SENT' | 'FAILED' | 'STORED';
  attempts: number;
  sent_date: Date | null;
  created_date: Date;
}

const columns = 'id, site_id, to_address, kind, subject, body_text, status, attempts, sent_date, created_date';

export async function insertMail(
  db: Queryable,
  mail: { id: string; siteId: string; to: string; kind: string; subject: string; text: string },
) {
  await db.query('INSERT INTO mail_outbox (id, site_id, to_address, kind, subject, body_text) VALUES ($1, $2, $3, $4, $5, $6)', [
    mail.id,
    mail.siteId,
    mail.to,
    mail.kind,
    mail.subject,
    mail.text,
  ]);
}

/** Claims pending messages; SKIP LOCKED lets every instance run a dispatcher without sending twice. */
export const claimPending = (db: Queryable, limit: number) =>
  db.query<MailRow>(
    `SELECT ${columns} FROM mail_outbox WHERE status = 'PENDING' AND attempts < 5 ORDER BY created_date LIMIT $1 FOR UPDATE SKIP LOCKED`,
    [limit],
  );

export async function markMail(db: Queryable, id: string, status: MailRow['status'], error?: string) {
  await db.query(
    `UPDATE mail_outbox SET status = $2, attempts = attempts + 1, last_error = $3,
       sent_date = CASE WHEN $2 = 'SENT' THEN now() ELSE sent_date END WHERE id = $1`,
    [id, status, error ?? null],
  );
}

export const listMail = (db: Queryable, siteId: string, limit: number, offset: number) =>
  db.query<MailRow>(`SELECT ${columns} FROM mail_outbox WHERE site_id = $1 ORDER BY created_date DESC, id LIMIT $2 OFFSET $3`, [
    siteId,
    limit,
    offset,
  ]);
