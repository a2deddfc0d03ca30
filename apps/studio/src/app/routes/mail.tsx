import { MailOutbox } from '../../features/mail/mail-outbox/mail-outbox';

export function Component() {
  return <MailOutbox />;
}
