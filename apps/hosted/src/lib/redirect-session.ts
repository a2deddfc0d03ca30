import { queryOptions, useQuery } from '@tanstack/react-query';
import { useVitrineClient } from '@vitrine/react';
import type { RedirectSessionView } from '@vitrine/sdk/modules/hosted-session';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { usePublicConfig } from '@vitrine/app-kit/public-config-context';
import { createShopperClient, createSignInClient, type AppClient } from './sdk';

export type { RedirectSessionView };

export const redirectSessionKeys = {
  all: ['hosted', 'redirect-session'] as const,
  detail: (id: string) => [...redirectSessionKeys.all, id] as const,
};

/** A session is read fresh each time: it completes once and expires after ten minutes. */
export const redirectSessionQueryOptions = (client: AppClient, id: string) =>
  queryOptions({
    queryKey: redirectSessionKeys.detail(id),
    queryFn: async () => (await client.hostedSession.getRedirectSession(id)).redirectSession,
    staleTime: 0,
    // 404 means expired or unknown: asking again cannot help.
    retry: false,
  });

/** The redirect session named by the page's `redirectSessionId`, if it has one. */
export function useRedirectSession() {
  const [search] = useSearchParams();
  const id = search.get('redirectSessionId') ?? '';
  const client = useVitrineClient<AppClient>();
  const query = useQuery({ ...redirectSessionQueryOptions(client, id), enabled: id !== '' });
  return { id, ...query };
}

/** A fresh in-memory client for signing in to the app of a session (see `createSignInClient`). */
export function useSignInClient(clientId: string | undefined) {
  const config = usePublicConfig();
  const id = clientId ?? config.clientId;
  return useMemo(() => createSignInClient(config.baseUrl, id), [config.baseUrl, id]);
}

/** The shopper's client of the session's app: the store's shared client when it is the store's app. */
export function useShopperClient(clientId: string | undefined) {
  const config = usePublicConfig();
  const shared = useVitrineClient<AppClient>();
  const id = clientId ?? config.clientId;
  return useMemo(() => (id === config.clientId ? shared : createShopperClient(config.baseUrl, id)), [config.baseUrl, config.clientId, id, shared]);
}
