import { useParams } from 'react-router';
import { paths } from '../../config/paths';
import { OAuthAppEdit } from '../../features/oauth-apps/oauth-app-edit/oauth-app-edit';
import { oauthAppsQueryOptions } from '../../features/oauth-apps/api/oauth-apps';
import type { RouteLoader } from '../route-loader';

export const loader: RouteLoader = ({ client, queryClient }) => () => queryClient.prefetchQuery(oauthAppsQueryOptions(client));

export function Component() {
  return <OAuthAppEdit id={useParams().id ?? ''} listHref={paths.oauthApps.href()} />;
}
