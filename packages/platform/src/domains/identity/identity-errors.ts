import { AppError, invalid } from '../../lib/app-error';

/**
 * The identity service's application codes (spec §8, wire contract). Clients switch on these
 * numbers, so they are kept exactly; the descriptions are ours.
 */
export const identityCodes = {
  wrongPassword: '-19976',
  resetPassword: '-19973',
  missingCaptcha: '-19971',
  invalidCaptcha: '-19970',
  emailExists: '-19995',
} as const;

const appError = (kind: ConstructorParameters<typeof AppError>[0], code: string, description: string, data?: Record<string, unknown>) =>
  new AppError(kind, description, { applicationError: { code, description, data } });

/** Same answer for an unknown e-mail and a wrong password: the login says nothing about who is a member. */
export const wrongCredentials = () => appError('unauthorized', identityCodes.wrongPassword, 'Wrong email or password');
export const passwordResetRequired = () => appError('forbidden', identityCodes.resetPassword, 'The password must be reset before signing in');
export const missingCaptcha = () => appError('invalid', identityCodes.missingCaptcha, 'A captcha token is required');
export const invalidCaptcha = () => appError('invalid', identityCodes.invalidCaptcha, 'The captcha token is invalid');
export const emailExists = () => appError('conflict', identityCodes.emailExists, 'A member with this email already exists');
export const memberBlocked = () => appError('forbidden', 'MEMBER_BLOCKED', 'This member cannot sign in');
/** A member still waiting (owner approval, or an e-mail nobody vouched for): not blocked, not yet in. */
export const memberPending = (reasons: string[]) =>
  appError('forbidden', 'MEMBER_PENDING', `This member is waiting: ${reasons.join(', ') || 'pending'}`, { reasons });
export const invalidStateToken = () => appError('invalid', 'INVALID_STATE_TOKEN', 'The state token is invalid or has expired');
export const invalidCode = (attemptsLeft: number) =>
  appError('invalid', 'INVALID_VERIFICATION_CODE', 'The verification code is wrong or has expired', { attemptsLeft });
export const tooManyCodeAttempts = () =>
  appError('rate_limited', 'TOO_MANY_ATTEMPTS', 'Too many wrong codes; ask for a new code');
export const resendTooSoon = (retryAfter: number) =>
  new AppError('rate_limited', 'A code was sent moments ago', {
    applicationError: { code: 'RESEND_TOO_SOON', description: 'A code was sent moments ago; wait before asking again' },
    headers: { 'retry-after': String(retryAfter) },
  });
export const invalidExternalToken = (why: string) =>
  appError('unauthorized', 'INVALID_EXTERNAL_TOKEN', `The identity provider's token was refused: ${why}`);
export const invalidRecoveryToken = () => appError('invalid', 'INVALID_RECOVERY_TOKEN', 'The link is invalid, expired or was already used');

/** The e-mail field violation of a registration: clients map `data.type = EMAIL` to invalidEmail. */
export const invalidEmail = (field: string) =>
  invalid([{ field, description: 'must be a valid email address', violatedRule: 'FORMAT', data: { type: 'EMAIL' } }]);
