import { describe, expect, it } from 'vitest';
import { emptyProductForm, validateProductForm } from './product-form';

const form = (price: string, discountType: 'NONE' | 'AMOUNT' | 'PERCENT', discountValue: string) => ({ ...emptyProductForm(), name: 'Mug', price, discountType, discountValue });

describe('the product form’s discount', () => {
  it('takes an amount off up to the price, and refuses more, which would give the product away', () => {
    expect(validateProductForm(form('12.50', 'AMOUNT', '12.50')).discountValue).toBeUndefined();
    expect(validateProductForm(form('12.50', 'AMOUNT', '20')).discountValue).toBe('At most the price');
  });

  it('takes a percentage up to 100', () => {
    expect(validateProductForm(form('12.50', 'PERCENT', '100')).discountValue).toBeUndefined();
    expect(validateProductForm(form('12.50', 'PERCENT', '150')).discountValue).toBe('At most 100 %');
  });
});
