import nodemailer from 'nodemailer';
import type { Database, Queryable } from '../../db/database';
import { newId } from '../../lib/ids';
import * as repo from './mail.repository';

export type MailKind = 'VERIFICATION_CODE' | 'PASSWORD_RESET' | 'ACTIVATION';

export interface OutgoingMail {
  siteId: string;
  to: string;
  kind: MailKind;
  subject: string;
  text: string;
}

/** Sends one message; the SMTP transport in production, nothing in development (the outbox keeps it). */
export interface MailTransport {
  send(mail: { to: string; subject: string; text: string }): Promise<void>;
}

export interface MailerDeps {
  db: Database;
  /** undefined: no SMTP, messages stay in the outbox as STORED for the studio's mail viewer. */
  transport?: MailTransport;
  log?: (message: string) => void;
}

export type Mailer = ReturnType<typeof createMailer>;

/** SMTP through nodemailer when `SMTP_URL` is set; otherwise undefined. */
export const transportFromEnv = (): MailTransport | undefined =>
  process.env.SMTP_URL ? smtpTransport(process.env.SMTP_URL) : undefined;

export function smtpTransport(url: string, from = process.env.SMTP_FROM ?? 'Vitrine <no-reply@vitrine.local>'): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transporter.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
  };
}

/**
 * The e-mail outbox: `enqueue` writes a message in the caller's transaction, `deliverPending` sends
 * what is committed. A crash between the two loses nothing; the next delivery picks it up.
 */
export function createMailer({ db, transport, log }: MailerDeps) {
  let running: Promise<void> | undefined;

  async function deliverBatch(): Promise<number> {
    return db.transaction(async (tx) => {
      const batch = await repo.claimPending(tx, 20);
      for (const mail of batch) {
        if (!transport) {
          log?.(`mail to ${mail.to_address}: ${mail.subject}\n${mail.body_text}`);
          await repo.markMail(tx, mail.id, 'STORED');
          continue;
        }
        try {
          await transport.send({ to: mail.to_address, subject: mail.subject, text: mail.body_text });
          await repo.markMail(tx, mail.id, 'SENT');
        } catch (error) {
          await repo.markMail(tx, mail.id, mail.attempts + 1 >= 5 ? 'FAILED' : 'PENDING', String(error).slice(0, 500));
        }
      }
      return batch.length;
    });
  }

  return {
    async enqueue(tx: Queryable, mail: OutgoingMail): Promise<void> {
      await repo.insertMail(tx, { id: newId(), ...mail });
    },

    /** Sends everything pending; concurrent calls share one run. */
    deliverPending(): Promise<void> {
      running ??= (async () => {
        try {
          while ((await deliverBatch()) > 0);
        } finally {
          running = undefined;
        }
      })();
      return running;
    },

    async list(siteId: string, paging: { limit?: number; offset?: number }) {
      const rows = await repo.listMail(db, siteId, paging.limit ?? 50, paging.offset ?? 0);
      return rows.map((row) => ({
        id: row.id,
        to: row.to_address,
        kind: row.kind,
        subject: row.subject,
        text: row.body_text,
        status: row.status,
        createdDate: row.created_date.toISOString(),
        sentDate: row.sent_date?.toISOString(),
      }));
    },
  };
}
