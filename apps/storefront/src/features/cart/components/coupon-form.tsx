import { errorMessage, useApplyCouponMutation, useRemoveCouponMutation, type Cart } from '@vitrine/react';
import { useId, useState, type FormEvent } from 'react';

export function CouponForm({ cart }: { cart: Cart }) {
  const [code, setCode] = useState('');
  const apply = useApplyCouponMutation({ onSuccess: () => setCode('') });
  const remove = useRemoveCouponMutation();
  const id = useId();
  if (cart.couponCode) {
    return (
      <p className="notice ok">
        Coupon <strong>{cart.couponCode}</strong> applied.{' '}
        <button type="button" className="button link" onClick={() => remove.mutate()}>
          Remove coupon
        </button>
      </p>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) apply.mutate(code.trim());
  };
  return (
    <form onSubmit={submit} className="field" aria-label="Coupon">
      <label htmlFor={id}>Coupon code</label>
      <div style={{ display: 'flex', gap: '0.5rem' }}>
        <input id={id} value={code} onChange={(event) => setCode(event.target.value)} autoComplete="off" aria-describedby={apply.error ? `${id}-error` : undefined} />
        <button type="submit" className="button secondary" disabled={apply.isPending}>
          Apply
        </button>
      </div>
      {apply.error ? (
        <p className="field-error" id={`${id}-error`} role="alert">
          {errorMessage(apply.error)}
        </p>
      ) : null}
    </form>
  );
}
