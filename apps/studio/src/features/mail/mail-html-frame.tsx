/**
 * An e-mail's HTML, shown as the recipient's mail program would: in a frame of its own. The empty
 * `sandbox` runs no script, submits no form and gives the page no access to the studio, whatever
 * the message holds.
 */
export function MailHtmlFrame({ html, title }: { html: string; title: string }) {
  return <iframe className="mail-frame" sandbox="" srcDoc={html} title={title} />;
}
