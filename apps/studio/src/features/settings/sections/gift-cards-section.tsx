import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { formatDate } from '../../../components/ui/dates';
import { formatMoney } from '@vitrine/sdk/modules/money';
import { TextField } from '../../../components/ui/field';
import { DataTable } from '../../../components/ui/data-table';
import { ActiveBadge, OnOffActions } from '../../../components/ui/on-off-actions';
import { useOutcome } from '../../../components/ui/outcome';
import { QueryView } from '../../../components/ui/query-view';
import { EmptyState } from '@vitrine/app-kit/states';
import { useGiftCardMutation, useGiftCards } from '../api/settings';

/** Gift cards: issue one with a code and a balance, see what is left, turn off or delete. */
export function GiftCardsSection({ currency }: { currency: string }) {
  const cards = useGiftCards();
  const change = useGiftCardMutation();
  const [code, setCode] = useState('');
  const [balance, setBalance] = useState('');
  const [expires, setExpires] = useState('');
  const { notice, report } = useOutcome();

  const issue = (event: FormEvent) => {
    event.preventDefault();
    const input = { code: code.trim(), balance: balance.trim(), ...(expires ? { expirationDate: new Date(expires).toISOString() } : {}) };
    change.mutate({ create: input }, report(`Gift card ${input.code} issued.`, () => {
        setCode('');
        setBalance('');
        setExpires('');
      }),
    );
  };

  return (
    <section className="panel" aria-labelledby="gift-cards-title">
      <h2 id="gift-cards-title">Gift cards</h2>
      {notice}
      <QueryView query={cards} loadingLabel="Loading gift cards…" isEmpty={(rows) => rows.length === 0} empty={<EmptyState title="No gift cards yet" />}>
        {(rows) => (
          <DataTable caption="Gift cards" columns={['Code', { label: 'Balance', numeric: true }, { label: 'Issued with', numeric: true }, 'Expires', 'State']} actions>
            {rows.map((card) => (
              <tr key={card.id}>
                <td>
                  <code>{card.code}</code>
                </td>
                <td className="num">{formatMoney(card.balance, currency)}</td>
                <td className="num">{formatMoney(card.initialBalance, currency)}</td>
                <td>{formatDate(card.expirationDate)}</td>
                <td>
                  <ActiveBadge active={card.active} />
                </td>
                <td>
                  <OnOffActions
                    name={card.code}
                    active={card.active}
                    onToggle={() => change.mutate({ id: card.id, patch: { active: !card.active } }, report(`Gift card ${card.code} turned ${card.active ? 'off' : 'on'}.`))}
                    onDelete={() => change.mutate({ delete: card.id }, report(`Gift card ${card.code} deleted.`))}
                  />
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </QueryView>
      <form onSubmit={issue} aria-label="New gift card">
        <h3>Issue a gift card</h3>
        <div className="grid-3">
          <TextField label="Gift card code" required minLength={8} hint="At least 8 letters, digits, - or _: the code is all it takes to spend the card." value={code} onChange={(e) => setCode(e.target.value)} />
          <TextField label="Balance" inputMode="decimal" required placeholder="50.00" value={balance} onChange={(e) => setBalance(e.target.value)} />
          <TextField label="Gift card expires" type="datetime-local" value={expires} onChange={(e) => setExpires(e.target.value)} />
        </div>
        <Button type="submit" variant="primary" busy={change.isPending} disabled={!code.trim() || !balance.trim()}>
          Issue gift card
        </Button>
      </form>
    </section>
  );
}
