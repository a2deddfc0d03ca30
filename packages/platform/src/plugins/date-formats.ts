import type { FastifyServerOptions } from 'fastify';
import { isStorableDate } from '../lib/storable-dates';

type Ajv = Parameters<NonNullable<NonNullable<FastifyServerOptions['ajv']>['onCreate']>>[0];
type StringFormat = { validate: (text: string) => boolean; compare?: (a: string, b: string) => number | undefined };

/**
 * Ajv's `date-time` and `date` formats (ajv-formats: RFC 3339's syntax, real days of real months)
 * narrowed to the dates the platform can store and read back (`lib/storable-dates.ts`), so a year 0
 * or a leap second is a 400 `FORMAT` at its field, from the schema, instead of a value the database
 * refuses (logged as input that reached it unvalidated) or stores to never match. Ajv's `onCreate`:
 * it runs after ajv-formats has added its formats, which this replaces.
 */
export function storableDateFormats(ajv: Ajv): void {
  for (const name of ['date-time', 'date']) {
    const rfc3339 = ajv.formats[name] as StringFormat;
    ajv.addFormat(name, { type: 'string', validate: (text: string) => rfc3339.validate(text) && isStorableDate(text), compare: rfc3339.compare });
  }
}
