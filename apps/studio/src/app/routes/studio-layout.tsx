import { Outlet, useNavigate } from 'react-router';
import { StudioShell, type NavGroup } from '../../components/layout/studio-shell';
import { paths } from '../../config/paths';
import { useSignOut } from '../../features/auth/api/session';
import { usePublicConfig } from '@vitrine/app-kit/public-config-context';

const groups: NavGroup[] = [
  { items: [{ href: paths.home.href(), label: 'Dashboard', end: true }] },
  {
    label: 'Catalogue',
    items: [
      { href: paths.products.href(), label: 'Products', end: true },
      { href: paths.bulkEdit.href(), label: 'Bulk edit' },
      { href: paths.collections.href(), label: 'Collections' },
    ],
  },
  {
    label: 'Sales',
    items: [
      { href: paths.orders.href(), label: 'Orders' },
      { href: paths.members.href(), label: 'Members' },
      { href: paths.mail.href(), label: 'Mail', end: true },
      { href: paths.mailTemplates.href(), label: 'E-mails' },
    ],
  },
  {
    label: 'Settings',
    items: [
      { href: paths.settings.href(), label: 'Store settings', end: true },
      { href: paths.oauthApps.href(), label: 'OAuth apps' },
      { href: paths.apiKeys.href(), label: 'API keys' },
    ],
  },
];

export function Component() {
  const config = usePublicConfig();
  const signOut = useSignOut();
  const navigate = useNavigate();
  return (
    <StudioShell
      siteName={config.siteName}
      groups={groups}
      // Leave the page first, then end the session: a page still showing would ask for its data
      // again without the owner's token (a 403 for each of its queries).
      onSignOut={() => void Promise.resolve(navigate(paths.signIn.href(), { replace: true })).then(signOut)}
    >
      <Outlet />
    </StudioShell>
  );
}
