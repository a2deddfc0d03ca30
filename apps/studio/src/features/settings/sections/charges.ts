import type { Row } from '../../../components/ui/rows-editor';

type ChargeType = 'HANDLING_FEE' | 'INSURANCE';

/** The rows editor's column of each kind of charge a shipping option may carry. */
const columnOf: Record<ChargeType, 'handling' | 'insurance'> = { HANDLING_FEE: 'handling', INSURANCE: 'insurance' };

/**
 * A shipping option's charges are `[{ type, amount }]`; the rows editor shows one column per kind
 * (handling, insurance), so the merchant sees and edits what buyers pay on top of the option's cost.
 * An empty or zero column is no charge.
 */
export function toChargeRow(row: Row): Row {
  const { charges, ...rest } = row as Row & { charges?: Array<{ type: ChargeType; amount: string }> };
  const columns: Row = {};
  for (const charge of charges ?? []) columns[columnOf[charge.type]] = charge.amount;
  return { ...rest, ...columns };
}

export function fromChargeRow(row: Row): Row {
  const { handling, insurance, ...rest } = row;
  const charges = (Object.entries({ HANDLING_FEE: handling, INSURANCE: insurance }) as Array<[ChargeType, unknown]>)
    .filter(([, amount]) => typeof amount === 'string' && amount.trim() !== '' && Number(amount) !== 0)
    .map(([type, amount]) => ({ type, amount: (amount as string).trim() }));
  return charges.length ? { ...rest, charges } : rest;
}
