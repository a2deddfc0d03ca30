import { QueryClient } from '@tanstack/react-query';
import { AppProvider } from '@vitrine/app-kit/app-provider';
import type { PublicConfig } from '@vitrine/app-kit/public-config';
import { createElement, type FunctionComponent } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { RegisterForm } from './register-form';
import { SignInForm } from './sign-in-form';
import { VerifyForm } from './verify-form';

/** A sign-in page's form as the server draws it, for a shopper who is to return to `returnTo`. */
const render = (Form: FunctionComponent<{ returnTo: string }>, returnTo: string) =>
  renderToStaticMarkup(
    createElement(AppProvider, { client: {} as never, queryClient: new QueryClient(), config: { siteName: 'Store' } as PublicConfig, children: createElement(Router, { ssrPath: '/sign-in', children: createElement(Form, { returnTo }) }) }),
  );

/** Every link of the page, as `text → href`. */
const links = (html: string) => [...html.matchAll(/<a href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map(([, href, text]) => `${text} → ${href!.replaceAll('&amp;', '&')}`);

describe('links between the sign-in pages keep where the shopper is to return', () => {
  it('the sign-in page sends "Forgot your password?" and "Create an account" on with it', () => {
    expect(links(render(SignInForm, '/shop?q=mug'))).toEqual(['Forgot your password? → /reset-password?returnTo=%2Fshop%3Fq%3Dmug', 'Create an account → /register?returnTo=%2Fshop%3Fq%3Dmug']);
  });

  it('the registration page sends "Sign in" back with it', () => {
    expect(links(render(RegisterForm, '/cart'))).toEqual(['Sign in → /sign-in?returnTo=%2Fcart']);
  });

  it('the verify page, with nothing waiting in this tab, sends both its links on with it', () => {
    expect(links(render(VerifyForm, '/product-page/mug'))).toEqual(['Sign in → /sign-in?returnTo=%2Fproduct-page%2Fmug', 'create an account → /register?returnTo=%2Fproduct-page%2Fmug']);
  });

  it('a return to the account page, where a sign-in goes anyway, leaves the links plain', () => {
    expect(links(render(RegisterForm, '/account'))).toEqual(['Sign in → /sign-in']);
  });
});
