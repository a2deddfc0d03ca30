import { errorMessage } from '@vitrine/react';
import type { AppliedGiftCard } from '@vitrine/sdk/modules/checkout';
import { useState, type FormEvent } from 'react';
import { FormError } from './form-error.tsx';
import { TextField } from './text-field.tsx';

/** A change sent to the platform (a mutation's state fits): pending while it runs, and why it failed, if it did. */
interface ChangeState {
  isPending: boolean;
  error: unknown;
}

interface GiftCardFormProps {
  /** The card the checkout already has, if any: shown masked, with a way to take it off. */
  giftCard: Pick<AppliedGiftCard, 'obfuscatedCode' | 'amount'> | undefined;
  applying: ChangeState;
  removing: ChangeState;
  /** Asks the platform to apply the typed code; the page holds the client that sends it. */
  onApply: (code: string) => void;
  onRemove: () => void;
}

/**
 * Pays part (or all) of the order with a gift card, on the storefront's checkout and the hosted
 * one: the platform checks the code and its balance, and its refusal (unknown, used up, expired)
 * shows under the field. Once a card is applied the field gives way to the card, masked.
 */
export function GiftCardForm({ giftCard, applying, removing, onApply, onRemove }: GiftCardFormProps) {
  if (!giftCard) return <GiftCardCodeForm applying={applying} onApply={onApply} />;
  return (
    <>
      <p className="notice ok">
        Gift card {giftCard.obfuscatedCode} pays {giftCard.amount.formattedAmount}.{' '}
        <button type="button" className="button link" disabled={removing.isPending} onClick={onRemove}>
          Remove gift card
        </button>
      </p>
      <FormError message={removing.error ? errorMessage(removing.error) : undefined} />
    </>
  );
}

/**
 * The code field. Its own component so the typed code goes with it when a card is applied: after
 * the card is removed the field starts empty, without the page having to clear it.
 */
function GiftCardCodeForm({ applying, onApply }: Pick<GiftCardFormProps, 'applying' | 'onApply'>) {
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) onApply(code.trim());
  };
  return (
    <form onSubmit={submit} aria-label="Gift card" className="inline-form">
      <TextField
        label="Gift card code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        autoComplete="off"
        error={applying.error ? errorMessage(applying.error) : undefined}
      />
      <button type="submit" className="button secondary" disabled={applying.isPending}>
        Apply gift card
      </button>
    </form>
  );
}
