import { RequireMember } from '../../components/require-member';
import { AccountLayout } from '../../features/account/components/account-layout';
import { OrderList } from '../../features/account/components/order-list';

export function Component() {
  return (
    <RequireMember>
      <AccountLayout title="Your orders">
        <OrderList />
      </AccountLayout>
    </RequireMember>
  );
}
