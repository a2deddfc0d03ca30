import { newOrder } from './new-order';
import { orderCanceled } from './order-canceled';
import { orderConfirmation } from './order-confirmation';
import type { OrderMailKind } from './order-mail-kinds';
import type { OrderMailTemplate } from './order-mail-template';
import { orderRefunded } from './order-refunded';
import { orderShipped } from './order-shipped';
import { refundConfirmed, refundFailed } from './held-refund-notices';

/** Every order e-mail, in the order the studio lists them. */
export const orderMailTemplates: readonly OrderMailTemplate[] = [orderConfirmation, newOrder, orderShipped, orderCanceled, orderRefunded, refundFailed, refundConfirmed];

export const templateOf = (kind: OrderMailKind): OrderMailTemplate => orderMailTemplates.find((template) => template.kind === kind)!;
