import { errorMessage } from '@vitrine/react';
import type { OutboxMessage } from '@vitrine/sdk/modules/mail';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { formatDateTime } from '../../../components/ui/dates';
import { EmptyState, ErrorState, Loading } from '@vitrine/app-kit/states';
import { pageParam } from '../../../lib/page-param';
import { useOutbox } from '../api/mail';
import { MailHtmlFrame, MailText } from '../mail-html-frame';
import { Page } from '../../../components/layout/page';

export const pageSize = 25;

const kinds: Record<string, string> = {
  VERIFICATION_CODE: 'Verification code',
  PASSWORD_RESET: 'Password reset',
  ACTIVATION: 'Activation',
  ORDER_CONFIRMATION: 'Order confirmation',
  NEW_ORDER: 'New-order notice',
  ORDER_SHIPPED: 'Shipping confirmation',
  ORDER_CANCELED: 'Cancellation notice',
  ORDER_REFUNDED: 'Refund notice',
  REFUND_FAILED: 'Refused-refund notice',
  REFUND_CONFIRMED: 'Refund-confirmed notice',
};
const statuses: Record<string, [string, string]> = {
  STORED: ['Kept here (no mail server)', ''],
  PENDING: ['Sending', 'badge-warn'],
  SENT: ['Sent', 'badge-ok'],
  FAILED: ['Failed', 'badge-danger'],
};

/**
 * Every e-mail the store sent, or keeps here when no mail server is configured (development):
 * verification codes, password resets, activations, order e-mails. Each opens in place to read
 * its text, and its HTML (in a sandboxed frame) when it has one.
 */
export function MailOutbox() {
  const [params, setParams] = useSearchParams();
  const page = pageParam(params);
  const outbox = useOutbox((page - 1) * pageSize, pageSize);
  const go = (next: number) => setParams(next > 1 ? { page: String(next) } : {}, { replace: true });
  const rows = outbox.data?.messages ?? [];

  return (
    <Page
      title="Mail"
      actions={
        <Button onClick={() => outbox.refetch()} busy={outbox.isFetching}>
          Refresh
        </Button>
      }
    >
      <p className="field-hint">Messages hold live codes and reset links: only you, signed in, can read them here.</p>
      {outbox.isPending ? (
        <Loading label="Loading mail…" />
      ) : outbox.isError ? (
        <ErrorState message={errorMessage(outbox.error)} onRetry={() => outbox.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState title={page > 1 ? 'No more mail' : 'No mail yet'}>
          {page === 1 && <p>Verification codes, password resets and order e-mails the store sends appear here.</p>}
        </EmptyState>
      ) : (
        <>
          <ul className="mail-list" aria-label="Mail, newest first">
            {rows.map((message) => (
              <MailItem key={message.id} message={message} />
            ))}
          </ul>
          <nav className="pagination" aria-label="Mail pages">
            <span aria-live="polite">Page {page}</span>
            <Button onClick={() => go(page - 1)} disabled={page === 1}>
              Previous page
            </Button>
            <Button onClick={() => go(page + 1)} disabled={!outbox.data.hasMore}>
              Next page
            </Button>
          </nav>
        </>
      )}
    </Page>
  );
}

/** A native disclosure: keyboard and screen readers get open/closed for free. */
function MailItem({ message }: { message: OutboxMessage }) {
  const [status, tone] = statuses[message.status] ?? [message.status, ''];
  return (
    <li className="panel">
      <details>
        <summary>
          <strong>{message.subject}</strong> — to {message.to}
        </summary>
        {message.html && <MailHtmlFrame html={message.html} title={message.subject} />}
        <MailText text={message.text} />
      </details>
      <p className="summary-line">
        <span>{kinds[message.kind] ?? message.kind}</span>
        <span className={`badge ${tone}`}>{status}</span>
        <span>{formatDateTime(message.sentDate ?? message.createdDate)}</span>
      </p>
    </li>
  );
}
