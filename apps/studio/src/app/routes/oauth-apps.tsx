import { paths } from '../../config/paths';
import { OAuthAppList } from '../../features/oauth-apps/oauth-app-list/oauth-app-list';
import { oauthAppsQueryOptions } from '../../features/oauth-apps/api/oauth-apps';
import type { RouteLoader } from '../route-loader';

export const loader: RouteLoader = ({ client, queryClient }) => () => queryClient.prefetchQuery(oauthAppsQueryOptions(client));

export function Component() {
  return <OAuthAppList createHref={paths.oauthAppCreate.href()} editHref={paths.oauthAppEdit.href} />;
}
