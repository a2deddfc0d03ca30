import { paths } from '../../config/paths';
import { ApiKeyCreate } from '../../features/api-keys/api-key-create/api-key-create';
import { useStudioConfig } from '../../lib/studio-config';

export function Component() {
  return <ApiKeyCreate listHref={paths.apiKeys.href()} siteId={useStudioConfig().siteId} />;
}
