import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useVitrineClient } from '@vitrine/react';
import type { MailApi } from '@vitrine/sdk/modules/mail';
import { studioKeys } from '../../../lib/query-keys';

type Client = { mail: MailApi };

export const outboxQueryOptions = (client: Client, offset: number, limit: number) =>
  queryOptions({
    queryKey: studioKeys.mail.list({ offset, limit }),
    // One more than a page tells whether a next page exists (the outbox call has no total).
    queryFn: async () => {
      const messages = await client.mail.listOutbox({ offset, limit: limit + 1 });
      return { messages: messages.slice(0, limit), hasMore: messages.length > limit };
    },
    placeholderData: keepPreviousData,
    // New mail arrives while the owner watches (a shopper registering): look again now and then.
    refetchInterval: 15_000,
  });

export function useOutbox(offset: number, limit: number) {
  return useQuery(outboxQueryOptions(useVitrineClient<Client>(), offset, limit));
}
