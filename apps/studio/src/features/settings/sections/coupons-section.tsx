import { errorMessage } from '@vitrine/react';
import type { CouponInput } from '@vitrine/sdk/modules/store-settings';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { formatDate } from '../../../components/ui/dates';
import { SelectField, TextField } from '../../../components/ui/field';
import { EmptyState, ErrorState, Loading, Notice } from '../../../components/ui/states';
import { useCouponMutation, useCoupons } from '../api/settings';

const blank = { code: '', name: '', valueType: 'PERCENT' as CouponInput['valueType'], value: '', minimumSubtotal: '', usageLimit: '', expirationDate: '' };

/** Codes shoppers type at checkout: create, turn off and on, delete. */
export function CouponsSection() {
  const coupons = useCoupons();
  const change = useCouponMutation();
  const [form, setForm] = useState(blank);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const report = (text: string, after?: () => void) => ({
    onSuccess: () => {
      after?.();
      setOutcome({ tone: 'success', text });
    },
    onError: (error: Error) => setOutcome({ tone: 'error', text: errorMessage(error) }),
  });

  const create = (event: FormEvent) => {
    event.preventDefault();
    const input: CouponInput = {
      code: form.code.trim(),
      name: form.name.trim() || form.code.trim(),
      valueType: form.valueType,
      ...(form.valueType === 'PERCENT' ? { percentage: Number(form.value) } : { amount: form.value.trim() }),
      ...(form.minimumSubtotal.trim() ? { minimumSubtotal: form.minimumSubtotal.trim() } : {}),
      ...(form.usageLimit.trim() ? { usageLimit: Number(form.usageLimit) } : {}),
      ...(form.expirationDate ? { expirationDate: new Date(form.expirationDate).toISOString() } : {}),
    };
    change.mutate({ create: input }, report(`Coupon ${input.code} created.`, () => setForm(blank)));
  };

  return (
    <section className="panel" aria-labelledby="coupons-title">
      <h2 id="coupons-title">Coupons</h2>
      {outcome && <Notice tone={outcome.tone}>{outcome.text}</Notice>}
      {coupons.isPending ? (
        <Loading label="Loading coupons…" />
      ) : coupons.isError ? (
        <ErrorState message={errorMessage(coupons.error)} onRetry={() => coupons.refetch()} />
      ) : coupons.data.length === 0 ? (
        <EmptyState title="No coupons yet" />
      ) : (
        <table className="data">
          <caption className="visually-hidden">Coupons</caption>
          <thead>
            <tr>
              <th scope="col">Code</th>
              <th scope="col">Name</th>
              <th scope="col">Value</th>
              <th scope="col">Used</th>
              <th scope="col">Expires</th>
              <th scope="col">State</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {coupons.data.map((coupon) => (
              <tr key={coupon.id}>
                <td>
                  <code>{coupon.code}</code>
                </td>
                <td>{coupon.name}</td>
                <td>{coupon.valueType === 'PERCENT' ? `${coupon.percentage}%` : coupon.amount}</td>
                <td>
                  {coupon.timesUsed}
                  {coupon.usageLimit ? ` of ${coupon.usageLimit}` : ''}
                </td>
                <td>{formatDate(coupon.expirationDate)}</td>
                <td>{coupon.active === false ? <span className="badge">Off</span> : <span className="badge badge-ok">Active</span>}</td>
                <td>
                  <div className="actions">
                    <Button className="btn-small" onClick={() => change.mutate({ id: coupon.id, patch: { active: coupon.active === false } }, report(`Coupon ${coupon.code} turned ${coupon.active === false ? 'on' : 'off'}.`))}>
                      {coupon.active === false ? `Turn on ${coupon.code}` : `Turn off ${coupon.code}`}
                    </Button>
                    <Button className="btn-small" variant="ghost" onClick={() => change.mutate({ delete: coupon.id }, report(`Coupon ${coupon.code} deleted.`))}>
                      Delete {coupon.code}
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <form onSubmit={create} aria-label="New coupon">
        <h3>New coupon</h3>
        <div className="grid-4">
          <TextField label="Coupon code" required value={form.code} onChange={(e) => setForm({ ...form, code: e.target.value })} hint="Letters, digits, - and _" />
          <TextField label="Coupon name" value={form.name} onChange={(e) => setForm({ ...form, name: e.target.value })} />
          <SelectField
            label="Coupon kind"
            options={[
              { value: 'PERCENT', label: 'Percent off' },
              { value: 'AMOUNT', label: 'Amount off' },
            ]}
            value={form.valueType}
            onChange={(e) => setForm({ ...form, valueType: e.target.value as CouponInput['valueType'] })}
          />
          <TextField label={form.valueType === 'PERCENT' ? 'Percent off' : 'Amount off'} inputMode="decimal" required value={form.value} onChange={(e) => setForm({ ...form, value: e.target.value })} />
          <TextField label="Minimum subtotal" inputMode="decimal" value={form.minimumSubtotal} onChange={(e) => setForm({ ...form, minimumSubtotal: e.target.value })} />
          <TextField label="Usage limit" inputMode="numeric" value={form.usageLimit} onChange={(e) => setForm({ ...form, usageLimit: e.target.value })} />
          <TextField label="Coupon expires" type="datetime-local" value={form.expirationDate} onChange={(e) => setForm({ ...form, expirationDate: e.target.value })} />
        </div>
        <Button type="submit" variant="primary" busy={change.isPending} disabled={!form.code.trim() || !form.value.trim()}>
          Create coupon
        </Button>
      </form>
    </section>
  );
}
