import type { OutgoingMail } from '../mail/mail.service';

/** The identity e-mails. Plain text on purpose: no remote content, nothing for a client to block. */
export const verificationCodeMail = (siteId: string, to: string, code: string): OutgoingMail => ({
  siteId,
  to,
  kind: 'VERIFICATION_CODE',
  subject: `Your verification code: ${code}`,
  text: `Your verification code is ${code}.\n\nIt expires in 10 minutes. If you did not ask for it, ignore this e-mail.`,
});

export const passwordResetMail = (siteId: string, to: string, link: string): OutgoingMail => ({
  siteId,
  to,
  kind: 'PASSWORD_RESET',
  subject: 'Reset your password',
  text: `Someone asked to reset the password of this account. To choose a new password, open:\n\n${link}\n\nThe link works once, for one hour. If it was not you, ignore this e-mail.`,
});

export const activationMail = (siteId: string, to: string, link: string): OutgoingMail => ({
  siteId,
  to,
  kind: 'ACTIVATION',
  subject: 'Activate your account',
  text: `An account was created for you. To choose your password and activate it, open:\n\n${link}\n\nThe link works once, for seven days.`,
});
