import { accountPage } from '../../features/account/components/account-layout';
import { Profile } from '../../features/account/components/profile';

export const Component = accountPage('Your account', Profile);
