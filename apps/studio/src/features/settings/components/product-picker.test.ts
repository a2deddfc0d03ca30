import { describe, expect, it } from 'vitest';
import { chosenLabel } from './product-picker';

describe('a chosen product in the picker', () => {
  const names = new Map([['0b0e6c1e-2f4a-4f7e-9a51-6f2c1d3e4a5b', 'Linen Shirt']]);

  it('reads as its name', () => {
    expect(chosenLabel('0b0e6c1e-2f4a-4f7e-9a51-6f2c1d3e4a5b', names, true)).toBe('Linen Shirt');
  });

  it('says when its id names no product (deleted since), once every chosen product was asked for and answered', () => {
    expect(chosenLabel('7f3a9c2d-1111-4222-8333-444455556666', names, true)).toBe('No such product · 7f3a9c2d');
    expect(chosenLabel('7f3a9c2d-1111-4222-8333-444455556666', names, false)).toBe('7f3a9c2d-1111-4222-8333-444455556666');
  });

  it('shows text that is no id as it is', () => {
    expect(chosenLabel('mug-123', names, true)).toBe('mug-123');
  });
});
