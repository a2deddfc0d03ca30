import type { AddressWithContact, DescriptionLine } from '@vitrine/sdk/modules/orders';

/** The SDK revives order dates into `Date`s; the studio's formatters take ISO strings. */
export const isoDate = (value: Date | string | undefined): string | undefined => (value instanceof Date ? value.toISOString() : value);

/** An option line of an order line as one phrase: "Colour: Red", "Size: M". */
export function describeLine(line: DescriptionLine): string {
  const name = line.name?.translated ?? line.name?.original;
  const value = line.colorInfo?.translated ?? line.colorInfo?.original ?? line.plainText?.translated ?? line.plainText?.original ?? '';
  return name ? `${name}: ${value}` : value;
}

/** An order line's chosen options, each as one phrase ("Colour: Red", "Size: M"). */
export const lineOptions = (line: { descriptionLines: readonly unknown[] }): string[] =>
  line.descriptionLines.map((d) => describeLine(d as DescriptionLine)).filter(Boolean);

/** An address with its contact as lines to print, best-known form first. */
export function addressLines(info: AddressWithContact | undefined): string[] {
  if (!info) return [];
  const contact = info.contactDetails;
  const address = info.address as (Record<string, unknown> & { addressLine?: string; addressLine1?: string }) | undefined;
  const name = [contact?.firstName, contact?.lastName].filter(Boolean).join(' ');
  const text = (key: string) => (typeof address?.[key] === 'string' ? (address[key] as string) : '');
  const street = text('addressLine') || text('addressLine1');
  const cityLine = [text('postalCode'), text('city')].filter(Boolean).join(' ');
  const region = [text('subdivision'), text('countryFullname') || text('country')].filter(Boolean).join(', ');
  return [name, contact?.company ?? '', street, text('addressLine2'), cityLine, region, contact?.phone ?? ''].filter(Boolean);
}

const checkoutOutcomes: Record<string, string> = { APPROVED: 'Approved', PENDING: 'Pending', NONE: 'Nothing to pay' };
const channels: Record<string, string> = { WEB: 'Online store', POS: 'Point of sale', BACKOFFICE_MERCHANT: 'Created by staff', OTHER_PLATFORM: 'Another platform' };

/** A platform code in words: a known one as the merchant would say it, any other as "Its name" ("TIKTOK" → "Tiktok"). */
export const inWords = (known: Record<string, string>, code: string) => known[code] ?? code.charAt(0) + code.slice(1).toLowerCase().replaceAll('_', ' ');

/** How the payment went at checkout, in words ("Approved", not `APPROVED`). */
export const checkoutOutcomeLabel = (outcome: string) => inWords(checkoutOutcomes, outcome);

/** Where the order was placed, in words ("Online store", not `WEB`). */
export const channelLabel = (channel: string) => inWords(channels, channel);
