import { paths } from '../../config/paths';
import { ApiKeyList } from '../../features/api-keys/api-key-list/api-key-list';
import { apiKeysQueryOptions } from '../../features/api-keys/api/api-keys';
import type { RouteLoader } from '../route-loader';

export const loader: RouteLoader = ({ client, queryClient }) => () => queryClient.prefetchQuery(apiKeysQueryOptions(client));

export function Component() {
  return <ApiKeyList createHref={paths.apiKeyCreate.href()} />;
}
