import type { Cart, LineItem, Violation } from '@vitrine/react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { CartEstimate } from '../hooks/use-cart-estimate';
import { CartTotals } from './cart-totals';

const cart = { id: 'cart-1', currency: 'USD', lineItems: [{ id: 'backpack', quantity: 99 } as LineItem] } as unknown as Cart;

/** The totals panel once the estimate answered with `violations`. */
const render = (violations: Violation[]) =>
  renderToStaticMarkup(
    createElement(CartTotals, {
      cart,
      estimate: { estimate: { data: { violations }, isFetching: false }, restored: 0, setAddress() {}, setShippingCode() {} } as unknown as CartEstimate,
    }),
  );

const tooMany: Violation = { severity: 'ERROR', description: 'Only 4 of “Waxed Canvas Backpack” left; lower the quantity', target: { lineItem: { id: 'backpack', name: 'LINE_ITEM_DEFAULT' } } };
const notShipped: Violation = { severity: 'ERROR', description: 'The store does not ship to this address', target: { other: { name: 'OTHER_DEFAULT' } } };

/** The items of the "Problems with your cart" list, or undefined when there is none. */
const listed = (html: string) => /<ul[^>]*aria-label="Problems with your cart">(.*?)<\/ul>/.exec(html)?.[1]?.match(/<li>[^<]*<\/li>/g);

describe("the cart's list of problems", () => {
  it('leaves out a problem that its line shows under itself, so it is said once', () => {
    expect(listed(render([tooMany]))).toBeUndefined();
  });

  it('keeps the problems of the whole cart', () => {
    expect(listed(render([tooMany, notShipped]))).toEqual(['<li>The store does not ship to this address</li>']);
  });
});
