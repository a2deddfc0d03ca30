import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { safeReturnPath, signInPageHref } from './return-to';

describe('where a sign-in returns', () => {
  it('returns to the page the header link was followed from, with its query', () => {
    expect(safeReturnPath('/product-page/olive-wood-spoon')).toBe('/product-page/olive-wood-spoon');
    expect(safeReturnPath('/shop?q=mug&page=2')).toBe('/shop?q=mug&page=2');
  });

  it('followed from the sign-in or registration page, goes on to where that page was to return', () => {
    const fromSignIn = paths.signIn.href(paths.signIn.href('/cart'));
    expect(safeReturnPath(new URL(fromSignIn, 'http://store').searchParams.get('returnTo')!)).toBe('/cart');
    expect(safeReturnPath('/register?returnTo=%2Fshop')).toBe('/shop');
    expect(safeReturnPath('/sign-in')).toBe('/account');
    expect(safeReturnPath('/verify')).toBe('/account');
  });

  it('followed from a guest order link, most often one that expired, goes to that order in the account, not back to the link', () => {
    const token = ['header', Buffer.from(JSON.stringify({ sub: 'order-1' })).toString('base64url'), 'signature'].join('.');
    expect(safeReturnPath(paths.orderByLink.href(token))).toBe('/account/orders/order-1');
    expect(safeReturnPath(paths.signIn.href(paths.orderByLink.href(token)))).toBe('/account/orders/order-1');
    // A token that names no order: the account's orders.
    expect(safeReturnPath(paths.orderByLink.href('not-a-token'))).toBe('/account/orders');
  });

  it('never leaves the store: another site, however it is spelled, returns to the account', () => {
    for (const elsewhere of ['https://evil.example/', '//evil.example/', '/\\evil.example', '/\t/evil.example', 'javascript:alert(1)', '', 'shop', '/sign-in?returnTo=%2F%2Fevil.example']) {
      expect(safeReturnPath(elsewhere), elsewhere).toBe('/account');
    }
  });
});

describe('a link to a sign-in page', () => {
  it('carries the return address, checked, so the page it leads to returns there too', () => {
    expect(signInPageHref('register', '/cart')).toBe('/register?returnTo=%2Fcart');
    expect(signInPageHref('resetPassword', '/shop?q=mug')).toBe('/reset-password?returnTo=%2Fshop%3Fq%3Dmug');
    expect(signInPageHref('signIn', '//evil.example/')).toBe('/sign-in');
    expect(signInPageHref('verify', '/account')).toBe('/verify');
  });

  it("followed from the verify or reset page, the header's sign-in goes on to that page's return", () => {
    expect(safeReturnPath(signInPageHref('verify', '/cart'))).toBe('/cart');
    expect(safeReturnPath(signInPageHref('resetPassword', '/shop'))).toBe('/shop');
    expect(safeReturnPath('/callback?returnTo=%2Fshop')).toBe('/account');
  });
});
