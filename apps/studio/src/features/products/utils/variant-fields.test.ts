import type { Variant, VariantUpdate } from '@vitrine/sdk/modules/products';
import { describe, expect, it } from 'vitest';
import { nameVariantFields } from './variant-fields';

const red = { id: '4f1c2d3e-aaaa-4bbb-8ccc-000000000001', choices: { Colour: 'Red', Size: 'M' } } as unknown as Variant;
const blue = { id: '4f1c2d3e-aaaa-4bbb-8ccc-000000000002', choices: { Colour: 'Blue', Size: 'M' } } as unknown as Variant;
const patches = [{ variantIds: [blue.id], sku: 'MUG-1' }] as unknown as VariantUpdate[];

describe('a refused variant field, as the studio says it', () => {
  it('names the variant a patch index points at', () => {
    expect(nameVariantFields('variants.0.sku: SKU MUG-1 is already used', [red, blue], patches)).toBe('Blue / M SKU: SKU MUG-1 is already used');
  });

  it('names the variant a variant id points at (one the save did not touch)', () => {
    expect(nameVariantFields(`variants.${red.id}.sku: SKU MUG-1 is already used; variants.0.sku: SKU MUG-1 is sent twice`, [red, blue], patches)).toBe(
      'Red / M SKU: SKU MUG-1 is already used; Blue / M SKU: SKU MUG-1 is sent twice',
    );
  });

  it('leaves a path it cannot place as it is', () => {
    expect(nameVariantFields('variants.7.price: too high', [red, blue], patches)).toBe('variants.7.price: too high');
  });
});
