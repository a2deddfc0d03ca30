import { Table } from '@vitrine/app-kit/table';
import type { Order } from '@vitrine/sdk/modules/orders';
import { LineName } from '../components/line-name';

/**
 * A quantity per order line, each between 0 and what is left for this action (units not yet sent,
 * or not yet refunded). Lines with nothing left show 0 and cannot be changed.
 */
export function LineQuantities({
  order,
  caption,
  left,
  quantities,
  onChange,
}: {
  order: Order;
  caption: string;
  left(line: Order['lineItems'][number]): number;
  quantities: Record<string, number>;
  onChange(quantities: Record<string, number>): void;
}) {
  return (
    <Table className="line-quantities" caption={caption} showCaption columns={['Item', { label: 'Left', numeric: true }, { label: 'Quantity', numeric: true }]}>
      {order.lineItems.map((line) => {
        const max = left(line);
        const name = line.productName.translated ?? line.productName.original;
        return (
          <tr key={line.id}>
            <td>
              <LineName line={line} />
            </td>
            <td className="num">{max}</td>
            <td className="num">
              <input
                type="number"
                min={0}
                max={max}
                step={1}
                inputMode="numeric"
                aria-label={`Quantity of ${name}`}
                value={quantities[line.id] ?? 0}
                disabled={max === 0}
                onChange={(e) => onChange({ ...quantities, [line.id]: Math.min(max, Math.max(0, Math.floor(Number(e.target.value) || 0))) })}
              />
            </td>
          </tr>
        );
      })}
    </Table>
  );
}

/** The lines with a quantity above zero, as the platform takes them. */
export const chosenLines = (quantities: Record<string, number>) =>
  Object.entries(quantities)
    .filter(([, quantity]) => quantity > 0)
    .map(([id, quantity]) => ({ id, quantity }));
