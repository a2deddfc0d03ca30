/**
 * The storefront's own routes, served beside its pages. The browser renews its tokens at the
 * session route (the refresh token is in an HttpOnly cookie only the server reads) and hands over
 * the tokens of a sign-in (so the server can put the refresh token in that cookie). The product
 * page's form posts to the cart route when JavaScript is off.
 */
export const sessionPath = '/_storefront/session';
export const renewPath = `${sessionPath}/renew`;
export const addToCartPath = '/_storefront/cart';
