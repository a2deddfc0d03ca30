import { errorMessage } from '@vitrine/react';
import { Link } from 'react-router';
import { ErrorState, Loading } from '@vitrine/app-kit/states';
import type { StoreSettings } from '@vitrine/sdk/modules/store-settings';
import type { ComponentType } from 'react';
import { useSettingsSaver, useSignUpPolicy, useStoreSettings, type SectionsPatch } from '../api/settings';
import type { SectionProps } from '../components/section-form';
import { CouponsSection } from '../sections/coupons-section';
import { DiscountsSection } from '../sections/discounts-section';
import { GiftCardsSection } from '../sections/gift-cards-section';
import { MembershipsSection } from '../sections/memberships-section';
import { PaymentSection } from '../sections/payment-section';
import { PickupSection } from '../sections/pickup-section';
import { ShippingSection } from '../sections/shipping-section';
import { shippingPages } from '../sections/shipping-parts';
import { SignUpSection } from '../sections/sign-up-section';
import { StorefrontSection } from '../sections/storefront-section';
import { TaxSection } from '../sections/tax-section';
import { Page } from '../../../components/layout/page';

export const settingsSections = [
  { id: 'payment', label: 'Payment' },
  { id: 'tax', label: 'Tax' },
  { id: 'shipping', label: 'Shipping and delivery slots' },
  { id: 'pickup', label: 'Pickup points' },
  { id: 'discounts', label: 'Merchant discounts' },
  { id: 'coupons', label: 'Coupons' },
  { id: 'gift-cards', label: 'Gift cards' },
  { id: 'memberships', label: 'Memberships' },
  { id: 'sign-up', label: 'Sign-up policy' },
  { id: 'storefront', label: 'Storefront' },
] as const;
export type SettingsSectionId = (typeof settingsSections)[number]['id'];

/** The store's settings, one section per page (each its own form, so leaving with unsaved edits asks first). */
export function SettingsPage({ section, currency, sectionHref, webhooksHref }: { section: SettingsSectionId; currency: string; sectionHref(id: string): string; webhooksHref: string }) {
  const current = settingsSections.find((candidate) => candidate.id === section) ?? settingsSections[0];
  return (
    <Page title="Store settings">
      <nav aria-label="Settings sections" className="tabs">
        {settingsSections.map((candidate) => (
          <Link key={candidate.id} to={sectionHref(candidate.id)} className={candidate.id === current.id ? 'active' : undefined} aria-current={candidate.id === current.id ? 'page' : undefined}>
            {candidate.label}
          </Link>
        ))}
        <Link to={webhooksHref}>Webhooks</Link>
      </nav>
      <SectionBody key={current.id} section={current.id} currency={currency} />
    </Page>
  );
}

function SectionBody({ section, currency }: { section: SettingsSectionId; currency: string }) {
  if (section === 'coupons') return <CouponsSection currency={currency} />;
  if (section === 'gift-cards') return <GiftCardsSection currency={currency} />;
  if (section === 'sign-up') return <SignUpBody />;
  return <StoreSettingsBody section={section} />;
}

function SignUpBody() {
  const policy = useSignUpPolicy();
  if (policy.isPending) return <Loading label="Loading the sign-up policy…" />;
  if (policy.isError) return <ErrorState message={errorMessage(policy.error)} onRetry={() => policy.refetch()} />;
  return <SignUpSection value={policy.data} />;
}

type StoreSectionId = Exclude<SettingsSectionId, 'coupons' | 'gift-cards' | 'sign-up'>;

function StoreSettingsBody({ section }: { section: StoreSectionId }) {
  const settings = useStoreSettings();
  if (settings.isPending) return <Loading label="Loading the store settings…" />;
  if (settings.isError) return <ErrorState message={errorMessage(settings.error)} onRetry={() => settings.refetch()} />;
  return <StoreSettingsSection section={section} opened={settings.data} />;
}

type Saver = ReturnType<typeof useSettingsSaver>;

/**
 * A section over one key of the store settings: it starts from that key as the page read it, saves
 * that key alone (with that key's revision) and reloads it.
 */
const over =
  <Key extends keyof SectionsPatch & keyof StoreSettings>(key: Key, Section: ComponentType<SectionProps<StoreSettings[Key]>>) =>
  (opened: StoreSettings, { save, reload }: Saver) => (
    // A computed key is typed as a string index; `key` is one of the patch's sections.
    <Section value={opened[key]} save={(value, overwrite) => save({ [key]: value } as SectionsPatch, overwrite)} reload={async () => (await reload())[key]} />
  );

/**
 * A page over part of the shipping section (its regions, or its pickup points): saved with the rest
 * as the page read it, which the revision check guards; saved over someone else's save, with the
 * rest as saved now (`shippingPages`).
 */
const overShipping =
  (Section: ComponentType<SectionProps<StoreSettings['shipping']>>, page: keyof typeof shippingPages) =>
  (opened: StoreSettings, { save, reload }: Saver) => (
    <Section
      value={opened.shipping}
      save={async (value, overwrite) => save({ shipping: overwrite ? shippingPages[page]((await reload()).shipping, value) : value }, overwrite)}
      reload={async () => (await reload()).shipping}
    />
  );

const storeSections: Record<StoreSectionId, ReturnType<typeof over>> = {
  payment: over('payment', PaymentSection),
  tax: over('tax', TaxSection),
  shipping: overShipping(ShippingSection, 'regions'),
  pickup: overShipping(PickupSection, 'pickup'),
  discounts: over('merchantDiscounts', DiscountsSection),
  memberships: over('memberships', MembershipsSection),
  storefront: over('storefront', StorefrontSection),
};

/** One section over the settings as they were when the page opened; saves say which revision they edited. */
function StoreSettingsSection({ section, opened }: { section: StoreSectionId; opened: StoreSettings }) {
  const saver = useSettingsSaver(opened);
  return storeSections[section](opened, saver);
}
