import type { Queryable } from '../../../db/database';
import { findOrder, type OrderRow } from '../../ecom/orders/orders.repository';
import type { OrderNotice, OrderNotifier } from '../../ecom/orders/order-notices';
import { findMailSettings, type MailSettings } from '../mail-settings.repository';
import type { OutgoingMail } from '../mail.service';
import { loadRecords } from '../../ecom/orders/order-records.repository';
import { findRefund, findRefusal, findShipment, refundedInAll } from './order-change-records';
import type { KeyRing } from '../../auth/signing-keys';
import { orderLinkFor } from './order-link';
import type { OrderMailContext } from './order-mail-context';
import type { OrderMailKind } from './order-mail-kinds';
import type { OrderMailTemplate } from './order-mail-template';
import { orderMailTemplates, templateOf } from './order-mail-templates';

export interface OrderMailNotifierDeps {
  mailer: { enqueueAll(tx: Queryable, mails: readonly OutgoingMail[]): Promise<void>; deliverPending(): Promise<void> };
  publicUrl: () => string;
  /** Signs guests' order links. */
  keys: KeyRing;
}

/** Which fulfilment or refund the e-mail is about (for ORDER_SHIPPED, and the refund e-mails). */
export interface NoticeSubject {
  fulfillmentId?: string;
  refundId?: string;
}

/** A refund e-mail without its refund would announce an amount nobody knows. */
const needsRefund = (kind: OrderMailKind, ctx: OrderMailContext) =>
  ((kind === 'ORDER_REFUNDED' || kind === 'REFUND_CONFIRMED') && !ctx.refund) || (kind === 'REFUND_FAILED' && !ctx.refusal);

export type OrderMailNotifier = ReturnType<typeof createOrderMailNotifier>;

/**
 * The order e-mails: `notify` enqueues, in the change's transaction, each switched-on template of
 * that change, to the buyer or to the store's contact address, under a dedupe key naming the
 * order, template and fulfilment (and whether it has tracking) or refund, so a change notifies once
 * however often it is retried, and a shipment told of without tracking is told of again with it.
 */
export function createOrderMailNotifier(deps: OrderMailNotifierDeps) {
  async function contextOf(tx: Queryable, siteId: string, order: OrderRow, settings: MailSettings, subject: NoticeSubject): Promise<OrderMailContext> {
    const canceled = order.status === 'CANCELED';
    // The order's fulfilments, transactions and activities, read once for all the mail tells of.
    const records = subject.fulfillmentId || subject.refundId || canceled ? (await loadRecords(tx, siteId, [order.id])).get(order.id) : undefined;
    return {
      store: settings.brand,
      order: { id: order.id, number: order.number, currency: order.currency, createdDate: order.created_date, buyerEmail: order.buyer_email, data: order.data },
      orderLink: await orderLinkFor(deps.publicUrl(), deps.keys, { id: order.id, siteId, memberId: order.member_id ?? undefined }),
      shipment: records && subject.fulfillmentId ? findShipment(records, subject.fulfillmentId) : undefined,
      refund: records && subject.refundId ? findRefund(records, subject.refundId) : undefined,
      refusal: records && subject.refundId ? findRefusal(records, order.currency, subject.refundId) : undefined,
      refunded: records && canceled ? refundedInAll(records) : undefined,
    };
  }

  /** Renders one template; undefined when it has nobody to go to or nothing to tell. */
  function render(siteId: string, template: OrderMailTemplate, ctx: OrderMailContext, dedupeKey?: string): OutgoingMail | undefined {
    const to = template.audience === 'BUYER' ? ctx.order.buyerEmail : ctx.store.contactEmail;
    if (!to || needsRefund(template.kind, ctx)) return undefined;
    // A buyer's reply reaches the store's public address, not the sender (often a no-reply one).
    const replyTo = template.audience === 'BUYER' ? ctx.store.replyToEmail : undefined;
    return { siteId, to, replyTo, kind: template.kind, ...template.render(ctx), dedupeKey };
  }

  const subjectOf = (notice: OrderNotice): NoticeSubject =>
    notice.kind === 'ORDER_SHIPPED' ? { fulfillmentId: notice.fulfillmentId } : 'refundId' in notice ? { refundId: notice.refundId } : {};

  const notifier: OrderNotifier = {
    async notify(tx, siteId, order, notice) {
      const settings = await findMailSettings(tx, siteId);
      const templates = orderMailTemplates.filter((t) => t.notice === notice.kind && !settings.disabledTemplates.includes(t.kind));
      if (!templates.length) return;
      const subject = subjectOf(notice);
      const ctx = await contextOf(tx, siteId, order, settings, subject);
      // A shipment told of before it had tracking is told of again once it has: its tracked mail is another message.
      const tracked = ctx.shipment?.trackingNumber || ctx.shipment?.trackingLink ? ':tracked' : '';
      const which = subject.fulfillmentId ? `:${subject.fulfillmentId}${tracked}` : subject.refundId ? `:${subject.refundId}` : '';
      const mails = templates.flatMap((template) => render(siteId, template, ctx, `order:${order.id}:${template.kind}${which}`) ?? []);
      await deps.mailer.enqueueAll(tx, mails);
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
      const mail = render(siteId, templateOf(kind), await contextOf(tx, siteId, order, settings, subject));
      if (mail) await deps.mailer.enqueueAll(tx, [mail]);
      return mail !== undefined;
    },
  };
}
