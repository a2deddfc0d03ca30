import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useVitrineClient } from '@vitrine/react';
import type { MailApi, MailTemplates, OrderMailKind } from '@vitrine/sdk/modules/mail';
import { studioKeys } from '../../../lib/query-keys';

type Client = { mail: MailApi };

const templatesKey = [...studioKeys.mail.all, 'templates'] as const;

export const templatesQueryOptions = (client: Client) => queryOptions({ queryKey: templatesKey, queryFn: () => client.mail.listTemplates() });

export function useMailTemplates() {
  return useQuery(templatesQueryOptions(useVitrineClient<Client>()));
}

/** One template rendered with the sample order; `undefined` renders nothing. Refreshed when the store's look changes. */
export function useTemplatePreview(kind: OrderMailKind | undefined) {
  const client = useVitrineClient<Client>();
  return useQuery({
    queryKey: [...templatesKey, 'preview', kind],
    queryFn: () => client.mail.previewTemplate(kind!),
    enabled: kind !== undefined,
  });
}

export type TemplatesChange = { switch: { kind: OrderMailKind; enabled: boolean } } | { brand: Parameters<MailApi['updateBrand']>[0] };

/** A switch or a change of the store's look: the answer is the new list, and previews are rendered again. */
export function useTemplatesMutation() {
  const client = useVitrineClient<Client>();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: TemplatesChange): Promise<MailTemplates> =>
      'switch' in change ? client.mail.switchTemplate(change.switch.kind, change.switch.enabled) : client.mail.updateBrand(change.brand),
    onSuccess: (templates) => {
      queryClient.setQueryData(templatesKey, templates);
      return queryClient.invalidateQueries({ queryKey: [...templatesKey, 'preview'] });
    },
  });
}
