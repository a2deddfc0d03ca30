import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useVitrineClient } from '@vitrine/react';
import type { MembersAdminApi, SignUpPolicy } from '@vitrine/sdk/modules/members-admin';
import type { CouponInput, GiftCardInput, StoreSettings, StoreSettingsApi, StoreSettingsPatch, StoreSettingsSection } from '@vitrine/sdk/modules/store-settings';
import { useRef } from 'react';
import { studioKeys } from '../../../lib/query-keys';

type Client = { storeSettings: StoreSettingsApi; membersAdmin: MembersAdminApi };
const useClient = () => useVitrineClient<Client>();

export function useStoreSettings() {
  const client = useClient();
  return useQuery({ queryKey: studioKeys.storeSettings, queryFn: () => client.storeSettings.getStoreSettings() });
}

/** A patch of whole sections, without the revisions: those are the saver's business. */
export type SectionsPatch = Omit<StoreSettingsPatch, 'expectedRevisions'>;

/**
 * Saves sections of the settings the editor opened. Each save sends back the revisions of its
 * sections as they were read, so a save someone else made since is refused (409
 * `REVISION_MISMATCH`) instead of silently undone; `overwrite` is the editor's explicit choice to
 * replace it anyway. Every answer replaces the cached settings, so other pages see it at once.
 */
export function useSettingsSaver(opened: StoreSettings) {
  const client = useClient();
  const queryClient = useQueryClient();
  // Held apart from the cache: a background refetch must not make an edit of an old copy look current.
  const read = useRef(opened.sectionRevisions);
  const remember = (settings: StoreSettings) => {
    read.current = settings.sectionRevisions;
    queryClient.setQueryData(studioKeys.storeSettings, settings);
    return settings;
  };
  const mutation = useMutation({
    mutationFn: ({ patch, overwrite }: { patch: SectionsPatch; overwrite: boolean }) => {
      const sections = Object.keys(patch) as StoreSettingsSection[];
      const expectedRevisions = overwrite || !read.current ? undefined : Object.fromEntries(sections.map((section) => [section, read.current![section]]));
      return client.storeSettings.updateStoreSettings({ ...patch, expectedRevisions });
    },
    onSuccess: remember,
  });
  return {
    save: (patch: SectionsPatch, overwrite = false) => mutation.mutateAsync({ patch, overwrite }),
    /** The settings as they are now, which the next save then starts from. */
    reload: async () => remember(await client.storeSettings.getStoreSettings()),
  };
}

/**
 * The sign-up policy with the captcha widgets' public site keys ('' = the verifier's default key),
 * which the platform reads and saves with it but the SDK's policy type does not declare yet.
 */
export type SignUpSettings = SignUpPolicy & { invisibleCaptchaSiteKey?: string; visibleCaptchaSiteKey?: string };

export function useSignUpPolicy() {
  const client = useClient();
  return useQuery({ queryKey: studioKeys.signUpPolicy, queryFn: async (): Promise<SignUpSettings> => client.membersAdmin.getSignUpPolicy() });
}

export function useUpdateSignUpPolicy() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (patch: Partial<SignUpSettings>): Promise<SignUpSettings> => client.membersAdmin.updateSignUpPolicy(patch),
    onSuccess: (policy) => queryClient.setQueryData(studioKeys.signUpPolicy, policy),
  });
}

export function useCoupons() {
  const client = useClient();
  return useQuery({ queryKey: studioKeys.coupons.lists(), queryFn: () => client.storeSettings.listCoupons() });
}

/** Create, change (active on/off) or delete a coupon; the list refreshes before the caller's onSuccess. */
export function useCouponMutation() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: { create: CouponInput } | { id: string; patch: Partial<CouponInput> } | { delete: string }): Promise<unknown> =>
      'create' in change
        ? client.storeSettings.createCoupon(change.create)
        : 'delete' in change
          ? client.storeSettings.deleteCoupon(change.delete)
          : client.storeSettings.updateCoupon(change.id, change.patch),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studioKeys.coupons.all }),
  });
}

export function useGiftCards() {
  const client = useClient();
  return useQuery({ queryKey: studioKeys.giftCards.lists(), queryFn: () => client.storeSettings.listGiftCards() });
}

export function useGiftCardMutation() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: { create: GiftCardInput } | { id: string; patch: Partial<GiftCardInput> } | { delete: string }): Promise<unknown> =>
      'create' in change
        ? client.storeSettings.createGiftCard(change.create)
        : 'delete' in change
          ? client.storeSettings.deleteGiftCard(change.delete)
          : client.storeSettings.updateGiftCard(change.id, change.patch),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studioKeys.giftCards.all }),
  });
}
