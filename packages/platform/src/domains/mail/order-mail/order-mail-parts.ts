import type { AddressWithContact } from '../../ecom/ecom.schemas';
import type { OrderData } from '../../ecom/orders/order-data';
import { toDecimal } from '../../../lib/money';
import { html, type SafeHtml } from './html';
import type { OrderMailContext } from './order-mail-context';
import { taxLabel } from '@vitrine/app-kit/tax-label';

/** One block of an e-mail, in both of its forms. */
export interface MailPart {
  html: SafeHtml;
  text: string;
}

export const moneyOf = (currency: string) => (minor: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(Number(toDecimal(minor, currency)));

type Line = OrderData['lines'][number];

/** The options bought, as "Size: M, Colour: Red" (a line's descriptionLines). */
export function optionsOf(line: Line): string {
  return line.descriptionLines
    .map((description) => {
      const d = description as { name?: { original?: string }; plainText?: { original?: string }; colorInfo?: { original?: string } };
      const value = d.plainText?.original ?? d.colorInfo?.original;
      return d.name?.original && value ? `${d.name.original}: ${value}` : (value ?? d.name?.original);
    })
    .filter(Boolean)
    .join(', ');
}

/** The order's lines, or only `only` (id → quantity) for a shipment or a refund. */
export function linesPart(ctx: OrderMailContext, only?: Array<{ id: string; quantity: number }>): MailPart {
  const money = moneyOf(ctx.order.currency);
  const quantities = only?.length ? new Map(only.map((line) => [line.id, line.quantity])) : undefined;
  const lines = ctx.order.data.lines
    .filter((line) => !quantities || quantities.has(line.id))
    .map((line) => ({ line, quantity: quantities?.get(line.id) ?? line.quantity, options: optionsOf(line) }));
  return {
    html: html`<table role="presentation" width="100%" cellpadding="6" style="border-collapse:collapse">
${lines.map(
  ({ line, quantity, options }) => html`<tr style="border-bottom:1px solid #eee"><td><strong>${line.name}</strong>${options ? html`<br><span style="color:#666">${options}</span>` : ''}</td><td align="right">× ${quantity}</td><td align="right">${quantities ? '' : money(line.subtotal)}</td></tr>
`,
)}</table>`,
    text: lines.map(({ line, quantity, options }) => `- ${line.name}${options ? ` (${options})` : ''} × ${quantity}${quantities ? '' : `  ${money(line.subtotal)}`}`).join('\n'),
  };
}

/**
 * Subtotal, shipping, tax, discount and total; then, for an order a gift card paid part of, what
 * the card paid and what was charged besides, so the lines add up.
 */
export function totalsPart(ctx: OrderMailContext): MailPart {
  const money = moneyOf(ctx.order.currency);
  const t = ctx.order.data.totals;
  // The order's whole discount: its items' and its shipping's together (pricing/calculate.ts).
  const discount = t.discount;
  const rows: Array<[string, string]> = [
    ['Subtotal', money(t.subtotal)],
    ['Shipping', money(t.shipping)],
    // In a store whose prices include tax, the subtotal already holds it: the row says so, not that it was added.
    [taxLabel(ctx.order.data.taxIncludedInPrice), money(t.tax)],
    ...(discount > 0 ? [['Discount', `−${money(discount)}`] as [string, string]] : []),
    ['Total', money(t.total)],
    ...(t.giftCard ? ([[`Paid by gift card ${t.giftCard.obfuscatedCode}`, `−${money(t.giftCard.applied)}`], ['Charged', money(t.payNow)]] as Array<[string, string]>) : []),
    ...(t.giftCard && t.payLater > 0 ? [['To pay later', money(t.payLater)] as [string, string]] : []),
  ];
  return {
    html: html`<table role="presentation" width="100%" cellpadding="4">${rows.map(
      ([label, value]) => html`<tr><td>${label === 'Total' ? html`<strong>${label}</strong>` : label}</td><td align="right">${label === 'Total' ? html`<strong>${value}</strong>` : value}</td></tr>`,
    )}</table>`,
    text: rows.map(([label, value]) => `${label}: ${value}`).join('\n'),
  };
}

function addressLines(place: AddressWithContact | undefined): string[] {
  const contact = place?.contactDetails;
  const address = place?.address;
  const street = address?.streetAddress;
  return [
    [contact?.firstName, contact?.lastName].filter(Boolean).join(' '),
    contact?.company,
    address?.addressLine ?? street?.formattedAddressLine ?? [street?.number, street?.name].filter(Boolean).join(' '),
    address?.addressLine2,
    [address?.postalCode, address?.city].filter(Boolean).join(' '),
    [address?.subdivision, address?.country].filter(Boolean).join(', '),
  ].filter((line): line is string => Boolean(line));
}

/** Where the order goes: the shipping address or the pickup point, the option and its delivery slot. */
export function deliveryPart(ctx: OrderMailContext): MailPart | undefined {
  const shipping = ctx.order.data.shipping;
  if (!shipping) return undefined;
  const option = shipping.option;
  const pickup = option?.pickup;
  const heading = pickup ? 'Pickup point' : 'Shipping address';
  const lines = pickup ? addressLines({ address: pickup.address as AddressWithContact['address'] }) : addressLines(shipping.destination);
  const slot = option?.deliveryTimeSlot;
  const details = [option?.title, slot ? `Delivery slot: ${new Date(slot.from).toUTCString()} – ${new Date(slot.to).toUTCString()}` : undefined].filter(
    (line): line is string => Boolean(line),
  );
  return {
    html: html`<h3 style="margin:16px 0 4px">${heading}</h3><p style="margin:0">${lines.map((line, i) => html`${i ? html`<br>` : ''}${line}`)}</p>${details.map(
      (line) => html`<p style="margin:4px 0;color:#444">${line}</p>`,
    )}`,
    text: [`${heading}:`, ...lines.map((line) => `  ${line}`), ...details].join('\n'),
  };
}

/** A paragraph of plain words. */
export const paragraph = (text: string): MailPart => ({ html: html`<p>${text}</p>`, text });

/**
 * The whole message in the store's colours: logo or name on top, the parts, a button to the order,
 * and the store's contact address at the foot. The text alternative says the same in the same order.
 */
export function layout(ctx: OrderMailContext, subject: string, parts: Array<MailPart | undefined>, action?: { label: string; url: string }) {
  const { store } = ctx;
  // The address buyers reach the store at; the store's own notices sign off with it too.
  const signOff = store.replyToEmail ?? store.contactEmail;
  const present = parts.filter((part): part is MailPart => Boolean(part));
  const page = html`<!doctype html><html><head><meta charset="utf-8"><title>${subject}</title></head>
<body style="margin:0;background:#f6f6f6;font-family:Helvetica,Arial,sans-serif;color:#222">
<table role="presentation" width="100%" cellpadding="0"><tr><td align="center">
<table role="presentation" width="600" cellpadding="16" style="background:#fff;max-width:600px">
<tr><td style="background:${store.brandColor};color:#fff">${store.logoUrl ? html`<img src="${store.logoUrl}" alt="${store.name}" height="40">` : html`<strong style="font-size:20px">${store.name}</strong>`}</td></tr>
<tr><td>
${present.map((part) => part.html)}
${action ? html`<p style="margin-top:24px"><a href="${action.url}" style="background:${store.brandColor};color:#fff;padding:10px 16px;text-decoration:none;border-radius:4px">${action.label}</a></p>` : ''}
</td></tr>
<tr><td style="color:#888;font-size:12px">${store.name}${signOff ? html` · <a href="mailto:${signOff}">${signOff}</a>` : ''}</td></tr>
</table></td></tr></table></body></html>`;
  const text = [
    ...present.map((part) => part.text),
    ...(action ? [`${action.label}: ${action.url}`] : []),
    `— ${store.name}${signOff ? ` (${signOff})` : ''}`,
  ].join('\n\n');
  return { subject, html: page.value, text };
}
