import nodemailer from 'nodemailer';
import type { Database, Queryable } from '../../db/database';
import { newId } from '../../lib/ids';
import { retryDelayMs } from '../events/retry-schedule';
import type { ResolvedMailOptions } from './mail.options';
import * as repo from './mail.repository';
import type { OrderMailKind } from './order-mail/order-mail-kinds';

export type MailKind = 'VERIFICATION_CODE' | 'PASSWORD_RESET' | 'ACTIVATION' | OrderMailKind;

export interface OutgoingMail {
  siteId: string;
  to: string;
  /** Sent as the Reply-To header: where the recipient's answer goes when not to the sender. */
  replyTo?: string;
  kind: MailKind;
  subject: string;
  text: string;
  /** An HTML alternative to `text` (order e-mails); sent as multipart/alternative. */
  html?: string;
  /** Unique per site: a second message with the same key is not enqueued (retried requests notify once). */
  dedupeKey?: string;
}

/** Sends one message; the SMTP transport in production, nothing in development (the outbox keeps it). */
export interface MailTransport {
  send(mail: { to: string; replyTo?: string; subject: string; text: string; html?: string }): Promise<void>;
}

export interface MailerDeps {
  db: Database;
  options: ResolvedMailOptions;
  /** A message kept for want of SMTP, shown to whoever runs the platform (`MailOptions.print`). */
  print?: (text: string) => void;
  /** A sweep that failed. */
  warn?: (message: string) => void;
  random?: () => number;
}

export type Mailer = ReturnType<typeof createMailer>;

/** Nodemailer over SMTP; its own timeouts end a connection that stalls at any step. */
export function smtpTransport(url: string, from: string, timeoutMs: number): MailTransport {
  const transporter = nodemailer.createTransport({ url, connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs });
  return {
    async send(mail) {
      await transporter.sendMail({
        from,
        to: mail.to,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
      });
    },
  };
}

/** Rejects when `work` has not settled after `ms`; the lease covers the attempt should it finish after all. */
function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

const batchSize = 20;

/**
 * The e-mail outbox: `enqueue` writes a message in the caller's transaction; `deliverPending`
 * (called after a commit) and a background sweep send what is due. Each message is claimed in one
 * short statement and sent outside any transaction, so a slow SMTP server holds no lock and, on
 * PGlite where transactions run one at a time, stalls no API request. A crash loses nothing: the
 * claim's lease runs out and the message is tried again.
 */
export function createMailer({ db, options, print, warn, random }: MailerDeps) {
  const transport = options.transport ?? (options.smtpUrl ? smtpTransport(options.smtpUrl, options.from, options.sendTimeoutMs) : undefined);
  const leaseMs = options.sendTimeoutMs + 30_000;
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let sweeping = false;

  async function attempt(mail: repo.MailRow): Promise<repo.MailOutcome> {
    if (!transport) {
      print?.(`mail to ${mail.to_address}: ${mail.subject}\n${mail.body_text}`);
      return { status: 'STORED' };
    }
    try {
      await within(transport.send({ to: mail.to_address, replyTo: mail.reply_to ?? undefined, subject: mail.subject, text: mail.body_text, html: mail.body_html ?? undefined }), options.sendTimeoutMs);
      return { status: 'SENT' };
    } catch (error) {
      const retryInMs =
        mail.attempts >= options.maxAttempts ? undefined : retryDelayMs(mail.attempts, options.retryBaseMs, options.retryMaxMs, random);
      return { status: 'RETRY', error: String(error), retryInMs };
    }
  }

  async function deliverBatch(): Promise<number> {
    const batch = await repo.claimDue(db, batchSize, leaseMs);
    await Promise.all(batch.map(async (mail) => repo.recordOutcome(db, mail.id, mail.attempts, await attempt(mail))));
    return batch.length;
  }

  /** Sends everything due; concurrent calls share one run. */
  function deliverPending(): Promise<void> {
    running ??= (async () => {
      try {
        while ((await deliverBatch()) > 0);
      } finally {
        running = undefined;
      }
    })();
    return running;
  }

  function scheduleSweep() {
    timer = setTimeout(() => {
      void deliverPending()
        .catch((error: unknown) => warn?.(`mail sweep failed: ${String(error)}`))
        .finally(() => {
          if (sweeping) scheduleSweep();
        });
    }, options.sweepIntervalMs);
    // The sweep alone never keeps the process alive.
    timer.unref();
  }

  return {
    enqueue(tx: Queryable, mail: OutgoingMail): Promise<void> {
      return repo.insertMails(tx, [{ id: newId(), ...mail }]);
    },

    /** Writes the messages in the caller's transaction in one statement; the sweep (or `deliverPending`) sends them. */
    enqueueAll(tx: Queryable, mails: readonly OutgoingMail[]): Promise<void> {
      return repo.insertMails(tx, mails.map((mail) => ({ id: newId(), ...mail })));
    },

    deliverPending,

    /** Starts the background sweep: retries come due and mail written by other instances goes out without waiting for a request. */
    start() {
      if (sweeping) return;
      sweeping = true;
      scheduleSweep();
    },

    /** Stops the sweep and waits for the run in progress (bounded by the send timeout). */
    async stop() {
      sweeping = false;
      clearTimeout(timer);
      await running?.catch(() => undefined);
    },

    async list(siteId: string, paging: { limit?: number; offset?: number }) {
      const rows = await repo.listMail(db, siteId, paging.limit ?? 50, paging.offset ?? 0);
      return rows.map((row) => ({
        id: row.id,
        to: row.to_address,
        replyTo: row.reply_to ?? undefined,
        kind: row.kind,
        subject: row.subject,
        text: row.body_text,
        html: row.body_html ?? undefined,
        status: row.status,
        attempts: row.attempts,
        lastError: row.last_error ?? undefined,
        nextAttemptDate: row.status === 'PENDING' ? row.next_attempt_at.toISOString() : undefined,
        createdDate: row.created_date.toISOString(),
        sentDate: row.sent_date?.toISOString(),
      }));
    },
  };
}
