import { paths } from '../../config/paths';
import { OAuthAppList } from '../../features/oauth-apps/oauth-app-list/oauth-app-list';

export function Component() {
  return <OAuthAppList createHref={paths.oauthAppCreate.href()} editHref={paths.oauthAppEdit.href} />;
}
