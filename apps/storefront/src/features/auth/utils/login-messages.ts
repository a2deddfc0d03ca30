import { errorMessage } from '@vitrine/react';
import type { LoginResult } from '@vitrine/sdk';

/** What to tell a shopper for each failure code of spec §8. */
const messages: Record<NonNullable<LoginResult['errorCode']>, string> = {
  invalidPassword: 'Wrong e-mail or password.',
  invalidEmail: 'Wrong e-mail or password.',
  resetPassword: 'This account needs a new password: use “Forgot your password?”.',
  emailAlreadyExists: 'There is already an account with this e-mail. Sign in instead.',
  missingCaptchaToken: 'Please confirm you are not a robot and try again.',
  invalidCaptchaToken: 'Please confirm you are not a robot and try again.',
};

export function loginMessage(result: LoginResult): string {
  if (result.loginState === 'OWNER_APPROVAL_REQUIRED') return 'Thanks! The store will approve your account; you can sign in once it has.';
  return (result.errorCode && messages[result.errorCode]) || result.error || 'Signing in did not work. Please try again.';
}

/** Why a sign-in or registration form's last try did not go on: the call failed, or the platform said no. */
export function loginFailure(error: unknown, result: LoginResult | undefined): string | undefined {
  if (error) return errorMessage(error);
  return result && result.loginState !== 'SUCCESS' && result.loginState !== 'EMAIL_VERIFICATION_REQUIRED' ? loginMessage(result) : undefined;
}
