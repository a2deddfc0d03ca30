import { FormError } from '@vitrine/app-kit/form-error';
import { Notice } from '../../../components/ui/notice';
import type { SignInFlow } from '../hooks/use-sign-in-flow';

/** The store approves new members itself: the person waits and can check again. */
export function ApprovalStep({ flow }: { flow: SignInFlow }) {
  return (
    <section aria-labelledby="approval-heading">
      <h2 id="approval-heading">Waiting for approval</h2>
      <p>The store approves new accounts. You can sign in once the owner has approved yours.</p>
      <FormError message={flow.error} />
      {flow.notice ? <Notice>{flow.notice}</Notice> : null}
      <div className="actions">
        <button type="button" className="button" onClick={flow.checkApproval} disabled={flow.pending}>
          {flow.pending ? 'Checking…' : 'Check again'}
        </button>
        <button type="button" className="button secondary" onClick={flow.restart} disabled={flow.pending}>
          Use another account
        </button>
      </div>
    </section>
  );
}
