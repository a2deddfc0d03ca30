import type { Order } from '@vitrine/sdk/modules/orders';
import { currencyDigits } from '@vitrine/sdk/modules/money';

/**
 * The dashboard's figures, computed from orders in integer minor units (so a day of $0.10 and
 * $0.20 sales is $0.30 exactly). Days are the merchant's local calendar days.
 */
export interface DaySales {
  /** `YYYY-MM-DD`, local. */
  day: string;
  orders: number;
  /** Minor units. */
  total: number;
}

export interface TopProduct {
  key: string;
  name: string;
  quantity: number;
  /** Minor units, before tax. */
  revenue: number;
}

export interface SalesSummary {
  days: DaySales[];
  orders: number;
  /** Minor units. */
  total: number;
  /** Minor units, rounded; 0 without orders. */
  average: number;
  top: TopProduct[];
}

const pad = (n: number) => String(n).padStart(2, '0');
export const localDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** Local midnight `days - 1` days before `now`: the first instant of the window. */
export function windowStart(now: Date, days: number): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() - (days - 1));
}

const minor = (amount: string | undefined, digits: number) => (amount ? Math.round(Number(amount) * 10 ** digits) : 0);

export function summarizeSales(orders: Order[], now: Date, days: number, currency: string): SalesSummary {
  const digits = currencyDigits(currency);
  const start = windowStart(now, days);
  const byDay = new Map<string, DaySales>();
  for (let i = 0; i < days; i++) {
    const day = localDay(new Date(start.getFullYear(), start.getMonth(), start.getDate() + i));
    byDay.set(day, { day, orders: 0, total: 0 });
  }
  const products = new Map<string, TopProduct>();
  let total = 0;
  let count = 0;
  for (const order of orders) {
    const created = order.createdDate instanceof Date ? order.createdDate : new Date(order.createdDate);
    const bucket = byDay.get(localDay(created));
    if (!bucket) continue;
    const orderTotal = minor(order.priceSummary.total.amount, digits);
    bucket.orders += 1;
    bucket.total += orderTotal;
    total += orderTotal;
    count += 1;
    for (const line of order.lineItems) {
      const key = line.catalogReference?.catalogItemId ?? line.productName.original;
      const entry = products.get(key) ?? { key, name: line.productName.translated ?? line.productName.original, quantity: 0, revenue: 0 };
      entry.quantity += line.quantity;
      const beforeTax = (line as { totalPriceBeforeTax?: { amount: string } }).totalPriceBeforeTax?.amount;
      entry.revenue += beforeTax !== undefined ? minor(beforeTax, digits) : minor(line.price.amount, digits) * line.quantity;
      products.set(key, entry);
    }
  }
  const top = [...products.values()].sort((a, b) => b.revenue - a.revenue || b.quantity - a.quantity || a.name.localeCompare(b.name)).slice(0, 5);
  return { days: [...byDay.values()], orders: count, total, average: count ? Math.round(total / count) : 0, top };
}
