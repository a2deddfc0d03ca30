import type { Identity } from '@vitrine/sdk/modules/members';
import { useState, type FormEvent } from 'react';
import { TextField } from '../../../components/ui/text-field';
import type { useUpdateProfileMutation } from '../api/update-profile';
import { fieldErrors, saveFailure } from '../utils/form-errors';

type Save = ReturnType<typeof useUpdateProfileMutation>;

/**
 * The member's name, nickname and phone. Only the main (first) phone is edited here; any others
 * are kept as they are. The save is made against the revision this form was filled from.
 */
export function ProfileForm({ identity, save, onCancel }: { identity: Identity; save: Save; onCancel: () => void }) {
  const person = identity.identityProfile;
  const phones = person.phones ?? [];
  const [form, setForm] = useState({ firstName: person.firstName ?? '', lastName: person.lastName ?? '', nickname: person.nickname ?? '', phone: phones[0]?.phone ?? '' });
  const set = (key: keyof typeof form) => (event: { target: { value: string } }) => setForm((current) => ({ ...current, [key]: event.target.value }));
  const errors = fieldErrors(save.error, 'identityProfile.');

  function submit(event: FormEvent) {
    event.preventDefault();
    const phone = form.phone.trim();
    const [main, ...others] = phones;
    save.mutate({
      revision: identity.revision,
      changes: {
        firstName: form.firstName,
        lastName: form.lastName,
        nickname: form.nickname,
        phones: phone ? [{ ...main, phone, tag: main?.tag ?? 'MAIN' }, ...others] : others,
      },
    });
  }

  return (
    <form onSubmit={submit} aria-labelledby="profile-form-title" className="panel" aria-busy={save.isPending}>
      <h2 id="profile-form-title">Edit your details</h2>
      {save.error ? (
        <p className="form-error" role="alert">
          {saveFailure(save.error)}
        </p>
      ) : null}
      <div className="grid-2">
        <TextField label="First name" name="firstName" autoComplete="given-name" maxLength={200} value={form.firstName} onChange={set('firstName')} error={errors.firstName} />
        <TextField label="Last name" name="lastName" autoComplete="family-name" maxLength={200} value={form.lastName} onChange={set('lastName')} error={errors.lastName} />
      </div>
      <TextField label="Nickname (optional)" name="nickname" autoComplete="nickname" maxLength={200} value={form.nickname} onChange={set('nickname')} error={errors.nickname} />
      <TextField label="Phone (optional)" name="phone" type="tel" autoComplete="tel" maxLength={50} value={form.phone} onChange={set('phone')} error={errors['phones.0.phone']} />
      <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
        <button type="submit" className="button" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save'}
        </button>
        <button type="button" className="button secondary" onClick={onCancel} disabled={save.isPending}>
          Cancel
        </button>
      </div>
    </form>
  );
}
