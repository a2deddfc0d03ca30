import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Database } from '../../../db/database';
import { notFound, rejected } from '../../../lib/app-error';
import { requirePermission, requireStaff } from '../../../lib/caller';
import { responses, Uuid } from '../../../lib/schemas';
import { siteCurrency } from '../../ecom/settings/settings.repository';
import { findMailSettings, saveMailBrand, switchTemplate, type MailSettings } from '../mail-settings.repository';
import { memberOrderLink } from './order-link';
import type { OrderMailNotifier } from './order-mail-notifier';
import { KindParams, MailBrandPatchSchema, MailBrandSchema, MailTemplateSchema, RenderedMailSchema, ResendBodySchema } from './order-mail.schemas';
import { orderMailTemplates, templateOf } from './order-mail-templates';
import { sampleOrderContext } from './sample-order';

const prefix = '/_api/vitrine/v1/mail';
const tags = ['mail'];

const templatesOf = (settings: MailSettings) =>
  orderMailTemplates.map(({ kind, audience, description }) => ({ kind, audience, description, enabled: !settings.disabledTemplates.includes(kind) }));

const brandOf = ({ brand, savedReplyToEmail }: MailSettings) => ({
  storeName: brand.name,
  contactEmail: brand.contactEmail,
  replyToEmail: savedReplyToEmail,
  replyToEmailInUse: brand.replyToEmail,
  logoUrl: brand.logoUrl,
  brandColor: brand.brandColor,
});

/**
 * The order e-mails for staff: which are switched on, the store's e-mail look, a preview of each
 * with a sample order, and a resend for one order (the studio's order page).
 */
export const orderMailRoutes =
  (deps: { db: Database; orderMail: OrderMailNotifier; publicUrl: () => string }): FastifyPluginAsyncTypebox =>
  async (app) => {
    const { db } = deps;
    const site = (request: Parameters<typeof requireStaff>[0]) => requireStaff(request, 'settings:write').siteId;
    const TemplatesReply = Type.Object({ templates: Type.Array(MailTemplateSchema), brand: MailBrandSchema });
    const templatesReply = (settings: MailSettings) => ({ templates: templatesOf(settings), brand: brandOf(settings) });

    app.get(
      `${prefix}/templates`,
      { schema: { tags, summary: 'The order e-mails, each switched on or off, and the store’s e-mail look', response: responses({ 200: TemplatesReply }) } },
      async (request) => templatesReply(await findMailSettings(db, site(request))),
    );

    app.patch(
      `${prefix}/templates/:kind`,
      {
        schema: {
          tags,
          summary: 'Switch one order e-mail on or off',
          params: KindParams,
          body: Type.Object({ enabled: Type.Boolean() }, { additionalProperties: false }),
          response: responses({ 200: TemplatesReply }),
        },
      },
      async (request) => {
        const siteId = site(request);
        await switchTemplate(db, siteId, request.params.kind, request.body.enabled);
        return templatesReply(await findMailSettings(db, siteId));
      },
    );

    app.patch(
      `${prefix}/brand`,
      { schema: { tags, summary: 'The store’s contact address, logo and colour in its e-mails', body: MailBrandPatchSchema, response: responses({ 200: TemplatesReply }) } },
      async (request) => {
        const siteId = site(request);
        await saveMailBrand(db, siteId, request.body);
        return templatesReply(await findMailSettings(db, siteId));
      },
    );

    app.get(
      `${prefix}/templates/:kind/preview`,
      { schema: { tags, summary: 'One order e-mail rendered with a sample order, in the store’s look', params: KindParams, response: responses({ 200: RenderedMailSchema }) } },
      async (request) => {
        const siteId = site(request);
        const [settings, currency] = await Promise.all([findMailSettings(db, siteId), siteCurrency(db, siteId)]);
        const sample = sampleOrderContext(settings.brand, currency, (id) => memberOrderLink(deps.publicUrl(), id));
        return templateOf(request.params.kind).render(sample);
      },
    );

    app.post(
      `${prefix}/orders/:orderId/resend`,
      {
        schema: {
          tags,
          summary: 'Send one order e-mail again (a new message, even when the template is switched off)',
          params: Type.Object({ orderId: Uuid }),
          body: ResendBodySchema,
          response: responses({ 200: Type.Object({}) }),
        },
      },
      async (request) => {
        // As for every change to an order (order-changes.ts): a key must read orders to act on one,
        // else a key for writing alone learns which order ids exist and mails their buyers.
        const siteId = requirePermission(requireStaff(request, 'ecom:write'), 'ecom:read').siteId;
        const { kind, fulfillmentId, refundId } = request.body;
        const sent = await db.transaction((tx) => deps.orderMail.resend(tx, siteId, request.params.orderId, kind, { fulfillmentId, refundId }));
        if (sent === undefined) throw notFound('Order', request.params.orderId);
        if (!sent) {
          throw rejected(
            'NOTHING_TO_SEND',
            kind === 'ORDER_REFUNDED' || kind === 'REFUND_FAILED' || kind === 'REFUND_CONFIRMED' ? `${kind} needs the refundId of a refund of this order` : 'The e-mail has no recipient: set the store’s contact address',
          );
        }
        deps.orderMail.deliverAfterCommit();
        return {};
      },
    );
  };
