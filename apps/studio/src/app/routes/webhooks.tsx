import { paths } from '../../config/paths';
import { WebhookList } from '../../features/webhooks/webhook-list/webhook-list';

export function Component() {
  return <WebhookList settingsHref={paths.settings.href()} />;
}
