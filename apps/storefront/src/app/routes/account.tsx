import { RequireMember } from '../../components/require-member';
import { AccountLayout } from '../../features/account/components/account-layout';
import { Profile } from '../../features/account/components/profile';

export function Component() {
  return (
    <RequireMember>
      <AccountLayout title="Your account">
        <Profile />
      </AccountLayout>
    </RequireMember>
  );
}
