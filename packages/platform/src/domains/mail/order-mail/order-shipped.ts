import { html } from './html';
import { layout, linesPart, paragraph, type MailPart } from './order-mail-parts';
import type { ShipmentDetails } from './order-mail-context';
import type { OrderMailTemplate } from './order-mail-template';

function trackingPart(shipment: ShipmentDetails | undefined): MailPart | undefined {
  if (!shipment?.trackingNumber && !shipment?.trackingLink) return undefined;
  const carrier = shipment.shippingProvider ? `${shipment.shippingProvider} ` : '';
  const number = shipment.trackingNumber ?? '';
  return {
    html: html`<p>Tracking: ${carrier}${shipment.trackingLink ? html`<a href="${shipment.trackingLink}">${number || 'follow your parcel'}</a>` : number}</p>`,
    text: `Tracking: ${carrier}${number}${shipment.trackingLink ? ` ${shipment.trackingLink}` : ''}`,
  };
}

export const orderShipped: OrderMailTemplate = {
  kind: 'ORDER_SHIPPED',
  notice: 'ORDER_SHIPPED',
  audience: 'BUYER',
  description: 'Sent to the buyer when items ship, with the tracking link.',
  render: (ctx) =>
    layout(
      ctx,
      `Your order #${ctx.order.number} is on its way`,
      [paragraph(`Good news: items of your order #${ctx.order.number} have shipped.`), trackingPart(ctx.shipment), linesPart(ctx, ctx.shipment?.lineItems)],
      { label: 'View your order', url: ctx.orderLink },
    ),
};
