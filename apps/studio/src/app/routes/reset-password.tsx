import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { ResetPasswordForm } from '../../features/auth/password-reset/reset-password-form';

export function Component() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return <ResetPasswordForm token={params.get('token') ?? ''} forgotHref={paths.forgotPassword.href()} onSignedIn={() => navigate(paths.home.href(), { replace: true })} />;
}
