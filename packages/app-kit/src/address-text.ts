/** Wire addresses are open objects (any extra keys pass through): read a field as text. */
export const text = (value: unknown): string => (typeof value === 'string' ? value : '');
