import { paths } from '../../config/paths';
import { ApiKeyList } from '../../features/api-keys/api-key-list/api-key-list';

export function Component() {
  return <ApiKeyList createHref={paths.apiKeyCreate.href()} />;
}
