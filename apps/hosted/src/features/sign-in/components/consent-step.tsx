import { FormError } from '@vitrine/app-kit/form-error';
import type { SignInFlow } from '../hooks/use-sign-in-flow';

/** prompt=consent: the person confirms before the app receives their sign-in. */
export function ConsentStep({ flow, email, siteName }: { flow: SignInFlow; email: string; siteName: string }) {
  return (
    <section aria-labelledby="consent-heading">
      <h2 id="consent-heading">Continue to {siteName}?</h2>
      <p>
        The app that sent you here will be signed in as <strong>{email}</strong> and can act for you in this store.
      </p>
      <FormError message={flow.error} />
      <div className="actions">
        <button type="button" className="button" onClick={flow.consent} disabled={flow.pending} autoFocus>
          {flow.pending ? 'Continuing…' : 'Allow'}
        </button>
        <button type="button" className="button secondary" onClick={flow.deny} disabled={flow.pending}>
          Cancel
        </button>
      </div>
    </section>
  );
}
