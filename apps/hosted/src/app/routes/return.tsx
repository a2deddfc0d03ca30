import { errorMessage } from '@vitrine/react';
import { useEffect } from 'react';
import { HostedPage } from '../../components/layout/hosted-page';
import { ErrorState, Loading } from '@vitrine/app-kit/states';
import { Notice } from '../../components/ui/notice';
import { leavePage } from '../../lib/leave-page';
import { useRedirectSession } from '../../lib/redirect-session';

/** `/hosted/return?redirectSessionId=…`: a session with callbacks only; back to its post-flow URL. */
export function Component() {
  const { id, data: session, isPending, error } = useRedirectSession();
  const target = session?.postFlowUrl;
  useEffect(() => {
    if (target) leavePage(target);
  }, [target]);

  let body;
  if (!id) body = <ErrorState title="Nowhere to return to" message="Open this page from the store or app that sent you." />;
  else if (isPending || target) body = <Loading label="Taking you back…" />;
  else if (error) body = <ErrorState title="This link has expired" message={errorMessage(error)} />;
  else body = <Notice>You can close this page.</Notice>;
  return <HostedPage title="Returning">{body}</HostedPage>;
}
