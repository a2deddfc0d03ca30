import { accountPage } from '../../features/account/components/account-layout';
import { AddressBook } from '../../features/account/components/address-book';

export const Component = accountPage('Your addresses', AddressBook);
