import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useVitrineClient } from '@vitrine/react';
import type { OAuthApp, OAuthAppInput, OAuthAppPatch, SiteSettingsApi } from '@vitrine/sdk/modules/site-settings';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation';
import { studioKeys } from '../../../lib/query-keys';

type Client = { siteSettings: SiteSettingsApi };

export const oauthAppsQueryOptions = (client: Client) =>
  queryOptions({ queryKey: studioKeys.oauthApps.lists(), queryFn: () => client.siteSettings.listOAuthApps() });

export function useOAuthApps() {
  return useQuery(oauthAppsQueryOptions(useVitrineClient<Client>()));
}

/** Reads one app again, whatever the cache holds: the app as saved now, e.g. after someone else's save. */
export function useRereadOAuthApp() {
  const client = useVitrineClient<Client>();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string): Promise<OAuthApp> => {
      const apps = await queryClient.fetchQuery({ ...oauthAppsQueryOptions(client), staleTime: 0 });
      const app = apps.find((candidate) => candidate.id === id);
      if (!app) throw new Error('This OAuth app has been deleted.');
      return app;
    },
  });
}

const useInvalidating = <TVariables, TData>(run: (client: Client, variables: TVariables) => Promise<TData>) => useInvalidatingMutation(studioKeys.oauthApps.all, run);

export const useCreateOAuthApp = () => useInvalidating((client, input: OAuthAppInput) => client.siteSettings.createOAuthApp(input));
export const useUpdateOAuthApp = () =>
  useInvalidating((client, { id, patch }: { id: string; patch: OAuthAppPatch }) => client.siteSettings.updateOAuthApp(id, patch));
export const useDeleteOAuthApp = () => useInvalidating((client, id: string) => client.siteSettings.deleteOAuthApp(id));
