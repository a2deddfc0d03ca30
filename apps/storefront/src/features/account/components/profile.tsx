import { errorMessage } from '@vitrine/react';
import { useState } from 'react';
import { ErrorState, Loading } from '../../../components/ui/states';
import { useProfile } from '../../../lib/member-profile';
import { useUpdateProfileMutation } from '../api/update-profile';
import { ProfileForm } from './profile-form';

/** The member's details, and an edit form for the ones that are theirs to change. */
export function Profile() {
  const profile = useProfile();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  // Owned here, not by the form: a stale save reloads the identity and re-creates the form with
  // the newer values, and its message must survive that.
  const save = useUpdateProfileMutation({
    onSuccess: () => {
      setEditing(false);
      setSaved(true);
    },
  });
  if (profile.isPending) return <Loading label="Loading your profile…" />;
  if (profile.error) return <ErrorState message={errorMessage(profile.error)} onRetry={() => void profile.refetch()} />;
  const identity = profile.data;
  const { identityProfile: person, email, createdDate } = identity;
  const name = [person.firstName, person.lastName].filter(Boolean).join(' ');
  const phone = person.phones?.[0]?.phone;

  if (editing) {
    const close = () => {
      save.reset();
      setEditing(false);
    };
    return <ProfileForm key={identity.revision} identity={identity} save={save} onCancel={close} />;
  }
  return (
    <>
      {saved ? (
        <p className="notice ok" role="status">
          Your details were saved.
        </p>
      ) : null}
      <dl className="profile">
        <dt>Name</dt>
        <dd data-testid="member-name">{name || <span className="muted">Not given</span>}</dd>
        {person.nickname ? (
          <>
            <dt>Nickname</dt>
            <dd>{person.nickname}</dd>
          </>
        ) : null}
        {phone ? (
          <>
            <dt>Phone</dt>
            <dd>{phone}</dd>
          </>
        ) : null}
        <dt>E-mail</dt>
        <dd data-testid="member-email">
          {email.address} {email.isVerified ? <span className="muted">(verified)</span> : null}
        </dd>
        <dt>Member since</dt>
        <dd>{new Date(createdDate).toLocaleDateString()}</dd>
      </dl>
      <p>
        <button type="button" className="button secondary" onClick={() => {
            setSaved(false);
            setEditing(true);
          }}>
          Edit your details
        </button>
      </p>
    </>
  );
}
