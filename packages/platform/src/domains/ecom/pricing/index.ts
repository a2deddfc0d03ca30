export { calculateTotals } from './calculate';
export * from './money';
export type * from './types';
