import { RequireMember } from '../../components/require-member';
import { AccountLayout } from '../../features/account/components/account-layout';
import { AddressBook } from '../../features/account/components/address-book';

export function Component() {
  return (
    <RequireMember>
      <AccountLayout title="Your addresses">
        <AddressBook />
      </AccountLayout>
    </RequireMember>
  );
}
