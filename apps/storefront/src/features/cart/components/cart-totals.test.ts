import type { Address, Cart, LineItem, Violation } from '@vitrine/react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { CartEstimate } from '../hooks/use-cart-estimate';
import { CartTotals } from './cart-totals';

const backpack = { id: 'backpack', quantity: 99, itemType: { preset: 'PHYSICAL' }, physicalProperties: { shippable: true } } as LineItem;
const ebook = { id: 'ebook', quantity: 1, itemType: { preset: 'DIGITAL' } } as LineItem;
const cartOf = (...lineItems: LineItem[]) => ({ id: 'cart-1', currency: 'USD', lineItems }) as unknown as Cart;
const cart = cartOf(backpack);

const money = (amount: string) => ({ amount });

/** The totals panel once the estimate answered `data` (violations, totals, shipping) for `address`. */
const renderWith = (data: object, { address, lines = cart }: { address?: Address; lines?: Cart } = {}) =>
  renderToStaticMarkup(
    createElement(CartTotals, {
      cart: lines,
      estimate: { estimate: { data, isFetching: false }, address, restored: 0, setAddress() {}, setShippingCode() {} } as unknown as CartEstimate,
    }),
  );
const render = (violations: Violation[]) => renderWith({ violations });

const tooMany: Violation = { severity: 'ERROR', description: 'Only 4 of “Waxed Canvas Backpack” left; lower the quantity', target: { lineItem: { id: 'backpack', name: 'LINE_ITEM_DEFAULT' } } };
const notShipped: Violation = { severity: 'ERROR', description: 'The store does not ship to this address', target: { other: { name: 'OTHER_DEFAULT' } } };

/** The items of the "Problems with your cart" list, or undefined when there is none. */
const listed = (html: string) => /<ul[^>]*aria-label="Problems with your cart">(.*?)<\/ul>/.exec(html)?.[1]?.match(/<li>[^<]*<\/li>/g);

/** What the totals' Shipping row says. */
const shippingRow = (html: string) => /<dt>Shipping<\/dt><dd>([^<]*)<\/dd>/.exec(html)?.[1];

describe("the cart's list of problems", () => {
  it('leaves out a problem that its line shows under itself, so it is said once', () => {
    expect(listed(render([tooMany]))).toBeUndefined();
  });

  it('keeps the problems of the whole cart', () => {
    expect(listed(render([tooMany, notShipped]))).toEqual(['<li>The store does not ship to this address</li>']);
  });
});

describe("the cart's estimated shipping", () => {
  const paris: Address = { country: 'FR', city: 'Paris' };
  const summary = { priceSummary: { subtotal: money('160.00'), shipping: money('0.00'), tax: money('0.00'), total: money('160.00') } };

  it('is no price, not a free $0.00, when no option ships to the address (the platform answers 0.00 then)', () => {
    expect(shippingRow(renderWith({ ...summary, violations: [notShipped], shippingInfo: {} }, { address: paris }))).toBe('—');
  });

  it('asks for an address before one is given, and shows the chosen option’s price once there is one', () => {
    expect(shippingRow(renderWith(summary))).toBe('Enter an address');
    const chosen = { ...summary, priceSummary: { ...summary.priceSummary, shipping: money('14.00') }, shippingInfo: { selectedCarrierServiceOption: { code: 'eu-post' } } };
    expect(shippingRow(renderWith(chosen, { address: paris }))).toBe('$14.00');
  });

  it('is not needed for a cart of downloads, rather than asking for an address to ship them to', () => {
    expect(shippingRow(renderWith(summary, { lines: cartOf(ebook) }))).toBe('Not needed');
  });
});
