import { useMemo } from 'react';
import { linkableMailHtml, textParts } from './utils/mail-links';

/**
 * An e-mail's HTML, shown as the recipient's mail program would: in a frame of its own. The
 * sandbox runs no script, submits no form and gives the page no access to the studio, whatever
 * the message holds. It allows popups, escaping the sandbox, for one thing only: the message's web
 * links, which `linkableMailHtml` sets to open in a new tab without opener or referrer; every
 * other link has lost its address.
 */
export function MailHtmlFrame({ html, title }: { html: string; title: string }) {
  const linkable = useMemo(() => linkableMailHtml(html), [html]);
  return <iframe className="mail-frame" sandbox="allow-popups allow-popups-to-escape-sandbox" srcDoc={linkable} title={title} />;
}

/** An e-mail's plain text as written, its web addresses links that open in a new tab. */
export function MailText({ text }: { text: string }) {
  return (
    <pre className="mail-text">
      {textParts(text).map((part, index) =>
        'href' in part ? (
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer">
            {part.href}
          </a>
        ) : (
          part.text
        ),
      )}
    </pre>
  );
}
