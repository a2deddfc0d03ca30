import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useVitrineClient } from '@vitrine/react';
import type { MembersAdminApi, SignUpPolicy } from '@vitrine/sdk/modules/members-admin';
import type { CouponInput, GiftCardInput, StoreSettingsApi, StoreSettingsPatch } from '@vitrine/sdk/modules/store-settings';
import { studioKeys } from '../../../lib/query-keys';

type Client = { storeSettings: StoreSettingsApi; membersAdmin: MembersAdminApi };
const useClient = () => useVitrineClient<Client>();

export function useStoreSettings() {
  const client = useClient();
  return useQuery({ queryKey: studioKeys.storeSettings, queryFn: () => client.storeSettings.getStoreSettings() });
}

/** Saves one or more sections; the answer replaces the cached settings, so every section sees it at once. */
export function useUpdateStoreSettings() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: StoreSettingsPatch) => client.storeSettings.updateStoreSettings(patch),
    onSuccess: (settings) => queryClient.setQueryData(studioKeys.storeSettings, settings),
  });
}

export function useSignUpPolicy() {
  const client = useClient();
  return useQuery({ queryKey: studioKeys.signUpPolicy, queryFn: () => client.membersAdmin.getSignUpPolicy() });
}

export function useUpdateSignUpPolicy() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: Partial<SignUpPolicy>) => client.membersAdmin.updateSignUpPolicy(patch),
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
