import { QueryClient } from '@tanstack/react-query';
import { AppProvider } from '@vitrine/app-kit/app-provider';
import type { PublicConfig } from '@vitrine/app-kit/public-config';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { RootLayout } from './root-layout';

/** The header as the server draws it for a visitor (no session) at `address`. */
const header = (address: string) =>
  renderToStaticMarkup(
    createElement(
      AppProvider,
      { client: {} as never, queryClient: new QueryClient(), config: { siteName: 'Store' } as PublicConfig, children: null },
      createElement(Router, { ssrPath: address, children: createElement(RootLayout, { children: null }) }),
    ),
  );

describe("the header's sign-in link", () => {
  it('names the page it is followed from, so the sign-in comes back to it', () => {
    expect(header('/product-page/olive-wood-spoon?colour=red')).toContain('href="/sign-in?returnTo=%2Fproduct-page%2Folive-wood-spoon%3Fcolour%3Dred"');
    expect(header('/shop')).toContain('href="/sign-in?returnTo=%2Fshop"');
  });

  it('still marks the sign-in page as the current one there, though it carries a return address', () => {
    expect(header('/sign-in?returnTo=%2Fcart')).toMatch(/<a aria-current="page" href="\/sign-in\?returnTo=[^"]+">Sign in<\/a>/);
  });
});
