import { paths } from '../../config/paths';
import { ForgotPasswordForm } from '../../features/auth/password-reset/forgot-password-form';

export function Component() {
  return <ForgotPasswordForm signInHref={paths.signIn.href()} />;
}
