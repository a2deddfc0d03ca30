import type { StorefrontSettings } from '@vitrine/sdk/modules/store-settings';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { SectionForm, type SectionProps } from '../components/section-form';
import { choices } from '../../../lib/choices';

const fonts: Array<{ value: NonNullable<StorefrontSettings['font']>; label: string }> = choices({ SYSTEM: 'System (the device’s own)', HUMANIST: 'Humanist sans', GEOMETRIC: 'Geometric sans', SERIF: 'Serif', ROUNDED: 'Rounded' });

/** An emptied field is no value: the platform refuses empty strings. */
const text = (value: string) => (value.trim() === '' ? undefined : value);

/**
 * How the storefront looks: brand colour, typeface, logo, home's hero and section, the footer's
 * contact. Policy links are kept as they are (set them through the API).
 */
export function StorefrontSection(props: SectionProps<StorefrontSettings>) {
  return (
    <SectionForm {...props} title="Storefront" description="The store’s colour, typeface and words on its home page and footer. Shoppers see a change on their next page.">
      {(draft, setDraft) => {
        const hero = draft.hero ?? {};
        const contact = draft.contact ?? {};
        const story = draft.homeSection ?? { title: '', text: '' };
        const setStory = (change: Partial<typeof story>) => {
          const next = { ...story, ...change };
          setDraft({ ...draft, homeSection: next.title.trim() || next.text.trim() || next.imageUrl ? next : undefined });
        };
        return (
          <>
            <TextField label="Brand colour" type="color" value={draft.brandColor ?? '#4a2f8f'} onChange={(e) => setDraft({ ...draft, brandColor: e.target.value })} hint="Buttons and links; link text is darkened when needed to stay readable." />
            <SelectField label="Typeface" options={fonts} value={draft.font ?? 'SYSTEM'} onChange={(e) => setDraft({ ...draft, font: e.target.value as NonNullable<StorefrontSettings['font']> })} />
            <TextField label="Logo address" value={draft.logoUrl ?? ''} onChange={(e) => setDraft({ ...draft, logoUrl: text(e.target.value) })} hint="A path on the store (/media/…) or an https address; empty shows the store’s name." />
            <fieldset>
              <legend>Home page hero</legend>
              <TextField label="Tagline" value={hero.tagline ?? ''} onChange={(e) => setDraft({ ...draft, hero: { ...hero, tagline: text(e.target.value) } })} />
              <TextAreaField label="Text" value={hero.text ?? ''} onChange={(e) => setDraft({ ...draft, hero: { ...hero, text: text(e.target.value) } })} />
              <TextField label="Cover picture address" value={hero.imageUrl ?? ''} onChange={(e) => setDraft({ ...draft, hero: { ...hero, imageUrl: text(e.target.value) } })} />
            </fieldset>
            <fieldset>
              <legend>Home page section</legend>
              <TextField label="Title" value={story.title} onChange={(e) => setStory({ title: e.target.value })} />
              <TextAreaField label="Text" value={story.text} onChange={(e) => setStory({ text: e.target.value })} hint="A blank line starts a new paragraph." />
              <TextField label="Picture address" value={story.imageUrl ?? ''} onChange={(e) => setStory({ imageUrl: text(e.target.value) })} />
            </fieldset>
            <fieldset>
              <legend>Contact, in the footer</legend>
              <TextField label="E-mail" type="email" value={contact.email ?? ''} onChange={(e) => setDraft({ ...draft, contact: { ...contact, email: text(e.target.value) } })} />
              <TextField label="Phone" type="tel" value={contact.phone ?? ''} onChange={(e) => setDraft({ ...draft, contact: { ...contact, phone: text(e.target.value) } })} />
              <TextField label="Address" value={contact.address ?? ''} onChange={(e) => setDraft({ ...draft, contact: { ...contact, address: text(e.target.value) } })} />
            </fieldset>
          </>
        );
      }}
    </SectionForm>
  );
}
