import { MailOutbox } from '../../features/mail/mail-outbox/mail-outbox';
import { outboxQueryOptions } from '../../features/mail/api/mail';
import { pageSize } from '../../features/mail/mail-outbox/mail-outbox';
import { pageParam } from '../../lib/page-param';
import { loadOnEnter, searchOf, type RouteLoader } from '../route-loader';

export const loader: RouteLoader = ({ client, queryClient }) => (args) => queryClient.prefetchQuery(outboxQueryOptions(client, (pageParam(searchOf(args)) - 1) * pageSize, pageSize));

export const shouldRevalidate = loadOnEnter;

export function Component() {
  return <MailOutbox />;
}
