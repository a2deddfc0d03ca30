import { QueryClient } from '@tanstack/react-query';
import { AppProvider } from '@vitrine/app-kit/app-provider';
import type { PublicConfig } from '@vitrine/app-kit/public-config';
import { orderKeys } from '@vitrine/react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { Component as OrderByLink } from './order-by-link';

/** An order link's token as the platform signs it: a JWT whose subject is the order (the signature is not read here). */
const tokenFor = (claims: object) => ['{"alg":"ES256","typ":"order-link+jwt"}', JSON.stringify(claims)].map((part) => Buffer.from(part).toString('base64url')).join('.') + '.c2lnbmF0dXJl';

/** The page opened from the e-mail's link, after the platform refused the link with `code`. */
function refused(token: string, code: string) {
  // No retry on drawing it: the page as the browser shows it once the platform has answered.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retryOnMount: false } } });
  queryClient
    .getQueryCache()
    .build(queryClient, { queryKey: orderKeys.byLink(token) })
    .setState({ status: 'error', error: Object.assign(new Error('This order link has expired'), { code }), fetchStatus: 'idle' });
  const page = createElement(Router, { ssrPath: `/orders/view?token=${token}`, children: createElement(OrderByLink) });
  return renderToStaticMarkup(createElement(AppProvider, { client: {} as never, queryClient, config: { siteName: 'Store' } as PublicConfig, children: page }));
}

const signInLink = (html: string) => /<a href="([^"]*)">Sign in<\/a>/.exec(html)?.[1];

describe('signing in from an order link that no longer opens the order', () => {
  it('comes back to that order, in the account', () => {
    const html = refused(tokenFor({ sid: 'site-1', sub: '0b6e1f2a-7c1d-4e5f-9a8b-1c2d3e4f5a6b', aud: 'order-link' }), 'ORDER_LINK_EXPIRED');
    expect(html).toContain('<h2 class="state-title">This link has expired</h2>');
    expect(html).not.toContain('Something went wrong');
    expect(signInLink(html)).toBe('/sign-in?returnTo=%2Faccount%2Forders%2F0b6e1f2a-7c1d-4e5f-9a8b-1c2d3e4f5a6b');
  });

  it('comes back to the account’s orders when the link names no order it can read', () => {
    const unknown = refused('not-a-token', 'ORDER_LINK_NOT_FOUND');
    expect(unknown).toContain('<h2 class="state-title">This link does not open an order</h2>');
    expect(signInLink(unknown)).toBe('/sign-in?returnTo=%2Faccount%2Forders');
    expect(signInLink(refused(tokenFor({ sub: '../../evil' }), 'ORDER_LINK_NOT_FOUND'))).toBe('/sign-in?returnTo=%2Faccount%2Forders%2F..%252F..%252Fevil');
  });
});
