import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useVitrineClient } from '@vitrine/react';
import type { DeliveryStatus, WebhookEventType, WebhookInput, WebhookPatch, WebhooksApi } from '@vitrine/sdk/modules/webhooks';

type Client = { webhooks: WebhooksApi };

// Webhooks are only this feature's concern, so their keys live here rather than in lib/query-keys.
const keys = {
  all: ['studio', 'webhooks'] as const,
  list: () => [...keys.all, 'list'] as const,
  deliveries: (id: string, status?: DeliveryStatus) => [...keys.all, 'deliveries', id, status ?? 'ALL'] as const,
  events: (types: readonly string[]) => [...keys.all, 'events', ...types] as const,
};

const pageSize = 20;

export function useWebhooks() {
  const client = useVitrineClient<Client>();
  return useQuery({ queryKey: keys.list(), queryFn: () => client.webhooks.listWebhooks() });
}

/** A subscription's deliveries, newest first, optionally of one status; `fetchNextPage` loads older ones. */
export function useDeliveries(id: string, status: DeliveryStatus | undefined, enabled: boolean) {
  const client = useVitrineClient<Client>();
  return useInfiniteQuery({
    queryKey: keys.deliveries(id, status),
    queryFn: ({ pageParam }) => client.webhooks.listDeliveries(id, { limit: pageSize, status, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor,
    enabled,
  });
}

/** The site's past events of these types, newest first, for replaying one to a subscription. */
export function usePastEvents(types: readonly WebhookEventType[], enabled: boolean) {
  const client = useVitrineClient<Client>();
  return useInfiniteQuery({
    queryKey: keys.events(types),
    queryFn: ({ pageParam }) => client.webhooks.listEvents({ types: [...types], order: 'DESC', limit: 10, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor,
    enabled,
  });
}

export type WebhookChange =
  | { create: WebhookInput }
  | { id: string; patch: WebhookPatch }
  | { delete: string }
  | { rotate: string }
  | { replay: { id: string; deliveryId: string } }
  | { replayEvent: { id: string; eventId: string } };

/** Every webhook write refreshes subscriptions and deliveries before the caller's onSuccess. */
export function useWebhookMutation() {
  const client = useVitrineClient<Client>();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: WebhookChange): Promise<{ secret?: string }> => {
      if ('create' in change) return { secret: (await client.webhooks.createWebhook(change.create)).secret };
      if ('rotate' in change) return { secret: (await client.webhooks.rotateWebhookSecret(change.rotate)).secret };
      if ('delete' in change) await client.webhooks.deleteWebhook(change.delete);
      else if ('replay' in change) await client.webhooks.replayDelivery(change.replay.id, change.replay.deliveryId);
      else if ('replayEvent' in change) await client.webhooks.replayEvent(change.replayEvent.id, change.replayEvent.eventId);
      else await client.webhooks.updateWebhook(change.id, change.patch);
      return {};
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}
