import { errorMessage } from '@vitrine/react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { formatDate } from '../../../components/ui/dates';
import { TextField } from '../../../components/ui/field';
import { EmptyState, ErrorState, Loading, Notice } from '../../../components/ui/states';
import { useGiftCardMutation, useGiftCards } from '../api/settings';

/** Gift cards: issue one with a code and a balance, see what is left, turn off or delete. */
export function GiftCardsSection() {
  const cards = useGiftCards();
  const change = useGiftCardMutation();
  const [code, setCode] = useState('');
  const [balance, setBalance] = useState('');
  const [expires, setExpires] = useState('');
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const report = (text: string, after?: () => void) => ({
    onSuccess: () => {
      after?.();
      setOutcome({ tone: 'success', text });
    },
    onError: (error: Error) => setOutcome({ tone: 'error', text: errorMessage(error) }),
  });

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
      {outcome && <Notice tone={outcome.tone}>{outcome.text}</Notice>}
      {cards.isPending ? (
        <Loading label="Loading gift cards…" />
      ) : cards.isError ? (
        <ErrorState message={errorMessage(cards.error)} onRetry={() => cards.refetch()} />
      ) : cards.data.length === 0 ? (
        <EmptyState title="No gift cards yet" />
      ) : (
        <table className="data">
          <caption className="visually-hidden">Gift cards</caption>
          <thead>
            <tr>
              <th scope="col">Code</th>
              <th scope="col" className="num">
                Balance
              </th>
              <th scope="col" className="num">
                Issued with
              </th>
              <th scope="col">Expires</th>
              <th scope="col">State</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {cards.data.map((card) => (
              <tr key={card.id}>
                <td>
                  <code>{card.code}</code>
                </td>
                <td className="num">{card.balance}</td>
                <td className="num">{card.initialBalance}</td>
                <td>{formatDate(card.expirationDate)}</td>
                <td>{card.active ? <span className="badge badge-ok">Active</span> : <span className="badge">Off</span>}</td>
                <td>
                  <div className="actions">
                    <Button className="btn-small" onClick={() => change.mutate({ id: card.id, patch: { active: !card.active } }, report(`Gift card ${card.code} turned ${card.active ? 'off' : 'on'}.`))}>
                      {card.active ? `Turn off ${card.code}` : `Turn on ${card.code}`}
                    </Button>
                    <Button className="btn-small" variant="ghost" onClick={() => change.mutate({ delete: card.id }, report(`Gift card ${card.code} deleted.`))}>
                      Delete {card.code}
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <form onSubmit={issue} aria-label="New gift card">
        <h3>Issue a gift card</h3>
        <div className="grid-3">
          <TextField label="Gift card code" required value={code} onChange={(e) => setCode(e.target.value)} />
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
