import { ApiKeyStrategy, createClient } from '@vitrine/sdk';
import { orders } from '@vitrine/sdk/modules/orders';
import { products } from '@vitrine/sdk/modules/products';
import { describe, expect, test } from 'vitest';
import { useHarness } from './harness';
import { orderInStorefront, signInToStudio, startStudioHarness } from './studio-helpers';

const harness = useHarness(startStudioHarness);
const adminClient = () =>
  createClient({ modules: { products, orders }, auth: ApiKeyStrategy({ apiKey: harness.site.apiKey, siteId: harness.site.siteId }), baseUrl: harness.baseUrl });

/** A shopper of the storefront; each order comes from a new visitor. */
const buyer = (email: string) => ({ email, firstName: 'Ada', lastName: 'Quokka', phone: '+1 212 555 0100' });

describe('studio: orders', () => {
  test('an order a visitor placed on the storefront\'s pages is found in the studio and opens with lines, totals, buyer, addresses and payment', async () => {
    const admin = adminClient();
    const { product } = await admin.products.createProduct({ name: 'Quokka Order Lamp', productType: 'physical', priceData: { price: 24.5 }, sku: 'QOL-1' });
    const { orderId } = await orderInStorefront(harness, product.slug!, buyer('ada.quokka@vitrine.test'), 2);

    const page = await signInToStudio(harness, '/studio/orders');
    await page.getByLabel('Search').fill('ada.quokka@vitrine.test');
    const rows = page.getByRole('table').getByRole('row');
    await expect.poll(() => rows.count()).toBe(2); // the header and the one order
    expect(await rows.nth(1).textContent()).toContain('ada.quokka@vitrine.test');
    // A term that is neither a number nor an e-mail is explained, not sent.
    await page.getByLabel('Search').fill('ada');
    await expect.poll(() => page.getByText('Type an order number or a full e-mail address').count()).toBe(1);
    await page.getByLabel('Search').fill('ada.quokka@vitrine.test');
    await page.getByRole('link', { name: /^Order #\d+$/ }).click();

    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Order #\d+$/);
    expect(page.url()).toContain(`/studio/orders/${orderId}`);
    // The browser's tab is named after the page, so several open tabs are told apart.
    await expect.poll(() => page.title()).toMatch(/^Order #\d+ · Studio$/);
    const items = page.getByRole('table', { name: /Items of order/ });
    const lamp = items.getByRole('row', { name: /Quokka Order Lamp/ });
    expect(await lamp.textContent()).toContain('QOL-1');
    expect(await lamp.textContent()).toContain('$24.50');
    expect(await lamp.textContent()).toContain('$49.00'); // before tax
    const totals = page.getByRole('region', { name: 'Totals' });
    expect(await totals.textContent()).toContain('Subtotal$49.00');
    // Tax and shipping are the platform's to compute (the demo store taxes New York); the page shows what the order says.
    const order = await admin.orders.getOrder(orderId);
    expect(Number(order.priceSummary.tax.amount)).toBeGreaterThan(0);
    expect(await totals.textContent()).toContain(`Tax${order.priceSummary.tax.formattedAmount}`);
    expect(await page.getByTestId('order-total').textContent()).toBe(order.priceSummary.total.formattedAmount);
    const buyerRegion = await page.getByRole('region', { name: 'Buyer' }).textContent();
    expect(buyerRegion).toContain('ada.quokka@vitrine.test');
    expect(buyerRegion).toContain('Guest (visitor)');
    const delivery = await page.getByRole('region', { name: 'Delivery' }).textContent();
    expect(delivery).toContain('Ada Quokka');
    expect(delivery).toContain('5 Park Ave');
    expect(delivery).toContain('+1 212 555 0100');
    expect(order.shippingInfo?.title).toBeTruthy();
    expect(delivery).toContain(order.shippingInfo!.title!);
    const payment = await page.getByRole('region', { name: 'Payment' }).textContent();
    expect(payment).toContain('Test payments');
    // In words, not the platform's codes.
    expect(payment).toContain('Outcome at checkoutApproved');
    expect(await page.locator('.summary-line').textContent()).toContain('Channel Online store');
    expect(payment).toContain(order.payment.amount.formattedAmount);
    await harness.screenshot(page, 'studio-order-detail');

    // Filters narrow the list: no canceled order exists, the placed one is paid or pending.
    await page.goto('/studio/orders?status=CANCELED');
    await expect.poll(() => page.getByText('No order matches these filters').count()).toBe(1);
    await page.goto(`/studio/orders?q=${order.number}`);
    await expect.poll(() => page.getByRole('link', { name: `Order #${order.number}` }).count()).toBe(1);
  });

  test('the dashboard shows the period’s sales per day, order count, average order value, top products and low stock', async () => {
    const admin = adminClient();
    const { product: kettle } = await admin.products.createProduct({ name: 'Quokka Dash Kettle', productType: 'physical', priceData: { price: 10 }, stock: { trackInventory: true, quantity: 4 } });
    await admin.products.createProduct({ name: 'Quokka Sold-out Mug', productType: 'physical', priceData: { price: 7 }, stock: { trackInventory: true, quantity: 0 } });
    await orderInStorefront(harness, kettle.slug!, buyer('dash.one@vitrine.test'));

    // What the platform holds for the last 30 days (any other test's orders included).
    const start = new Date();
    start.setHours(0, 0, 0, 0);
    start.setDate(start.getDate() - 29);
    const { orders: recent } = await admin.orders.searchOrders({ filter: { createdDate: { $gte: start.toISOString() } }, paging: { limit: 100 } });
    const totalCents = recent.reduce((sum, order) => sum + Math.round(Number(order.priceSummary.total.amount) * 100), 0);
    const usd = (cents: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

    const page = await signInToStudio(harness, '/studio/');
    await expect.poll(() => page.getByTestId('order-count').textContent()).toBe(String(recent.length));
    expect(await page.getByTestId('sales-total').textContent()).toBe(usd(totalCents));
    expect(await page.getByTestId('average-order').textContent()).toBe(usd(Math.round(totalCents / recent.length)));
    expect(await page.getByRole('img').getAttribute('aria-label')).toMatch(/^Sales per day over the last 30 days; the best day was .+ with \$/);
    const kettleRow = page.getByRole('table', { name: 'Top products by sales before tax' }).getByRole('row', { name: /Quokka Dash Kettle/ });
    expect(await kettleRow.textContent()).toBe('Quokka Dash Kettle1$10.00');
    const lowStock = page.getByRole('table', { name: 'Products low on stock' });
    await expect.poll(() => lowStock.getByRole('row', { name: /Quokka Dash Kettle/ }).textContent()).toContain('3 left');
    expect(await lowStock.getByRole('row', { name: /Quokka Sold-out Mug/ }).textContent()).toContain('Out of stock');
    await harness.screenshot(page, 'studio-dashboard');

    // A shorter period reads again; today's order is still in it.
    await page.getByLabel('Period').selectOption('7');
    await expect.poll(() => page.url()).toContain('days=7');
    expect(Number(await page.getByTestId('order-count').textContent())).toBeGreaterThanOrEqual(1);
  });
});
