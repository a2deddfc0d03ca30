import { errorMessage, useRemoveGiftCardMutation, useUpdateCheckoutMutation, type Checkout } from '@vitrine/react';
import { useState, type FormEvent } from 'react';
import { TextField } from '../../../components/ui/text-field';

/** Pays part (or all) of the order with a gift card; the platform checks the code and its balance. */
export function GiftCardForm({ checkout }: { checkout: Checkout }) {
  const [code, setCode] = useState('');
  const apply = useUpdateCheckoutMutation(checkout.id, { onSuccess: () => setCode('') });
  const remove = useRemoveGiftCardMutation(checkout.id);
  if (checkout.giftCard) {
    return (
      <p className="notice ok">
        Gift card {checkout.giftCard.obfuscatedCode} pays {checkout.giftCard.amount.formattedAmount}.{' '}
        <button type="button" className="button link" disabled={remove.isPending} onClick={() => remove.mutate()}>
          Remove gift card
        </button>
      </p>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) apply.mutate({ giftCardCode: code.trim() });
  };
  return (
    <form onSubmit={submit} aria-label="Gift card" className="inline-form">
      <TextField label="Gift card code" value={code} onChange={(event) => setCode(event.target.value)} autoComplete="off" error={apply.error ? errorMessage(apply.error) : undefined} />
      <button type="submit" className="button secondary" disabled={apply.isPending}>
        Apply gift card
      </button>
    </form>
  );
}
