import { queryOne, type Queryable } from '../../db/database';
import type { StoreBrand } from './order-mail/order-mail-context';
import type { OrderMailKind } from './order-mail/order-mail-kinds';

/** A store that never chose a colour: a neutral dark grey that reads well behind white text. */
export const defaultBrandColor = '#222222';

export interface MailSettings {
  /** The contact address falls back to the site owner's when none was saved; the reply-to address as the mails use it. */
  brand: StoreBrand;
  /** The reply-to address as saved, apart from what it falls back to: an editor shows this one. */
  savedReplyToEmail?: string;
  disabledTemplates: OrderMailKind[];
}

/**
 * The site's name and e-mail settings. The contact address defaults to the site owner's; the
 * reply-to address to the storefront's public e-mail (store settings `storefront.contact.email`),
 * then to the contact address, so a store that set its public address never signs its buyers'
 * e-mails with its owner's sign-in.
 */
export async function findMailSettings(db: Queryable, siteId: string): Promise<MailSettings> {
  const row = await queryOne<{
    name: string;
    owner_email: string | null;
    contact_email: string | null;
    reply_to_email: string | null;
    public_email: string | null;
    logo_url: string | null;
    brand_color: string | null;
    disabled_templates: string[] | null;
  }>(
    db,
    `SELECT s.name, m.contact_email, m.reply_to_email, m.logo_url, m.brand_color, m.disabled_templates,
       NULLIF(btrim(st.settings #>> '{storefront,contact,email}'), '') AS public_email,
       (SELECT u.email FROM site_users u WHERE u.account_id = s.account_id AND u.role = 'OWNER' ORDER BY u.created_date LIMIT 1) AS owner_email
     FROM sites s LEFT JOIN mail_settings m ON m.site_id = s.id LEFT JOIN store_settings st ON st.site_id = s.id
     WHERE s.id = $1`,
    [siteId],
  );
  const contactEmail = row?.contact_email ?? row?.owner_email ?? undefined;
  return {
    brand: {
      name: row?.name ?? '',
      logoUrl: row?.logo_url ?? undefined,
      brandColor: row?.brand_color ?? defaultBrandColor,
      contactEmail,
      replyToEmail: row?.reply_to_email ?? row?.public_email ?? contactEmail,
    },
    savedReplyToEmail: row?.reply_to_email ?? undefined,
    disabledTemplates: (row?.disabled_templates ?? []) as OrderMailKind[],
  };
}

/** Saves the fields given (null clears one); the others keep their value. */
export async function saveMailBrand(
  db: Queryable,
  siteId: string,
  patch: { contactEmail?: string | null; replyToEmail?: string | null; logoUrl?: string | null; brandColor?: string | null },
) {
  const keep = (field: keyof typeof patch) => patch[field] === undefined;
  await db.query(
    `INSERT INTO mail_settings (site_id, contact_email, logo_url, brand_color, reply_to_email) VALUES ($1, $2, $4, $6, $8)
     ON CONFLICT (site_id) DO UPDATE SET
       contact_email = CASE WHEN $3 THEN mail_settings.contact_email ELSE EXCLUDED.contact_email END,
       logo_url = CASE WHEN $5 THEN mail_settings.logo_url ELSE EXCLUDED.logo_url END,
       brand_color = CASE WHEN $7 THEN mail_settings.brand_color ELSE EXCLUDED.brand_color END,
       reply_to_email = CASE WHEN $9 THEN mail_settings.reply_to_email ELSE EXCLUDED.reply_to_email END,
       updated_date = now()`,
    [
      siteId,
      patch.contactEmail ?? null,
      keep('contactEmail'),
      patch.logoUrl ?? null,
      keep('logoUrl'),
      patch.brandColor ?? null,
      keep('brandColor'),
      patch.replyToEmail ?? null,
      keep('replyToEmail'),
    ],
  );
}

/** Switches one template on or off in a single statement, so two switches at once both hold. */
export async function switchTemplate(db: Queryable, siteId: string, kind: OrderMailKind, enabled: boolean) {
  await db.query(
    `INSERT INTO mail_settings (site_id, disabled_templates) VALUES ($1, CASE WHEN $3 THEN '{}'::text[] ELSE ARRAY[$2::text] END)
     ON CONFLICT (site_id) DO UPDATE SET
       disabled_templates = CASE WHEN $3 THEN array_remove(mail_settings.disabled_templates, $2::text)
         ELSE array_append(array_remove(mail_settings.disabled_templates, $2::text), $2::text) END,
       updated_date = now()`,
    [siteId, kind, enabled],
  );
}
