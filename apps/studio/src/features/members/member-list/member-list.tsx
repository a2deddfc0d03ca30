import { errorMessage } from '@vitrine/react';
import type { Identity } from '@vitrine/sdk/modules/members-admin';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Page } from '../../../components/layout/page';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { formatDate } from '../../../components/ui/dates';
import { SelectField } from '../../../components/ui/field';
import { DataTable } from '../../../components/ui/data-table';
import { QueryView } from '../../../components/ui/query-view';
import { EmptyState } from '@vitrine/app-kit/states';
import { Notice } from '../../../components/ui/notice';
import { useMemberAction, useMemberList, type MemberAction } from '../api/members';
import { readMemberListState, statusOptions, toMemberPage } from './list-query';
import { awaitsApproval, MemberStatus } from './member-status';


const nameOf = (member: Identity) =>
  [member.identityProfile.firstName, member.identityProfile.lastName].filter(Boolean).join(' ') || member.identityProfile.nickname || member.email.address;

/** The site's members, newest first: approve sign-ups that wait for the owner, block and unblock. */
export function MemberList() {
  const [params, setParams] = useSearchParams();
  const { status, page } = readMemberListState(params);
  const list = useMemberList(toMemberPage({ status, page }));
  const act = useMemberAction();
  const [blocking, setBlocking] = useState<Identity | null>(null);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const go = (next: { status?: string; page?: number }) => {
    const query = new URLSearchParams();
    const nextStatus = 'status' in next ? next.status : status;
    if (nextStatus) query.set('status', nextStatus);
    if ((next.page ?? 1) > 1) query.set('page', String(next.page));
    setParams(query, { replace: true });
  };

  const run = (member: Identity, action: MemberAction) =>
    act.mutate(
      { id: member.id, action },
      {
        onSuccess: () => {
          setBlocking(null);
          const done = { approve: 'approved: they can sign in now', block: 'blocked: their sessions have ended', unblock: 'unblocked' }[action];
          setOutcome({ tone: 'success', text: `${nameOf(member)} ${done}.` });
        },
        onError: (error) => {
          setBlocking(null);
          setOutcome({ tone: 'error', text: `${nameOf(member)}: ${errorMessage(error)}` });
        },
      },
    );

  return (
    <Page title="Members">
      {outcome && <Notice tone={outcome.tone}>{outcome.text}</Notice>}
      <div className="toolbar">
        <SelectField label="Status" options={statusOptions} value={status ?? ''} onChange={(e) => go({ status: e.target.value })} />
      </div>
      <QueryView
        query={list}
        loadingLabel="Loading members…"
        isEmpty={(data) => data.members.length === 0}
        empty={
          <EmptyState title={status ? 'No member in this state' : page > 1 ? 'No more members' : 'No members yet'}>
            {!status && page === 1 && <p>Shoppers who register in the store appear here.</p>}
          </EmptyState>
        }
      >
        {(data) => (
          <>
            <DataTable caption="Members" columns={['Name', 'E-mail', 'Status', 'Joined']} actions busy={list.isFetching}>
              {data.members.map((member) => {
                const busy = act.isPending && act.variables?.id === member.id;
                return (
                  <tr key={member.id}>
                    <td>{nameOf(member)}</td>
                    <td>
                      {member.email.address}
                      {!member.email.isVerified && <span className="field-hint"> (not verified)</span>}
                    </td>
                    <td>
                      <MemberStatus member={member} />
                    </td>
                    <td>{formatDate(member.createdDate)}</td>
                    <td>
                      <div className="actions">
                        {awaitsApproval(member) && (
                          <Button variant="primary" className="btn-small" busy={busy && act.variables?.action === 'approve'} onClick={() => run(member, 'approve')} aria-label={`Approve ${nameOf(member)}`}>
                            Approve
                          </Button>
                        )}
                        {member.status.name === 'BLOCKED' ? (
                          <Button className="btn-small" busy={busy} onClick={() => run(member, 'unblock')} aria-label={`Unblock ${nameOf(member)}`}>
                            Unblock
                          </Button>
                        ) : (
                          <Button className="btn-small" disabled={busy} onClick={() => setBlocking(member)} aria-label={`Block ${nameOf(member)}`}>
                            Block
                          </Button>
                        )}
                      </div>
                    </td>
                  </tr>
                );
              })}
            </DataTable>
            <nav className="pagination" aria-label="Members pages">
              <span aria-live="polite">Page {page}</span>
              <Button onClick={() => go({ page: page - 1 })} disabled={page === 1}>
                Previous page
              </Button>
              <Button onClick={() => go({ page: page + 1 })} disabled={!data.hasMore}>
                Next page
              </Button>
            </nav>
          </>
        )}
      </QueryView>
      <ConfirmDialog
        open={blocking !== null}
        title={blocking ? `Block ${nameOf(blocking)}?` : 'Block'}
        confirmLabel="Block member"
        destructive
        busy={act.isPending}
        onCancel={() => setBlocking(null)}
        onConfirm={() => blocking && run(blocking, 'block')}
      >
        <p>They are signed out everywhere at once and cannot sign in until you unblock them.</p>
      </ConfirmDialog>
    </Page>
  );
}
