import { MemberList } from '../../features/members/member-list/member-list';
import { memberListQueryOptions } from '../../features/members/api/members';
import { readMemberListState, toMemberPage } from '../../features/members/member-list/list-query';
import { loadOnEnter, searchOf, type RouteLoader } from '../route-loader';

export const loader: RouteLoader = ({ client, queryClient }) => (args) => queryClient.prefetchQuery(memberListQueryOptions(client, toMemberPage(readMemberListState(searchOf(args)))));

export const shouldRevalidate = loadOnEnter;

export function Component() {
  return <MemberList />;
}
