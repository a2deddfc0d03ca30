import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useVitrineClient } from '@vitrine/react';
import type { WebhookInput, WebhookPatch, WebhooksApi } from '@vitrine/sdk/modules/webhooks';

type Client = { webhooks: WebhooksApi };

// Webhooks are only this feature's concern, so their keys live here rather than in lib/query-keys.
const keys = {
  all: ['studio', 'webhooks'] as const,
  list: () => [...keys.all, 'list'] as const,
  deliveries: (id: string) => [...keys.all, 'deliveries', id] as const,
};

export function useWebhooks() {
  const client = useVitrineClient<Client>();
  return useQuery({ queryKey: keys.list(), queryFn: () => client.webhooks.listWebhooks() });
}

export function useDeliveries(id: string, enabled: boolean) {
  const client = useVitrineClient<Client>();
  return useQuery({ queryKey: keys.deliveries(id), queryFn: () => client.webhooks.listDeliveries(id, { limit: 20 }), enabled });
}

/** Every webhook write refreshes subscriptions and deliveries before the caller's onSuccess. */
export function useWebhookMutation() {
  const client = useVitrineClient<Client>();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (
      change: { create: WebhookInput } | { id: string; patch: WebhookPatch } | { delete: string } | { replay: { id: string; deliveryId: string } },
    ): Promise<{ secret?: string }> => {
      if ('create' in change) return { secret: (await client.webhooks.createWebhook(change.create)).secret };
      if ('delete' in change) await client.webhooks.deleteWebhook(change.delete);
      else if ('replay' in change) await client.webhooks.replayDelivery(change.replay.id, change.replay.deliveryId);
      else await client.webhooks.updateWebhook(change.id, change.patch);
      return {};
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}
