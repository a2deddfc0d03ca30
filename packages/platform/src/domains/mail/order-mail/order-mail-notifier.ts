import type { Queryable } from '../../../db/database';
import { findOrder, type OrderRow } from '../../ecom/orders/orders.repository';
import type { OrderNotice, OrderNotifier } from '../../ecom/orders/order-notices';
import { findMailSettings, type MailSettings } from '../mail-settings.repository';
import type { OutgoingMail } from '../mail.service';
import { findRefund, findShipment } from './order-change-records';
import type { KeyRing } from '../../auth/signing-keys';
import { orderLinkFor } from './order-link';
import type { OrderMailContext } from './order-mail-context';
import type { OrderMailKind } from './order-mail-kinds';
import type { OrderMailTemplate } from './order-mail-template';
import { orderMailTemplates, templateOf } from './order-mail-templates';

export interface OrderMailNotifierDeps {
  mailer: { enqueue(tx: Queryable, mail: OutgoingMail): Promise<void>; deliverPending(): Promise<void> };
  publicUrl: () => string;
  /** Signs guests' order links. */
  keys: KeyRing;
}

/** Which fulfilment or refund the e-mail is about (for ORDER_SHIPPED and ORDER_REFUNDED). */
export interface NoticeSubject {
  fulfillmentId?: string;
  refundId?: string;
}

export type OrderMailNotifier = ReturnType<typeof createOrderMailNotifier>;

/**
 * The order e-mails: `notify` enqueues, in the change's transaction, each switched-on template of
 * that change, to the buyer or to the store's contact address, under a dedupe key naming the
 * order, template and fulfilment or refund, so a change notifies once however often it is retried.
 */
export function createOrderMailNotifier(deps: OrderMailNotifierDeps) {
  async function contextOf(tx: Queryable, siteId: string, order: OrderRow, settings: MailSettings, subject: NoticeSubject): Promise<OrderMailContext> {
    return {
      store: settings.brand,
      order: { id: order.id, number: order.number, currency: order.currency, createdDate: order.created_date, buyerEmail: order.buyer_email, data: order.data },
      orderLink: await orderLinkFor(deps.publicUrl(), deps.keys, { id: order.id, siteId, memberId: order.member_id ?? undefined }),
      shipment: subject.fulfillmentId ? await findShipment(tx, siteId, order.id, subject.fulfillmentId) : undefined,
      refund: subject.refundId ? await findRefund(tx, siteId, order.id, subject.refundId) : undefined,
    };
  }

  /** Renders and enqueues one template; false when it has nobody to go to or nothing to tell. */
  async function send(tx: Queryable, siteId: string, template: OrderMailTemplate, ctx: OrderMailContext, dedupeKey?: string): Promise<boolean> {
    const to = template.audience === 'BUYER' ? ctx.order.buyerEmail : ctx.store.contactEmail;
    // A refund e-mail without its refund would announce an amount nobody knows.
    if (!to || (template.kind === 'ORDER_REFUNDED' && !ctx.refund)) return false;
    await deps.mailer.enqueue(tx, { siteId, to, kind: template.kind, ...template.render(ctx), dedupeKey });
    return true;
  }

  const subjectOf = (notice: OrderNotice): NoticeSubject =>
    notice.kind === 'ORDER_SHIPPED' ? { fulfillmentId: notice.fulfillmentId } : notice.kind === 'ORDER_REFUNDED' ? { refundId: notice.refundId } : {};

  const notifier: OrderNotifier = {
    async notify(tx, siteId, orderId, notice) {
      const settings = await findMailSettings(tx, siteId);
      const templates = orderMailTemplates.filter((t) => t.notice === notice.kind && !settings.disabledTemplates.includes(t.kind));
      if (!templates.length) return;
      const order = await findOrder(tx, siteId, orderId);
      if (!order) return;
      const subject = subjectOf(notice);
      const ctx = await contextOf(tx, siteId, order, settings, subject);
      const which = subject.fulfillmentId ?? subject.refundId;
      for (const template of templates) await send(tx, siteId, template, ctx, `order:${orderId}:${template.kind}${which ? `:${which}` : ''}`);
    },
  };

  return {
    ...notifier,

    /** Sends what the committed change enqueued without waiting for the sweep. */
    deliverAfterCommit() {
      void deps.mailer.deliverPending().catch(() => undefined);
    },

    /**
     * Enqueues one template again for an order (the studio's resend): a new message, not deduped,
     * and sent even when the template is switched off, since staff asked for it. `undefined`: no
     * such order; false: nobody to send it to, or no such refund.
     */
    async resend(tx: Queryable, siteId: string, orderId: string, kind: OrderMailKind, subject: NoticeSubject): Promise<boolean | undefined> {
      const order = await findOrder(tx, siteId, orderId);
      if (!order) return undefined;
      const settings = await findMailSettings(tx, siteId);
      return send(tx, siteId, templateOf(kind), await contextOf(tx, siteId, order, settings, subject));
    },
  };
}
