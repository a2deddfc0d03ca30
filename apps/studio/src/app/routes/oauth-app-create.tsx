import { paths } from '../../config/paths';
import { OAuthAppCreate } from '../../features/oauth-apps/oauth-app-create/oauth-app-create';

export function Component() {
  return <OAuthAppCreate listHref={paths.oauthApps.href()} editHref={paths.oauthAppEdit.href} />;
}
