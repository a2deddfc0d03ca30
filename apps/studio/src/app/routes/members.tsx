import { MemberList } from '../../features/members/member-list/member-list';

export function Component() {
  return <MemberList />;
}
