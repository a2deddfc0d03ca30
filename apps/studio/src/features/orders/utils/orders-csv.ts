import type { Order } from '@vitrine/sdk/modules/orders';
import { lineOptions } from './order-text';

/**
 * Orders as CSV (RFC 4180): comma-separated, CRLF line ends, a field in double quotes when it
 * holds a comma, quote or line break (its quotes doubled). A field that a spreadsheet would run
 * as a formula (starting with = + - @) gets a leading apostrophe: buyers type their own names.
 */
const columns: Array<[string, (order: Order) => string | number | undefined]> = [
  ['Order', (order) => order.number],
  ['Placed', (order) => (order.createdDate instanceof Date ? order.createdDate.toISOString() : String(order.createdDate))],
  ['Status', (order) => order.status],
  ['Payment', (order) => order.paymentStatus],
  ['Fulfilment', (order) => order.fulfillmentStatus],
  ['E-mail', (order) => order.buyerInfo.email],
  ['Ship to', (order) => shipTo(order)],
  ['Items', (order) => order.lineItems.reduce((sum, line) => sum + line.quantity, 0)],
  ['Lines', (order) => order.lineItems.map(lineText).join('; ')],
  ['Currency', (order) => order.currency],
  ['Subtotal', (order) => order.priceSummary.subtotal.amount],
  ['Shipping', (order) => order.priceSummary.shipping.amount],
  ['Tax', (order) => order.priceSummary.tax.amount],
  ['Discount', (order) => order.priceSummary.discount.amount],
  ['Total', (order) => order.priceSummary.total.amount],
];

/** "2 × Linen Shirt (Colour: Red, Size: M)": the chosen options tell the lines of one product apart. */
function lineText(line: Order['lineItems'][number]): string {
  const options = lineOptions(line);
  return `${line.quantity} × ${line.productName.original}${options.length ? ` (${options.join(', ')})` : ''}`;
}

function shipTo(order: Order): string {
  const destination = order.shippingInfo?.shippingDestination;
  const contact = destination?.contactDetails;
  const address = destination?.address as Record<string, unknown> | undefined;
  const text = (key: string) => (typeof address?.[key] === 'string' ? (address[key] as string) : '');
  return [[contact?.firstName, contact?.lastName].filter(Boolean).join(' '), text('addressLine') || text('addressLine1'), text('city'), text('subdivision'), text('postalCode'), text('country')]
    .filter(Boolean)
    .join(', ');
}

export function csvField(value: string | number | undefined): string {
  let text = value === undefined ? '' : String(value);
  if (/^[=+\-@]/.test(text) && !/^-?\d/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function ordersToCsv(orders: readonly Order[]): string {
  const rows = [columns.map(([name]) => name), ...orders.map((order) => columns.map(([, read]) => read(order)))];
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
