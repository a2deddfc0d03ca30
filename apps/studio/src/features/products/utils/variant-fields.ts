import type { Variant, VariantUpdate } from '@vitrine/sdk/modules/products';
import { choiceLabel } from '../../../lib/variant-label';

/**
 * The platform names a refused variant field by the index of the patch that sent it
 * ("variants.2.sku") or, for a variant the save did not touch whose SKU now clashes, by the
 * variant's id ("variants.4f1c…-….sku"): either way, say which variant it is ("Red / M SKU").
 */
export function nameVariantFields(message: string, variants: readonly Variant[], patches: readonly VariantUpdate[]): string {
  return message.replace(/variants\.([0-9a-f]{8}-[0-9a-f-]{27}|\d+)\.(\w+)/gi, (whole, ref: string, field: string) => {
    const id = /^\d+$/.test(ref) ? patches[Number(ref)]?.variantIds?.[0] : ref;
    const variant = variants.find((candidate) => candidate.id === id);
    return variant ? `${choiceLabel(variant)} ${field === 'sku' ? 'SKU' : field}` : whole;
  });
}
