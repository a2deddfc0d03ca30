import type { Variant } from '@vitrine/sdk/modules/products';

/** A variant as the merchant knows it: its choices ("Red / M"), or "Default" for a product without options. */
export const choiceLabel = (variant: Pick<Variant, 'choices'>) => Object.values(variant.choices).join(' / ') || 'Default';
