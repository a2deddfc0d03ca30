import type { OrderNotice } from '../../ecom/orders/order-notices';
import type { OrderMailContext, RenderedMail } from './order-mail-context';
import type { OrderMailKind } from './order-mail-kinds';

/** One order e-mail: when it is sent, to whom, and how it reads. */
export interface OrderMailTemplate {
  kind: OrderMailKind;
  /** The order change that sends it. */
  notice: OrderNotice['kind'];
  /** The buyer, or the store's contact address. */
  audience: 'BUYER' | 'STORE';
  /** What the studio shows beside the switch. */
  description: string;
  render(ctx: OrderMailContext): RenderedMail;
}
