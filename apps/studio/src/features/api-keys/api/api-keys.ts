import { queryOptions, useQuery } from '@tanstack/react-query';
import { useVitrineClient } from '@vitrine/react';
import type { ApiKeyInput, SiteSettingsApi } from '@vitrine/sdk/modules/site-settings';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation';
import { studioKeys } from '../../../lib/query-keys';
import { choices } from '../../../lib/choices';

type Client = { siteSettings: SiteSettingsApi };

export const apiKeysQueryOptions = (client: Client) =>
  queryOptions({ queryKey: studioKeys.apiKeys.lists(), queryFn: () => client.siteSettings.listApiKeys() });

export function useApiKeys() {
  return useQuery(apiKeysQueryOptions(useVitrineClient<Client>()));
}

/** Creates a key; the answer holds the secret, which the caller shows once and never stores. */
export const useCreateApiKey = () => useInvalidatingMutation(studioKeys.apiKeys.all, (client: Client, input: ApiKeyInput) => client.siteSettings.createApiKey(input));

export const useRevokeApiKey = () => useInvalidatingMutation(studioKeys.apiKeys.all, (client: Client, id: string) => client.siteSettings.revokeApiKey(id));

/** The permissions an API key can hold, with what each lets it do. */
export const apiKeyPermissions = choices({ 'catalog:read': 'Read the catalogue', 'catalog:write': 'Change the catalogue', 'ecom:read': 'Read carts, checkouts and orders', 'ecom:write': 'Change carts, checkouts and orders', 'members:read': 'Read members', 'members:write': 'Change members', 'settings:write': 'Change site and store settings', 'events:read': 'Read events and webhooks' });
