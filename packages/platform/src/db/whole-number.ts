/**
 * A page's size or offset, or a batch's, written into a statement's text instead of sent as a
 * parameter. Each prepared statement keeps one generic plan (database.ts `sessionSettings`), and a
 * LIMIT whose value the planner cannot see is planned as a tenth of the table. Checked here: a
 * whole number, never text.
 */
export function wholeNumber(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`not a whole number: ${value}`);
  return String(value);
}

/** `LIMIT n OFFSET m` of a page, both written into the text as whole numbers. */
export const limitAndOffset = (limit: number, offset: number) => `LIMIT ${wholeNumber(limit)} OFFSET ${wholeNumber(offset)}`;
