import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { VitrineProvider, type Cart, type LineItem, type Violation } from '@vitrine/react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LineItems } from './line-items';

const line = (id: string, name: string, status: NonNullable<LineItem['availability']>['status']) =>
  ({ id, quantity: 1, productName: { original: name }, price: { amount: '5.00' }, availability: { status } }) as unknown as LineItem;

const cart = (lines: LineItem[]) => ({ id: 'cart-1', currency: 'USD', lineItems: lines }) as unknown as Cart;

/** The lines as the cart page draws them, with the estimate's violations. */
const render = (lines: LineItem[], violations?: Violation[]) =>
  renderToStaticMarkup(
    createElement(QueryClientProvider, { client: new QueryClient() }, createElement(VitrineProvider, { client: {} as never }, createElement(LineItems, { cart: cart(lines), violations }))),
  );

const removeLine = (id: string, description: string): Violation => ({
  severity: 'ERROR',
  description,
  target: { lineItem: { id, name: 'LINE_ITEM_DEFAULT', suggestedFix: 'REMOVE_LINE_ITEM' } },
});

describe('a cart line that cannot be bought as it is', () => {
  it('says a product the store hid since it was added is no longer for sale, as the checkout does, not that the quantity is the problem', () => {
    // The platform's line says NOT_AVAILABLE for a hidden product as for a sold-out one; its estimate's violation tells them apart.
    const html = render(
      [line('hidden', 'Hidden mug', 'NOT_AVAILABLE'), line('sold-out', 'Sold-out mug', 'NOT_AVAILABLE'), line('fine', 'Fine mug', 'AVAILABLE')],
      [removeLine('hidden', '“Hidden mug” is no longer for sale'), removeLine('sold-out', '“Sold-out mug” is out of stock')],
    );
    expect(html).toContain('“Hidden mug” is no longer for sale');
    expect(html).toContain('“Sold-out mug” is out of stock');
    expect(html).not.toContain('Not available in this quantity');
    expect(html.match(/class="out-of-stock"/g)).toHaveLength(2);
  });

  it('without an estimate (the drawer), says what its availability says, and only "in this quantity" when some are left', () => {
    const html = render([line('hidden', 'Hidden mug', 'NOT_AVAILABLE'), line('few', 'Few mugs', 'PARTIALLY_AVAILABLE')]);
    expect(html.match(/<p class="out-of-stock">[^<]*<\/p>/g)).toEqual(['<p class="out-of-stock">Not available</p>', '<p class="out-of-stock">Not available in this quantity</p>']);
  });
});
