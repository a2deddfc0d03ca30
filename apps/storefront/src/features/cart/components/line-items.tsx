import { errorMessage, useRemoveLineItemMutation, useUpdateLineItemQuantityMutation, type Cart, type LineItem, type Violation } from '@vitrine/react';
import { useState } from 'react';
import { MediaImage } from '../../../components/ui/media-image';
import { formatMoney } from '../../../components/ui/money';
import { lineOptions } from '../../../lib/line-options';
import { LineProblemsStatus } from './line-problems-status';

const imageUrl = (image: LineItem['image']) => (typeof image === 'string' ? undefined : image?.url);

/**
 * The line's total: the platform's when it sent one, else price × quantity counted in minor units
 * (the decimal string's own places: "42.50" → 4250), so no floating-point cent goes astray.
 */
function lineTotal(line: LineItem): string | undefined {
  if (line.lineItemPrice?.amount) return line.lineItemPrice.amount;
  const amount = line.price?.amount;
  if (!amount) return undefined;
  const places = amount.split('.')[1]?.length ?? 0;
  const scale = 10 ** places;
  return ((Math.round(Number(amount) * scale) * line.quantity) / scale).toFixed(places);
}

/** An estimate's violation that a line shows under itself: an error about that line. */
const isProblemOf = (line: LineItem) => (violation: Violation) => violation.severity === 'ERROR' && violation.target.lineItem?.id === line.id;

/**
 * The estimate's problems that no line of `cart` shows under itself (`lineProblem`): those of the
 * whole cart (a destination not served, a total too large), for the cart's own list, so a line's
 * problem is said once, where its quantity and Remove are.
 */
export const cartProblems = (cart: Cart, violations: readonly Violation[]) => violations.filter((violation) => !cart.lineItems.some((line) => isProblemOf(line)(violation)));

/**
 * What a line that cannot be bought as it is says under its name. The estimate's violation for the
 * line first: the platform knows why (the checkout shows the same sentences), and a product the
 * store hid since it was added is "no longer for sale", where its availability alone
 * (`NOT_AVAILABLE`) cannot tell it from sold out. Without an estimate (the drawer asks for none),
 * the availability in words that fit every cause.
 */
export function lineProblem(line: LineItem, violations: readonly Violation[] = []): string | undefined {
  const own = violations.find(isProblemOf(line));
  if (own) return own.description;
  const status = line.availability?.status;
  if (!status || status === 'AVAILABLE') return undefined;
  return status === 'PARTIALLY_AVAILABLE' ? 'Not available in this quantity' : 'Not available';
}

function LineItemRow({ line, currency, violations }: { line: LineItem; currency: string; violations?: readonly Violation[] }) {
  const quantity = useUpdateLineItemQuantityMutation();
  const remove = useRemoveLineItemMutation();
  const name = line.productName?.original ?? 'Item';
  const pending = line.id.startsWith('optimistic-');
  const error = quantity.error ?? remove.error;
  const options = lineOptions(line.descriptionLines);
  const problem = lineProblem(line, violations);
  // What the shopper is typing while it is not a quantity yet (an emptied field): held here, since
  // the field showing the line's quantity again at once put the old digits back before the new ones.
  const [typing, setTyping] = useState<string>();
  return (
    <li className="line-item" data-testid="line-item">
      <MediaImage src={imageUrl(line.image)} alt="" width={72} height={72} sizes="72px" />
      <div>
        <div className="row">
          <h3>{name}</h3>
          <span className="line-total">{formatMoney(lineTotal(line), currency)}</span>
        </div>
        {options ? <p className="muted">{options}</p> : null}
        {line.quantity > 1 ? <p className="muted">{formatMoney(line.price?.amount, currency)} each</p> : null}
        {problem ? <p className="out-of-stock">{problem}</p> : null}
        <div className="row">
          <div className="quantity" role="group" aria-label={`Quantity of ${name}`}>
            <button type="button" className="button secondary" aria-label={`One fewer ${name}`} disabled={pending || line.quantity <= 1} onClick={() => quantity.mutate({ id: line.id, quantity: line.quantity - 1 })}>
              −
            </button>
            <input
              type="number"
              aria-label={`Quantity of ${name}`}
              min={1}
              inputMode="numeric"
              value={typing ?? line.quantity}
              disabled={pending}
              onChange={(event) => {
                const value = Number(event.target.value);
                const whole = Number.isInteger(value) && value >= 1;
                setTyping(whole ? undefined : event.target.value);
                if (whole) quantity.mutate({ id: line.id, quantity: value });
              }}
              // Left empty or at 0, the field shows the line's quantity again.
              onBlur={() => setTyping(undefined)}
            />
            <button type="button" className="button secondary" aria-label={`One more ${name}`} disabled={pending} onClick={() => quantity.mutate({ id: line.id, quantity: line.quantity + 1 })}>
              +
            </button>
          </div>
          <button type="button" className="button link" disabled={pending} onClick={() => remove.mutate(line.id)}>
            Remove<span className="visually-hidden"> {name}</span>
          </button>
        </div>
        {error ? <p className="field-error" role="alert">{errorMessage(error)}</p> : null}
      </div>
    </li>
  );
}

/**
 * The cart's lines; `violations`, the cart's estimate's, put each line's own problem under it, and
 * a change to those problems is announced once `settled` (the estimate is not being asked again).
 */
export function LineItems({ cart, violations, settled = true }: { cart: Cart; violations?: readonly Violation[]; settled?: boolean }) {
  const problems = cart.lineItems.flatMap((line) => lineProblem(line, violations) ?? []);
  return (
    <>
      <ul className="line-items">
        {cart.lineItems.map((line) => (
          <LineItemRow key={line.id} line={line} currency={cart.currency} violations={violations} />
        ))}
      </ul>
      <LineProblemsStatus problems={problems} settled={settled} />
    </>
  );
}
