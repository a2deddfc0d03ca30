import type { MailTransport } from './mail.service';

/** How the e-mail outbox is delivered in one platform process (`PlatformOptions.mail`). */
export interface MailOptions {
  /** SMTP server URL for nodemailer (`smtp://user:pass@host:587`). Default `SMTP_URL`; none keeps mail in the outbox. */
  smtpUrl?: string;
  /** The sender address. Default `SMTP_FROM`, or `Vitrine <no-reply@vitrine.local>`. */
  from?: string;
  /** Sends mail some other way (tests, other providers); wins over `smtpUrl`. */
  transport?: MailTransport;
  /**
   * Where a message kept in the outbox for want of SMTP is shown to whoever runs the platform, so
   * a password reset works on a machine with no mail server. Default: the platform's logger, at
   * `info`; the CLI prints it as it is, in its terminal.
   */
  print?: (text: string) => void;
  /** The background sweep's pause between passes. Default 5 s, or `VITRINE_MAIL_POLL_MS`. */
  sweepIntervalMs?: number;
  /** An SMTP exchange that has not finished by then fails (and is retried). Default 30 s. */
  sendTimeoutMs?: number;
  /** The first retry waits about this long; each next one twice as long. Default 30 s. */
  retryBaseMs?: number;
  /** The longest wait between two attempts. Default 30 minutes. */
  retryMaxMs?: number;
  /** Attempts before a message is marked FAILED. Default 8 (about two hours with the defaults). */
  maxAttempts?: number;
}

export type ResolvedMailOptions = Required<Omit<MailOptions, 'smtpUrl' | 'transport' | 'print'>> & Pick<MailOptions, 'smtpUrl' | 'transport' | 'print'>;

declare module '../../app' {
  interface PlatformOptions {
    /** E-mail delivery: SMTP, the sweep, retries (see domains/mail/mail.options.ts). */
    mail?: MailOptions;
  }
}

export function resolveMailOptions(options: MailOptions = {}, env: NodeJS.ProcessEnv = process.env): ResolvedMailOptions {
  const envPoll = Number(env.VITRINE_MAIL_POLL_MS);
  return {
    smtpUrl: options.smtpUrl ?? (env.SMTP_URL || undefined),
    from: options.from ?? env.SMTP_FROM ?? 'Vitrine <no-reply@vitrine.local>',
    transport: options.transport,
    print: options.print,
    sweepIntervalMs: options.sweepIntervalMs ?? (Number.isFinite(envPoll) && envPoll > 0 ? envPoll : 5000),
    sendTimeoutMs: options.sendTimeoutMs ?? 30_000,
    retryBaseMs: options.retryBaseMs ?? 30_000,
    retryMaxMs: options.retryMaxMs ?? 30 * 60 * 1000,
    maxAttempts: options.maxAttempts ?? 8,
  };
}
