import { requestCookieTokenStorage } from '@vitrine/sdk/auth';
import { storesAppId } from '@vitrine/react';
import { paths } from '../config/paths';
import { isOwnPath } from '../lib/own-path';
import { addToCartPath } from '../lib/session-route';
import { createStoreClient } from '../lib/sdk';
import type { StoreRequest, StoreResponseHead } from '@vitrine/app-kit/store-host';

export interface RedirectResponse extends StoreResponseHead {
  body: string;
}

/** Only a path of this store, never another site (`returnTo` comes from a form anyone can post); else home. */
const ownPath = (path: string | null): string => (isOwnPath(path) ? path : paths.home.href());

const seeOther = (location: string, setCookie: string[]): RedirectResponse => ({
  status: 303,
  headers: { location, 'cache-control': 'no-store', 'set-cookie': setCookie },
  body: '',
});

/**
 * "Add to cart" without JavaScript: the product page's form posts here
 * (`productId`, `quantity`, `option.<name>` per option, `returnTo`). The item goes into the
 * visitor's own cart (their cookies; a first visitor gets tokens) and the browser is sent to the
 * cart, or back to the product with `?cartError=` when the platform refused (say, out of stock).
 * A form from another site arrives without the `SameSite=Lax` cookies, so it only reaches a new
 * visitor's cart.
 */
export async function handleCartForm(request: StoreRequest, body: string): Promise<RedirectResponse | undefined> {
  if (request.url.split('?')[0] !== addToCartPath || request.method !== 'POST') return undefined;
  const form = new URLSearchParams(body);
  const returnTo = ownPath(form.get('returnTo'));
  const storage = requestCookieTokenStorage({ cookieHeader: request.cookieHeader, secure: request.secure });
  const client = createStoreClient({ ...request.config, baseUrl: request.platformUrl }, { tokenStorage: storage });
  const options: Record<string, string> = {};
  for (const [name, value] of form) if (name.startsWith('option.') && value) options[name.slice('option.'.length)] = value;
  const quantity = Math.min(99, Math.max(1, Math.floor(Number(form.get('quantity')) || 1)));
  try {
    await client.currentCart.addToCurrentCart({
      lineItems: [{ catalogReference: { appId: storesAppId, catalogItemId: form.get('productId') ?? '', options: { options } }, quantity }],
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : 'The item could not be added';
    const back = new URL(returnTo, 'http://store');
    back.searchParams.set('cartError', message);
    return seeOther(back.pathname + back.search, storage.setCookieHeaders());
  }
  return seeOther(paths.cart.href(), storage.setCookieHeaders());
}
