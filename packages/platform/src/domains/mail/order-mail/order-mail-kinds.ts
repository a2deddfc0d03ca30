/** The order e-mails a store sends; each can be switched off in the store's e-mail settings. */
export const orderMailKinds = ['ORDER_CONFIRMATION', 'NEW_ORDER', 'ORDER_SHIPPED', 'ORDER_CANCELED', 'ORDER_REFUNDED', 'REFUND_FAILED', 'REFUND_CONFIRMED'] as const;
export type OrderMailKind = (typeof orderMailKinds)[number];
