import type { MailBrand } from '@vitrine/sdk/modules/mail';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { useTemplatesMutation } from '../api/mail-templates';

/** An empty field clears the value (the contact address then falls back to the owner's, the reply-to address to the storefront's). */
const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The store's look in its e-mails: where new-order notices go, the address buyers reply to, the logo on top, the colour of header and buttons. */
export function MailBrandForm({ brand }: { brand: MailBrand }) {
  const save = useTemplatesMutation();
  const [contactEmail, setContactEmail] = useState(brand.contactEmail ?? '');
  const [replyToEmail, setReplyToEmail] = useState(brand.replyToEmail ?? '');
  const [logoUrl, setLogoUrl] = useState(brand.logoUrl ?? '');
  const [brandColor, setBrandColor] = useState(brand.brandColor);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ brand: { contactEmail: orNull(contactEmail), replyToEmail: orNull(replyToEmail), logoUrl: orNull(logoUrl), brandColor: orNull(brandColor) } });
  };

  return (
    <form className="panel" aria-labelledby="mail-brand-title" onSubmit={submit}>
      <h2 id="mail-brand-title">Look and contact address</h2>
      <TextField label="Contact address" type="email" value={contactEmail} onChange={(e) => setContactEmail(e.target.value)} hint="New-order notices go here; empty: your own address." />
      {/* Filled with the saved address only: what it falls back to shows as the placeholder, so saving the form never pins it. */}
      <TextField
        label="Reply-to address"
        type="email"
        value={replyToEmail}
        placeholder={brand.replyToEmailInUse}
        onChange={(e) => setReplyToEmail(e.target.value)}
        hint="Buyers see it in their e-mails and their replies come here; empty: the storefront's contact e-mail, else the contact address."
      />
      <TextField label="Logo URL" type="url" value={logoUrl} onChange={(e) => setLogoUrl(e.target.value)} hint="An https address of an image; empty: the store's name." />
      <TextField label="Brand colour" value={brandColor} onChange={(e) => setBrandColor(e.target.value)} pattern="#[0-9a-fA-F]{6}" hint="As #rrggbb, behind the header and the buttons." />
      <div className="actions">
        <Button type="submit" variant="primary" busy={save.isPending}>
          Save look
        </Button>
        {save.isSuccess && <span role="status">Saved.</span>}
      </div>
    </form>
  );
}
