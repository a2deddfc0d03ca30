import { currencyDigits, fromMinor, toMinor } from '@vitrine/sdk/modules/money';

export type BulkProperty = 'price' | 'cost' | 'weight';
export type BulkMode = 'set' | 'amount' | 'percent';

export interface BulkAction {
  property: BulkProperty;
  mode: BulkMode;
  /** The typed value: the new value (set), the change (amount, may be negative) or the percentage. */
  value: number;
  /** Round money to whole currency units, weights to whole units. */
  rounding: boolean;
}

/** A variant's values as the shopper meets them: its own where it overrides the product's, else the product's. */
export interface VariantValues {
  /** Its choices, e.g. "M / Blue". */
  name: string;
  price: number;
  cost: number | undefined;
  weight: number | undefined;
}

export interface PreviewValues {
  current: number | undefined;
  /** Undefined when the change cannot apply (no cost or weight to adjust): the platform reports it per product too. */
  next: number | undefined;
}

export interface PreviewRow extends PreviewValues {
  id: string;
  name: string;
  /** What each variant's value becomes, in the product's order; empty for a product without variants. */
  variants: Array<PreviewValues & { name: string }>;
  problem?: string;
}

export interface BulkSubject {
  id: string;
  name: string;
  price: number;
  cost: number | undefined;
  weight: number | undefined;
  currency: string;
  variants?: readonly VariantValues[];
}

/**
 * What the bulk edit will do to each product and each of its variants, computed the way the
 * platform does (integer minor units, never below zero, rounding to whole units when asked) so the
 * preview matches the outcome. A set value becomes every variant's (the platform drops their own);
 * an adjustment moves each variant's own value, and a variant without one follows the product,
 * so either way a variant's new value is the change applied to its value now.
 */
export function previewBulkAction(subjects: readonly BulkSubject[], action: BulkAction): PreviewRow[] {
  return subjects.map((subject) => {
    const change = (current: number | undefined): PreviewValues => {
      if (action.mode === 'set') return { current, next: action.value };
      if (current === undefined) return { current, next: undefined };
      return { current, next: action.property === 'weight' ? adjustWeight(current, action) : adjustMoney(current, action, subject.currency) };
    };
    const row = { id: subject.id, name: subject.name, ...change(subject[action.property]), variants: (subject.variants ?? []).map((variant) => ({ name: variant.name, ...change(variant[action.property]) })) };
    if (action.mode !== 'set' && row.current === undefined) return { ...row, next: undefined, problem: action.property === 'cost' ? 'No cost to adjust' : 'No weight to adjust' };
    return row;
  });
}

/**
 * The lowest and highest of a row's values now (`current`) or after (`next`): its variants' when it
 * has any, so a product whose variants cost $10 and $14 reads "$10.00 – $14.00", else its own.
 */
export function valueRange(row: PreviewRow, which: keyof PreviewValues): [number, number] | undefined {
  const values = (row.variants.length ? row.variants.map((variant) => variant[which]) : [row[which]]).filter((value): value is number => value !== undefined);
  return values.length ? [Math.min(...values), Math.max(...values)] : undefined;
}

function adjustMoney(amount: number, action: BulkAction, currency: string): number {
  const minor = toMinor(amount, currency);
  let next = action.mode === 'amount' ? minor + toMinor(action.value, currency) : Math.round(minor * (1 + action.value / 100));
  if (action.rounding) {
    const unit = 10 ** currencyDigits(currency);
    next = Math.round(next / unit) * unit;
  }
  return fromMinor(Math.max(0, next), currency);
}

function adjustWeight(weight: number, action: BulkAction): number {
  const next = action.mode === 'amount' ? weight + action.value : weight * (1 + action.value / 100);
  return Math.max(0, Math.round((action.rounding ? Math.round(next) : next) * 1000) / 1000);
}

/** The request body for the SDK's bulk calls. */
export function bulkRequest(action: BulkAction):
  | { kind: 'set'; set: Partial<Record<BulkProperty, number>> }
  | { kind: 'adjust'; adjust: Partial<Record<BulkProperty, { amount?: number; percentage?: number; rounding?: boolean }>> } {
  if (action.mode === 'set') return { kind: 'set', set: { [action.property]: action.value } };
  const adjustment = action.mode === 'amount' ? { amount: action.value } : { percentage: action.value };
  return { kind: 'adjust', adjust: { [action.property]: { ...adjustment, rounding: action.rounding || undefined } } };
}
