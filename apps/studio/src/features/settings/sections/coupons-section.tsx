import type { CouponInput } from '@vitrine/sdk/modules/store-settings';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { formatDate } from '../../../components/ui/dates';
import { formatMoney } from '@vitrine/sdk/modules/money';
import { ChoiceField, TextField } from '../../../components/ui/field';
import { DataTable } from '../../../components/ui/data-table';
import { ActiveBadge, OnOffActions } from '../../../components/ui/on-off-actions';
import { useOutcome } from '../../../components/ui/outcome';
import { QueryView } from '../../../components/ui/query-view';
import { EmptyState } from '@vitrine/app-kit/states';
import { useCouponMutation, useCoupons } from '../api/settings';
import { couponValueError } from './coupon-value';

const blank = { code: '', name: '', valueType: 'PERCENT' as CouponInput['valueType'], value: '', minimumSubtotal: '', usageLimit: '', expirationDate: '' };

/** Codes shoppers type at checkout: create, turn off and on, delete. */
export function CouponsSection({ currency }: { currency: string }) {
  const coupons = useCoupons();
  const change = useCouponMutation();
  const [form, setForm] = useState(blank);
  const { notice, report } = useOutcome();
  // The value's error shows once the merchant tried to create the coupon, then follows the typing.
  const [tried, setTried] = useState(false);
  const valueError = tried ? couponValueError(form.valueType, form.value) : undefined;

  const create = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (couponValueError(form.valueType, form.value)) return;
    const input: CouponInput = {
      code: form.code.trim(),
      name: form.name.trim() || form.code.trim(),
      valueType: form.valueType,
      ...(form.valueType === 'PERCENT' ? { percentage: Number(form.value.trim().replace(',', '.')) } : { amount: form.value.trim().replace(',', '.') }),
      ...(form.minimumSubtotal.trim() ? { minimumSubtotal: form.minimumSubtotal.trim() } : {}),
      ...(form.usageLimit.trim() ? { usageLimit: Number(form.usageLimit) } : {}),
      ...(form.expirationDate ? { expirationDate: new Date(form.expirationDate).toISOString() } : {}),
    };
    change.mutate({ create: input }, report(`Coupon ${input.code} created.`, () => {
        setForm(blank);
        setTried(false);
      }));
  };

  return (
    <section className="panel" aria-labelledby="coupons-title">
      <h2 id="coupons-title">Coupons</h2>
      {notice}
      <QueryView query={coupons} loadingLabel="Loading coupons…" isEmpty={(rows) => rows.length === 0} empty={<EmptyState title="No coupons yet" />}>
        {(rows) => (
          <DataTable caption="Coupons" columns={['Code', 'Name', 'Value', 'Used', 'Expires', 'State']} actions>
            {rows.map((coupon) => (
              <tr key={coupon.id}>
                <td>
                  <code>{coupon.code}</code>
                </td>
                <td>{coupon.name}</td>
                <td>{coupon.valueType === 'PERCENT' ? `${coupon.percentage}%` : formatMoney(coupon.amount ?? 0, currency)}</td>
                <td>
                  {coupon.timesUsed}
                  {coupon.usageLimit ? ` of ${coupon.usageLimit}` : ''}
                </td>
                <td>{formatDate(coupon.expirationDate)}</td>
                <td>
                  <ActiveBadge active={coupon.active !== false} />
                </td>
                <td>
                  <OnOffActions
                    name={coupon.code}
                    active={coupon.active !== false}
                    onToggle={() => change.mutate({ id: coupon.id, patch: { active: coupon.active === false } }, report(`Coupon ${coupon.code} turned ${coupon.active === false ? 'on' : 'off'}.`))}
                    onDelete={() => change.mutate({ delete: coupon.id }, report(`Coupon ${coupon.code} deleted.`))}
                  />
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </QueryView>
      <form onSubmit={create} aria-label="New coupon">
        <h3>New coupon</h3>
        <div className="grid-4">
          <TextField label="Coupon code" required value={form.code} onChange={(e) => setForm({ ...form, code: e.target.value })} hint="Letters, digits, - and _" />
          <TextField label="Coupon name" value={form.name} onChange={(e) => setForm({ ...form, name: e.target.value })} />
          <ChoiceField
            label="Coupon kind"
            choices={{ PERCENT: 'Percent off', AMOUNT: 'Amount off' }}
            value={form.valueType}
            onChoose={(choice) => setForm({ ...form, valueType: choice })}
          />
          <TextField label={form.valueType === 'PERCENT' ? 'Percent off' : `Amount off (${currency})`} inputMode="decimal" required value={form.value} error={valueError} onChange={(e) => setForm({ ...form, value: e.target.value })} />
          <TextField label={`Minimum subtotal (${currency})`} inputMode="decimal" value={form.minimumSubtotal} onChange={(e) => setForm({ ...form, minimumSubtotal: e.target.value })} />
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
