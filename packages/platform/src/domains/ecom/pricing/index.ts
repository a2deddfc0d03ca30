export { calculateTotals } from './calculate';
export type * from './types';
