import { paths } from '../../config/paths';
import { ApiKeyCreate } from '../../features/api-keys/api-key-create/api-key-create';
import { usePublicConfig } from '@vitrine/app-kit/public-config-context';

export function Component() {
  return <ApiKeyCreate listHref={paths.apiKeys.href()} siteId={usePublicConfig().siteId} />;
}
