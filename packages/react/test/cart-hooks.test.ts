import './dom';
import { act, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItemCount, cartKeys, storesAppId, useAddToCartMutation, useCreateCheckoutMutation, useCreateOrderMutation, useCurrentCart, useEstimateTotals, type Cart } from '../src';
import { renderWithClient, requestGate, shopperClient, startWorld } from './world';

let world: Awaited<ReturnType<typeof startWorld>>;
let notebook: string;
let pen: string;

beforeAll(async () => {
  world = await startWorld();
  notebook = await world.stock('Notebook', 12.5);
  pen = await world.stock('Pen', 3);
});
afterAll(() => world.platform.close());

const line = (catalogItemId: string, quantity = 1) => ({ catalogReference: { appId: storesAppId, catalogItemId }, quantity });
/** The platform refuses it: a line that claims to come from another app's catalogue. */
const refusedLine = () => ({ catalogReference: { appId: 'not-the-store', catalogItemId: notebook }, quantity: 1 });

/** The cart button's view (the count) and the product page's add button, side by side. */
const useCartAndAdd = () => ({ cart: useCurrentCart(), add: useAddToCartMutation() });

describe('adding to the cart, optimistically', () => {
  it('a first-time visitor sees the count go up before the platform answers, then the platform’s cart', async () => {
    const gate = requestGate('/add-to-cart');
    const { result } = renderWithClient(useCartAndAdd, shopperClient(world.platform, gate.fetch));
    await waitFor(() => expect(result.current.cart.isSuccess).toBe(true));
    expect(result.current.cart.data).toBeNull();

    act(() => result.current.add.mutate({ lineItems: [line(notebook, 2)] }));
    await waitFor(() => expect(cartItemCount(result.current.cart.data)).toBe(2));
    // Still the stand-in: the platform has not been let answer.
    expect(result.current.cart.data!.id).toMatch(/^optimistic-/);

    gate.release();
    await waitFor(() => expect(result.current.add.isSuccess).toBe(true));
    const cart = result.current.cart.data!;
    expect(cart.id).not.toMatch(/^optimistic-/);
    expect(cart.lineItems.map((item) => [item.productName.original, item.quantity])).toEqual([['Notebook', 2]]);
  });

  it('an add the platform refuses is undone: the count goes back to the cart the shopper has', async () => {
    const gate = requestGate('/add-to-cart');
    gate.release();
    const { result } = renderWithClient(useCartAndAdd, shopperClient(world.platform, gate.fetch));
    await act(() => result.current.add.mutateAsync({ lineItems: [line(pen)] }));
    await waitFor(() => expect(result.current.cart.data?.id).not.toMatch(/^optimistic-/));
    const before = result.current.cart.data!;
    expect(cartItemCount(before)).toBe(1);

    gate.close();
    void act(() => result.current.add.mutate({ lineItems: [refusedLine()] }));
    await waitFor(() => expect(cartItemCount(result.current.cart.data)).toBe(2));
    gate.release();
    await waitFor(() => expect(result.current.add.isError).toBe(true));
    expect(result.current.add.error).toMatchObject({ status: 400 });
    expect(result.current.cart.data).toEqual(before);
  });

  it('a refused first add leaves a first-time visitor with no cart, whether or not the cart had been read', async () => {
    const gate = requestGate('/add-to-cart');
    const shown = renderWithClient(useCartAndAdd, shopperClient(world.platform, gate.fetch));
    await waitFor(() => expect(shown.result.current.cart.isSuccess).toBe(true));
    act(() => shown.result.current.add.mutate({ lineItems: [refusedLine()] }));
    await waitFor(() => expect(cartItemCount(shown.result.current.cart.data)).toBe(1));
    gate.release();
    await waitFor(() => expect(shown.result.current.add.isError).toBe(true));
    expect(shown.result.current.cart.data).toBeNull();

    // Nothing on screen had asked for the cart: after the refusal the cache holds no made-up cart.
    const unread = renderWithClient(() => useAddToCartMutation(), shopperClient(world.platform));
    await act(() => unread.result.current.mutateAsync({ lineItems: [refusedLine()] }).catch(() => undefined));
    expect(unread.queryClient.getQueryData<Cart | null>(cartKeys.current())).toBeUndefined();
  });
});

describe('what a change makes stale is read again', () => {
  it('estimated totals follow the cart: each add has them read again without being asked', async () => {
    const address = { country: 'US', subdivision: 'US-NY', city: 'New York', addressLine1: '5 Park Ave', postalCode: '10016' };
    const { result } = renderWithClient(() => ({ add: useAddToCartMutation(), totals: useEstimateTotals({ shippingAddress: address }) }), shopperClient(world.platform));
    // No cart yet, so nothing to estimate.
    await waitFor(() => expect(result.current.totals.isError).toBe(true));

    await act(() => result.current.add.mutateAsync({ lineItems: [line(pen)] }));
    await waitFor(() => expect(result.current.totals.data?.priceSummary.subtotal.amount).toBe('3.00'));
    await act(() => result.current.add.mutateAsync({ lineItems: [line(notebook)] }));
    await waitFor(() => expect(result.current.totals.data?.priceSummary.subtotal.amount).toBe('15.50'));
  });

  it('placing the order empties the cart the header shows: the cart is read again, not left as it was', async () => {
    let checkoutId = '';
    const { result, rerender } = renderWithClient(
      () => ({ cart: useCurrentCart(), add: useAddToCartMutation(), start: useCreateCheckoutMutation(), place: useCreateOrderMutation(checkoutId) }),
      shopperClient(world.platform),
    );
    await act(() => result.current.add.mutateAsync({ lineItems: [line(pen, 2)] }));
    await waitFor(() => expect(cartItemCount(result.current.cart.data)).toBe(2));
    const address = { country: 'US', subdivision: 'US-NY', city: 'New York', addressLine1: '5 Park Ave', postalCode: '10016' };
    checkoutId = await act(() => result.current.start.mutateAsync({ email: 'hooks@vitrine.test', shippingAddress: address }));
    rerender();
    await act(() => result.current.place.mutateAsync());
    await waitFor(() => expect(result.current.cart.data).toBeNull());
  });
});
