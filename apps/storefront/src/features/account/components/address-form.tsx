import { CountryRegionFields } from '@vitrine/app-kit/country-region-fields';
import type { AddressTag, SavedAddress } from '@vitrine/sdk/modules/members';
import { useId, useState, type FormEvent } from 'react';
import { TextField } from '../../../components/ui/text-field';
import { text } from '@vitrine/app-kit/address-text';
import { fieldErrors, saveFailure } from '../utils/form-errors';

export const tagLabels: Record<AddressTag, string> = { UNTAGGED: 'No label', HOME: 'Home', WORK: 'Work', BILLING: 'Billing', SHIPPING: 'Shipping' };

interface AddressFormProps {
  /** The entry being edited; none for a new address. */
  entry?: SavedAddress;
  /** The entry's place in the saved list, to find the platform's field errors for it. */
  index: number;
  error: unknown;
  pending: boolean;
  onSubmit: (entry: SavedAddress) => void;
  onCancel: () => void;
}

/** One address of the book, new or edited. Fields the form does not show (a map pin, say) are kept. */
export function AddressForm({ entry, index, error, pending, onSubmit, onCancel }: AddressFormProps) {
  const address = entry?.address ?? {};
  const [form, setForm] = useState({
    addressLine: text(address.addressLine),
    addressLine2: text(address.addressLine2),
    city: text(address.city),
    postalCode: text(address.postalCode),
    // A new address starts in the store's own country; the list has every other.
    country: text(address.country) || 'US',
    subdivision: text(address.subdivision),
    tag: entry?.tag ?? 'HOME',
  });
  const set = (key: keyof typeof form) => (event: { target: { value: string } }) => setForm((current) => ({ ...current, [key]: event.target.value }));
  const errors = fieldErrors(error, `identityProfile.addresses.${index}.address.`);
  const tagId = useId();
  const title = entry ? 'Edit address' : 'New address';

  function submit(event: FormEvent) {
    event.preventDefault();
    const { tag, ...fields } = form;
    const next: Record<string, unknown> = { ...address };
    for (const [key, value] of Object.entries(fields)) {
      const cleaned = key === 'country' || key === 'subdivision' ? value.trim().toUpperCase() : value.trim();
      if (cleaned) next[key] = cleaned;
      else delete next[key];
    }
    onSubmit({ address: next, tag: tag as AddressTag });
  }

  return (
    <form onSubmit={submit} aria-label={title} className="panel" aria-busy={pending}>
      <h2>{title}</h2>
      {error ? (
        <p className="form-error" role="alert">
          {saveFailure(error)}
        </p>
      ) : null}
      <TextField label="Address" name="addressLine" autoComplete="address-line1" required maxLength={300} value={form.addressLine} onChange={set('addressLine')} error={errors.addressLine ?? errors['']} />
      <TextField label="Apartment, suite (optional)" name="addressLine2" autoComplete="address-line2" maxLength={300} value={form.addressLine2} onChange={set('addressLine2')} error={errors.addressLine2} />
      <div className="grid-2">
        <TextField label="City" name="city" autoComplete="address-level2" required maxLength={200} value={form.city} onChange={set('city')} error={errors.city} />
        <TextField label="Postal code" name="postalCode" autoComplete="postal-code" maxLength={20} value={form.postalCode} onChange={set('postalCode')} error={errors.postalCode} />
      </div>
      <CountryRegionFields
        rowClassName="grid-2"
        country={form.country}
        region={form.subdivision}
        onChange={({ country, region }) => setForm((current) => ({ ...current, country, subdivision: region }))}
      />
      {errors.country || errors.subdivision ? (
        <p className="field-error" role="alert">
          {errors.country ?? errors.subdivision}
        </p>
      ) : null}
      <div className="field">
        <label htmlFor={tagId}>Label</label>
        <select id={tagId} name="tag" value={form.tag} onChange={set('tag')}>
          {Object.entries(tagLabels).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
        <button type="submit" className="button" disabled={pending}>
          {pending ? 'Saving…' : 'Save address'}
        </button>
        <button type="button" className="button secondary" onClick={onCancel} disabled={pending}>
          Cancel
        </button>
      </div>
    </form>
  );
}
