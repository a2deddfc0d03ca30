import { useState } from 'react';
import { forgetAccount, rememberedAccounts } from '../utils/remembered-accounts';

/**
 * prompt=select_account: the accounts that signed in on this browser, to pick one (the password is
 * still asked), or another account.
 */
export function AccountPicker({ onPick }: { onPick: (email: string) => void }) {
  const [accounts, setAccounts] = useState(rememberedAccounts);
  return (
    <section aria-labelledby="accounts-heading">
      <h2 id="accounts-heading">Choose an account</h2>
      <ul className="account-list">
        {accounts.map((email) => (
          <li key={email}>
            <button type="button" className="button secondary account-choice" onClick={() => onPick(email)}>
              Continue as {email}
            </button>
            <button
              type="button"
              className="button link"
              aria-label={`Forget ${email} on this device`}
              onClick={() => {
                forgetAccount(email);
                setAccounts(rememberedAccounts());
              }}
            >
              Forget
            </button>
          </li>
        ))}
        <li>
          <button type="button" className="button secondary account-choice" onClick={() => onPick('')}>
            Use another account
          </button>
        </li>
      </ul>
    </section>
  );
}
