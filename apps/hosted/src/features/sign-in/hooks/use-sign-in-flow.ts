import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '@vitrine/react';
import { LoginState, type LoginResult } from '@vitrine/sdk';
import type { IdentityProfile } from '@vitrine/sdk/modules/identity';
import { useState } from 'react';
import { leavePage } from '../../../lib/leave-page';
import { useShopperClient, useSignInClient, type RedirectSessionView } from '../../../lib/redirect-session';
import { captchaTokens } from '../utils/captcha';
import { deliverAuthorization } from '../utils/deliver-authorization';
import { failureMessage, needsCaptcha } from '../utils/login-messages';
import { rememberAccount } from '../utils/remembered-accounts';

export type SignInStep =
  | { name: 'credentials' }
  | { name: 'verify'; state: LoginResult; email: string }
  | { name: 'approval'; state: LoginResult; email: string }
  | { name: 'consent'; sessionToken: string; email: string }
  /** Handed back to the app: the browser is leaving, or the answer was posted to the opener. */
  | { name: 'finished'; message: string };

export interface Credentials {
  email: string;
  password: string;
  captchaPassed: boolean;
}

/**
 * The hosted sign-in of one redirect session: credentials or registration, then the e-mail code or
 * the owner's approval when the platform asks for them, then (prompt=consent) the person's go-ahead,
 * and last the authorization that hands code and state back to the app.
 */
export function useSignInFlow(session: RedirectSessionView) {
  const client = useSignInClient(session.clientId);
  const shopper = useShopperClient(session.clientId);
  const [step, setStep] = useState<SignInStep>({ name: 'credentials' });
  const [captchaRequired, setCaptchaRequired] = useState(false);
  const [notice, setNotice] = useState<string>();

  // One action at a time: its pending state disables the form, its error is the form's alert.
  const action = useMutation({
    mutationFn: async (run: () => Promise<void>) => {
      setNotice(undefined);
      await run();
    },
    onError: (error) => console.warn('hosted sign-in step failed', error),
  });

  async function finish(sessionToken: string, email: string) {
    rememberAccount(email);
    if (session.kind === 'login') {
      // A plain login session signs the member in to this origin's app, then goes back.
      await shopper.auth.getMemberTokensForDirectLogin(sessionToken);
      if (session.postFlowUrl) return leavePage(session.postFlowUrl);
      setStep({ name: 'finished', message: 'You are signed in.' });
      return;
    }
    const result = await client.hostedSession.authorize({ redirectSessionId: session.id, sessionToken });
    const handedBack = deliverAuthorization(result);
    setStep({
      name: 'finished',
      message: !handedBack ? 'You are signed in, but the app that asked is no longer open. Return to it and sign in again.' : result.redirectUrl ? 'Signed in. Taking you back…' : 'Signed in. You can close this window.',
    });
  }

  async function proceedWith(result: LoginResult, email: string, flow: 'login' | 'register') {
    switch (result.loginState) {
      case LoginState.SUCCESS:
        if (session.prompt === 'consent') return setStep({ name: 'consent', sessionToken: result.data.sessionToken!, email });
        return finish(result.data.sessionToken!, email);
      case LoginState.EMAIL_VERIFICATION_REQUIRED:
        return setStep({ name: 'verify', state: result, email });
      case LoginState.OWNER_APPROVAL_REQUIRED:
        return setStep({ name: 'approval', state: result, email });
      default:
        if (needsCaptcha(result)) setCaptchaRequired(true);
        throw new Error(failureMessage(result, flow));
    }
  }

  const run = (task: () => Promise<void>) => action.mutate(task);

  return {
    step,
    notice,
    captchaRequired,
    pending: action.isPending,
    error: action.error ? errorMessage(action.error) : undefined,
    clearError: () => action.reset(),

    login: ({ email, password, captchaPassed }: Credentials) =>
      run(async () => proceedWith(await client.auth.login({ email, password, captchaTokens: captchaTokens(captchaPassed) }), email, 'login')),

    register: ({ email, password, captchaPassed, profile }: Credentials & { profile?: IdentityProfile }) =>
      run(async () =>
        proceedWith(await client.auth.register({ email, password, profile, captchaTokens: captchaTokens(captchaPassed) }), email, 'register'),
      ),

    verify: (code: string) =>
      run(async () => {
        if (step.name !== 'verify') return;
        const result = await client.auth.processVerification({ verificationCode: code }, step.state);
        // A wrong or expired code keeps the step: the person may try again or ask for a new code.
        if (result.loginState === LoginState.EMAIL_VERIFICATION_REQUIRED) throw new Error(result.error ?? 'That code is not right.');
        await proceedWith(result, step.email, 'login');
      }),

    resend: () =>
      run(async () => {
        if (step.name !== 'verify') return;
        await client.auth.resendVerificationCode(step.state);
        setNotice(`We sent a new code to ${step.email}.`);
      }),

    checkApproval: () =>
      run(async () => {
        if (step.name !== 'approval') return;
        const result = await client.auth.proceed(step.state);
        if (result.loginState === LoginState.OWNER_APPROVAL_REQUIRED) return setNotice('Your account is still waiting for approval.');
        await proceedWith(result, step.email, 'login');
      }),

    consent: () =>
      run(async () => {
        if (step.name === 'consent') await finish(step.sessionToken, step.email);
      }),

    /** Back to the credentials: a different account, or a refused consent. */
    restart: () => {
      action.reset();
      setStep({ name: 'credentials' });
    },
  };
}

export type SignInFlow = ReturnType<typeof useSignInFlow>;
