import type { Order } from '@vitrine/sdk/modules/orders';
import { lineOptions } from '../utils/order-text';

/** An order line's product name with its chosen options under it ("Colour: Red · Size: M"). */
export function LineName({ line }: { line: Order['lineItems'][number] }) {
  const options = lineOptions(line);
  return (
    <>
      {line.productName.translated ?? line.productName.original}
      {options.length > 0 && <div className="field-hint">{options.join(' · ')}</div>}
    </>
  );
}
