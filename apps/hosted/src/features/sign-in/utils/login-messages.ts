import type { LoginResult } from '@vitrine/sdk';

/** What to tell the person for a failed sign-in or registration (spec §8 codes). */
export function failureMessage(result: LoginResult, flow: 'login' | 'register'): string {
  switch (result.errorCode) {
    case 'invalidPassword':
      return 'Wrong e-mail or password.';
    case 'resetPassword':
      return 'You need to choose a new password before you sign in. Use “Forgot password?” to get a link.';
    case 'emailAlreadyExists':
      return 'An account with this e-mail already exists. Sign in instead.';
    case 'missingCaptchaToken':
    case 'invalidCaptchaToken':
      return 'Please confirm that you are not a robot, then try again.';
    case 'invalidEmail':
      // Login maps every other failure to invalidEmail (spec §8): the platform's words say more.
      return flow === 'register' ? 'Enter a valid e-mail address.' : (result.error ?? 'We could not sign you in.');
    default:
      return result.error ?? 'We could not sign you in.';
  }
}

/** True when the platform asks for a captcha before it goes on. */
export const needsCaptcha = (result: LoginResult) => result.errorCode === 'missingCaptchaToken' || result.errorCode === 'invalidCaptchaToken';
