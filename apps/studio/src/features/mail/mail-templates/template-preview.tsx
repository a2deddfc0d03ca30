import type { OrderMailKind } from '@vitrine/sdk/modules/mail';
import { QueryView } from '../../../components/ui/query-view';
import { useTemplatePreview } from '../api/mail-templates';
import { MailHtmlFrame, MailText } from '../mail-html-frame';

/** One template rendered with the sample order: subject, the HTML as sent, and its plain-text part. */
export function TemplatePreview({ kind, name }: { kind: OrderMailKind; name: string }) {
  const preview = useTemplatePreview(kind);
  return (
    <section className="panel" aria-labelledby="mail-preview-title">
      <h2 id="mail-preview-title">Preview: {name}</h2>
      <QueryView query={preview} loadingLabel="Rendering the preview…">
        {(mail) => (
          <>
            <p>
              Subject: <strong>{mail.subject}</strong>
            </p>
            <MailHtmlFrame html={mail.html} title={`${name} with a sample order`} />
            <details>
              <summary>Plain-text part</summary>
              <MailText text={mail.text} />
            </details>
          </>
        )}
      </QueryView>
    </section>
  );
}
