import { errorMessage } from '@vitrine/react';
import { ErrorState, Loading } from '../../../components/ui/states';
import { useProfile } from '../api/member-queries';

export function Profile() {
  const profile = useProfile();
  if (profile.isPending) return <Loading label="Loading your profile…" />;
  if (profile.error) return <ErrorState message={errorMessage(profile.error)} onRetry={() => void profile.refetch()} />;
  const { identityProfile: person, email, createdDate } = profile.data;
  const name = [person.firstName, person.lastName].filter(Boolean).join(' ');
  return (
    <dl className="profile">
      {name ? (
        <>
          <dt>Name</dt>
          <dd>{name}</dd>
        </>
      ) : null}
      <dt>E-mail</dt>
      <dd data-testid="member-email">
        {email.address} {email.isVerified ? <span className="muted">(verified)</span> : null}
      </dd>
      <dt>Member since</dt>
      <dd>{new Date(createdDate).toLocaleDateString()}</dd>
    </dl>
  );
}
