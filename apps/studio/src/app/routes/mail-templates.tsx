import { MailTemplatesPage } from '../../features/mail/mail-templates/mail-templates';

export function Component() {
  return <MailTemplatesPage />;
}
