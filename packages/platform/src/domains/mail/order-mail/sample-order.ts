import type { OrderData } from '../../ecom/orders/order-data';
import type { OrderMailContext, StoreBrand } from './order-mail-context';

const sampleLine = (id: string, name: string, options: Array<[string, string]>, quantity: number, unitPrice: number): OrderData['lines'][number] => ({
  id,
  quantity,
  name,
  itemType: 'PHYSICAL',
  descriptionLines: options.map(([option, choice]) => ({ name: { original: option }, plainText: { original: choice }, lineType: 'PLAIN_TEXT' })),
  unitPrice,
  fullUnitPrice: unitPrice,
  subtotal: unitPrice * quantity,
  discount: 0,
  tax: 0,
  taxRate: 0,
  total: unitPrice * quantity,
  paymentOption: 'FULL_PAYMENT_ONLINE',
});

/** A made-up order the studio previews every template with: two lines with options, shipping, a slot, a shipment, a refund and a refused one. */
export function sampleOrderContext(store: StoreBrand, currency: string, orderLink: (orderId: string) => string): OrderMailContext {
  const lines = [sampleLine('sample-line-1', 'Linen shirt', [['Size', 'M'], ['Colour', 'Sand']], 2, 4500), sampleLine('sample-line-2', 'Canvas tote', [], 1, 1900)];
  const subtotal = lines.reduce((sum, line) => sum + line.total, 0);
  const data: OrderData = {
    channelType: 'WEB',
    buyer: { email: 'ada@example.com' },
    lines,
    totals: { subtotal, itemDiscount: 1000, discount: 1000, shipping: 500, shippingDiscount: 0, tax: 0, total: subtotal - 1000 + 500, payNow: subtotal - 500, payLater: 0 },
    appliedDiscounts: [],
    taxSummary: { rateType: 'NO_TAX_COLLECTED', taxableAmount: 0, totalTax: 0, addressType: 'SHIPPING', rate: 0 },
    taxIncludedInPrice: false,
    shipping: {
      destination: {
        address: { addressLine: '12 Harbour Street', city: 'Lisbon', postalCode: '1100-001', country: 'PT' },
        contactDetails: { firstName: 'Ada', lastName: 'Lovelace' },
      },
      option: {
        code: 'sample-courier',
        title: 'Courier',
        cost: 500,
        deliveryTimeSlot: { from: '2026-01-15T09:00:00.000Z', to: '2026-01-15T12:00:00.000Z' },
      },
    },
    payment: { provider: 'TEST', outcome: 'APPROVED', amount: subtotal - 500 },
  };
  const id = '00000000-0000-4000-8000-000000001001';
  return {
    store,
    order: { id, number: 1001, currency, createdDate: new Date('2026-01-12T10:00:00.000Z'), buyerEmail: data.buyer.email, data },
    orderLink: orderLink(id),
    shipment: { trackingNumber: '1Z999AA10123456784', shippingProvider: 'UPS', trackingLink: 'https://www.ups.com/track?tracknum=1Z999AA10123456784', lineItems: [{ id: 'sample-line-1', quantity: 2 }] },
    refund: { amount: 1900, lineItems: [{ id: 'sample-line-2', quantity: 1 }] },
    refusal: { amount: 1900, provider: 'TEST', reason: 'Card account closed', requestedDate: new Date('2026-01-20T10:00:00.000Z'), lineItems: [{ id: 'sample-line-2', quantity: 1 }] },
  };
}
