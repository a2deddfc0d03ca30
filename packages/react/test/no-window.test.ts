import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createClient, OAuthStrategy } from '@vitrine/sdk';
import { currentCart } from '@vitrine/sdk/modules/current-cart';
import { products } from '@vitrine/sdk/modules/products';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

// Server rendering and tools run the package where there is no browser: importing it, and
// rendering hooks that have not fetched yet, must not reach for `window`, `document` or storage.
describe('@vitrine/react without a window', () => {
  it('imports in plain Node', async () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
    const bindings = await import('../src');
    expect(typeof bindings.VitrineProvider).toBe('function');
    expect(typeof bindings.useAddToCartMutation).toBe('function');
    expect(bindings.cartKeys.current()).toEqual(['vitrine', 'cart', 'current']);
  });

  it('renders a page that uses the hooks on the server, in its loading state', async () => {
    const { VitrineProvider, useCurrentCart, useProducts, cartItemCount } = await import('../src');
    const client = createClient({ modules: { products, currentCart }, auth: OAuthStrategy({ clientId: 'server-render' }), baseUrl: 'http://127.0.0.1:9' });
    function Header() {
      const cart = useCurrentCart();
      const list = useProducts({ paging: { limit: 4 } });
      return createElement('p', null, `${list.isPending ? 'Loading products' : 'Products'} · cart ${cartItemCount(cart.data)}`);
    }
    const html = renderToString(
      createElement(QueryClientProvider, { client: new QueryClient() }, createElement(VitrineProvider, { client }, createElement(Header))),
    );
    expect(html).toBe('<p>Loading products · cart 0</p>');
  });
});
