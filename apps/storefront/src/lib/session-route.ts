/**
 * The storefront's own session route, served beside its pages: the browser renews its tokens here
 * (the refresh token is in an HttpOnly cookie only the server reads) and hands over the tokens of a
 * sign-in (so the server can put the refresh token in that cookie).
 */
export const sessionPath = '/_storefront/session';
export const renewPath = `${sessionPath}/renew`;
