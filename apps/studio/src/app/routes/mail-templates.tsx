import { MailTemplatesPage } from '../../features/mail/mail-templates/mail-templates';
import { templatesQueryOptions } from '../../features/mail/api/mail-templates';
import type { RouteLoader } from '../route-loader';

export const loader: RouteLoader = ({ client, queryClient }) => () => queryClient.prefetchQuery(templatesQueryOptions(client));

export function Component() {
  return <MailTemplatesPage />;
}
