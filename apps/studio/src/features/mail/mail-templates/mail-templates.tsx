import { errorMessage } from '@vitrine/react';
import type { MailTemplate, OrderMailKind } from '@vitrine/sdk/modules/mail';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { ActiveBadge } from '../../../components/ui/on-off-actions';
import { QueryView } from '../../../components/ui/query-view';
import { useMailTemplates, useTemplatesMutation } from '../api/mail-templates';
import { MailBrandForm } from './mail-brand-form';
import { TemplatePreview } from './template-preview';
import { Page } from '../../../components/layout/page';

export const templateNames: Record<OrderMailKind, string> = {
  ORDER_CONFIRMATION: 'Order confirmation',
  NEW_ORDER: 'New-order notice',
  ORDER_SHIPPED: 'Shipping confirmation',
  ORDER_CANCELED: 'Cancellation notice',
  ORDER_REFUNDED: 'Refund notice',
  REFUND_FAILED: 'Refused-refund notice',
  REFUND_CONFIRMED: 'Refund-confirmed notice',
};

const audiences: Record<MailTemplate['audience'], string> = { BUYER: 'Buyer', STORE: 'Your contact address' };

/**
 * The e-mails the store sends on an order's life: each switched on or off, previewed with a sample
 * order in the store's look (logo, colour, contact address, edited below the list).
 */
export function MailTemplatesPage() {
  const templates = useMailTemplates();
  const change = useTemplatesMutation();
  const [previewed, setPreviewed] = useState<OrderMailKind>();

  return (
    <Page title="E-mails">
      <p className="field-hint">What the store sends when an order is placed, ships, is canceled or refunded. Each goes out once per change.</p>
      {change.isError && (
        <p className="field-error" role="alert">
          {errorMessage(change.error)}
        </p>
      )}
      <QueryView query={templates} loadingLabel="Loading e-mails…">
        {({ templates: rows, brand }) => (
          <>
            <DataTable caption="Order e-mails" columns={['E-mail', 'Sent to', 'State']} actions>
              {rows.map((template) => {
                const name = templateNames[template.kind];
                return (
                  <tr key={template.kind}>
                    <td>
                      <strong>{name}</strong>
                      <div className="field-hint">{template.description}</div>
                    </td>
                    <td>{audiences[template.audience]}</td>
                    <td>
                      <ActiveBadge active={template.enabled} />
                    </td>
                    <td>
                      <div className="actions">
                        <Button className="btn-small" onClick={() => setPreviewed(template.kind)} aria-pressed={previewed === template.kind}>
                          Preview {name}
                        </Button>
                        <Button className="btn-small" variant="ghost" busy={change.isPending} onClick={() => change.mutate({ switch: { kind: template.kind, enabled: !template.enabled } })}>
                          {template.enabled ? `Turn off ${name}` : `Turn on ${name}`}
                        </Button>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </DataTable>
            {previewed && <TemplatePreview kind={previewed} name={templateNames[previewed]} />}
            <MailBrandForm brand={brand} />
          </>
        )}
      </QueryView>
    </Page>
  );
}
