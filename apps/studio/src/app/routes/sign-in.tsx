import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { SignInForm } from '../../features/auth/sign-in/sign-in-form';
import { usePublicConfig } from '@vitrine/app-kit/public-config-context';

export function Component() {
  const config = usePublicConfig();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Only a path inside the studio: never an address elsewhere handed in through the URL.
  const returnTo = params.get('returnTo');
  const target = returnTo && returnTo.startsWith('/') && !returnTo.startsWith('//') ? returnTo : paths.home.href();
  return <SignInForm siteName={config.siteName} forgotHref={paths.forgotPassword.href()} onSignedIn={() => navigate(target, { replace: true })} />;
}
