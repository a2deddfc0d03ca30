import { useParams } from 'react-router';
import { paths } from '../../config/paths';
import { OAuthAppEdit } from '../../features/oauth-apps/oauth-app-edit/oauth-app-edit';

export function Component() {
  return <OAuthAppEdit id={useParams().id ?? ''} listHref={paths.oauthApps.href()} />;
}
