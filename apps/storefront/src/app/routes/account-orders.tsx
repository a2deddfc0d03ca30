import { accountPage } from '../../features/account/components/account-layout';
import { OrderList } from '../../features/account/components/order-list';

export const Component = accountPage('Your orders', OrderList);
