import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '@vitrine/react';
import { LoginState, type LoginResult } from '@vitrine/sdk';
import type { IdentityProfile } from '@vitrine/sdk/modules/identity';
import { useState } from 'react';
import { useSignInClient, type RedirectSessionView } from '../../../lib/redirect-session';
import { captchaTokens, captchaWidgetOf } from '../utils/captcha';
import { failureMessage, needsCaptcha } from '../utils/login-messages';
import { useFinishSignIn } from './use-finish-sign-in';

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
  /** The captcha widget's token, once the person solved it. */
  captchaToken?: string;
}

/**
 * The hosted sign-in of one redirect session: credentials or registration, then the e-mail code or
 * the owner's approval when the platform asks for them, then (prompt=consent) the person's go-ahead,
 * and last the authorization that hands code and state (or access_denied) back to the app.
 */
export function useSignInFlow(session: RedirectSessionView) {
  const client = useSignInClient(session.clientId);
  const finisher = useFinishSignIn(session);
  const [step, setStep] = useState<SignInStep>({ name: 'credentials' });
  const policy = session.captcha?.required;
  const captchaWidget = captchaWidgetOf(session.captcha);
  // The visible box shows from the start where the site asks for it; the local invisible captcha
  // never shows, unless the platform refuses its token (then the box is the way on). A captcha
  // service's widget shows for either policy: the service decides whether to ask the person.
  const [captchaRequired, setCaptchaRequired] = useState(policy === 'VISIBLE' || (policy === 'INVISIBLE' && captchaWidget !== 'local'));
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
    setStep({ name: 'finished', message: await finisher.finish(sessionToken, email) });
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
    captchaWidget,
    captchaSiteKey: session.captcha?.siteKey,
    pending: action.isPending,
    error: action.error ? errorMessage(action.error) : undefined,
    clearError: () => action.reset(),

    login: ({ email, password, captchaToken }: Credentials) =>
      run(async () => proceedWith(await client.auth.login({ email, password, captchaTokens: captchaTokens(policy, captchaToken, captchaWidget) }), email, 'login')),

    register: ({ email, password, captchaToken, profile }: Credentials & { profile?: IdentityProfile }) =>
      run(async () =>
        proceedWith(await client.auth.register({ email, password, profile, captchaTokens: captchaTokens(policy, captchaToken, captchaWidget) }), email, 'register'),
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

    /** prompt=consent, Cancel: the app is told `access_denied` by the response mode it asked for. */
    deny: () =>
      run(async () => {
        if (step.name === 'consent') setStep({ name: 'finished', message: await finisher.deny(step.sessionToken) });
      }),

    /** Back to the credentials: a different account. */
    restart: () => {
      action.reset();
      setStep({ name: 'credentials' });
    },
  };
}

export type SignInFlow = ReturnType<typeof useSignInFlow>;
