import { useState } from 'react';
import { Loading } from '@vitrine/app-kit/states';
import { Notice } from '../../../components/ui/notice';
import { usePublicConfig } from '@vitrine/app-kit/public-config-context';
import type { RedirectSessionView } from '../../../lib/redirect-session';
import { useSignInFlow } from '../hooks/use-sign-in-flow';
import { rememberedAccounts } from '../utils/remembered-accounts';
import { AccountPicker } from './account-picker';
import { ApprovalStep } from './approval-step';
import { ConsentStep } from './consent-step';
import { CredentialsForm } from './credentials-form';
import { VerificationStep } from './verification-step';

/** One redirect session's sign-in, step by step. */
export function SignInPanel({ session, mode }: { session: RedirectSessionView; mode: 'login' | 'register' }) {
  const flow = useSignInFlow(session);
  const { siteName } = usePublicConfig();
  // select_account starts from the accounts this browser knows, when it knows any.
  const [pickedEmail, setPickedEmail] = useState<string | undefined>(() =>
    session.prompt === 'select_account' && mode === 'login' && rememberedAccounts().length > 0 ? undefined : '',
  );

  const { step } = flow;
  switch (step.name) {
    case 'verify':
      return <VerificationStep flow={flow} email={step.email} />;
    case 'approval':
      return <ApprovalStep flow={flow} />;
    case 'consent':
      return <ConsentStep flow={flow} email={step.email} siteName={siteName} />;
    case 'finished':
      return step.message.endsWith('…') ? <Loading label={step.message} /> : <Notice>{step.message}</Notice>;
    case 'credentials':
      if (pickedEmail === undefined) return <AccountPicker onPick={setPickedEmail} />;
      return <CredentialsForm key={pickedEmail} flow={flow} mode={mode} redirectSessionId={session.id} initialEmail={pickedEmail} />;
  }
}
