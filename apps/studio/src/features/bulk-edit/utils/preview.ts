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

export interface PreviewRow {
  id: string;
  name: string;
  current: number | undefined;
  /** Undefined when the change cannot apply (no cost or weight to adjust): the platform reports it per product too. */
  next: number | undefined;
  problem?: string;
}

export interface BulkSubject {
  id: string;
  name: string;
  price: number;
  cost: number | undefined;
  weight: number | undefined;
  currency: string;
}

/**
 * What the bulk edit will do to each product, computed the way the platform does (integer minor
 * units, never below zero, rounding to whole units when asked) so the preview matches the outcome.
 */
export function previewBulkAction(subjects: readonly BulkSubject[], action: BulkAction): PreviewRow[] {
  return subjects.map((subject) => {
    const current = subject[action.property];
    const base = { id: subject.id, name: subject.name, current };
    if (action.mode === 'set') return { ...base, next: action.value };
    if (current === undefined) {
      return { ...base, next: undefined, problem: action.property === 'cost' ? 'No cost to adjust' : 'No weight to adjust' };
    }
    if (action.property === 'weight') return { ...base, next: adjustWeight(current, action) };
    return { ...base, next: adjustMoney(current, action, subject.currency) };
  });
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
