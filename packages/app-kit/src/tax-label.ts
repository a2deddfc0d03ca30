/**
 * The tax row's label in a list of totals, wherever one is shown (the studio's order, the
 * checkout's totals): in a store whose prices include tax, the tax is part of the subtotal, not
 * added to it, and the row says so.
 */
export const taxLabel = (includedInPrices: boolean | undefined) => (includedInPrices ? 'Tax included' : 'Tax');
