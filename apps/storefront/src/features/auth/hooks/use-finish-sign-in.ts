import type { LoginResult } from '@vitrine/sdk';
import { useNavigate } from '../../../lib/routing';
import { savePendingSignIn } from '../utils/pending-sign-in';
import { signInPageHref } from '../utils/return-to';

/**
 * What a sign-in or a registration does with the platform's answer: signed in, back to `returnTo`;
 * a code sent by e-mail, on to the verify page, which returns there after. Any other answer stays
 * on the form, which says why (`loginFailure`).
 */
export function useFinishSignIn(returnTo: string): (result: LoginResult) => void {
  const navigate = useNavigate();
  return (result) => {
    if (result.loginState === 'SUCCESS') navigate(returnTo, { replace: true });
    if (result.loginState === 'EMAIL_VERIFICATION_REQUIRED') {
      savePendingSignIn(result, returnTo);
      navigate(signInPageHref('verify', returnTo));
    }
  };
}
