import { errorMessage } from '@vitrine/react';
import { HostedPage } from '../../components/layout/hosted-page';
import { ErrorState, Loading } from '@vitrine/app-kit/states';
import { Notice } from '../../components/ui/notice';
import { useEndMemberSession } from '../../features/session-end/hooks/use-end-member-session';
import { useRedirectSession } from '../../lib/redirect-session';

/** `/hosted/logout?redirectSessionId=…`: signs the member out, then back to the app's post-flow URL. */
export function Component() {
  const { id, data: session, isPending, error } = useRedirectSession();
  const usable = session && session.kind === 'logout' ? session : undefined;
  const end = useEndMemberSession(usable);

  let body;
  if (!id) body = <ErrorState title="Nothing to sign out of" message="Open this page from the store or app you want to sign out of." />;
  else if (isPending) body = <Loading label="Signing you out…" />;
  else if (error) body = <ErrorState title="This sign-out link has expired" message={errorMessage(error)} />;
  else if (!usable) body = <ErrorState title="This link is not a sign-out" />;
  else if (end.isError) body = <ErrorState title="Signed out on this device" message={`The store could not be told: ${errorMessage(end.error)}`} />;
  else if (end.isSuccess && !usable.postFlowUrl) body = <Notice>You are signed out.</Notice>;
  else body = <Loading label="Signing you out…" />;

  return <HostedPage title="Sign out">{body}</HostedPage>;
}
