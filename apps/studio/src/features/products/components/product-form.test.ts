import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { emptyProductForm } from '../utils/product-form';
import { ProductForm } from './product-form';

/** The product form with one option (Size: S, M), on the create page or on a product's page. */
const form = (creating: boolean) =>
  renderToStaticMarkup(
    createElement(ProductForm, {
      values: { ...emptyProductForm(), options: [{ key: 'size', name: 'Size', optionType: 'drop_down', choices: [{ key: 's', value: 'S', description: 'S' }, { key: 'm', value: 'M', description: 'M' }] }] },
      errors: {},
      currency: 'USD',
      onChange: () => undefined,
      onSubmit: () => undefined,
      submitLabel: 'Save',
      busy: false,
      creating,
    }),
  );

describe('the per-variant switch of a product with options', () => {
  it('on the new-product form, says the variants are filled in on the product’s page once it is created', () => {
    const html = form(true);
    expect(html).toContain('Set price, cost, weight and stock per variant');
    expect(html).toContain('You fill them in after creating the product: its page then lists every variant');
  });

  it('on a product’s page, where the variants grid is, says only what off means', () => {
    const html = form(false);
    expect(html).toContain('Off: every variant has the product&#x27;s price, cost and weight.');
    expect(html).not.toContain('after creating the product');
  });
});
