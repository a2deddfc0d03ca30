import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useVitrineClient } from '@vitrine/react';
import type { MembersAdminApi, SignUpPolicy } from '@vitrine/sdk/modules/members-admin';
import type { CouponInput, GiftCardInput, StoreSettings, StoreSettingsApi, StoreSettingsPatch, StoreSettingsSection } from '@vitrine/sdk/modules/store-settings';
import { useRef } from 'react';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation';
import { studioKeys } from '../../../lib/query-keys';

type Client = { storeSettings: StoreSettingsApi; membersAdmin: MembersAdminApi };
const useClient = () => useVitrineClient<Client>();

/** What a list section asks of one record: create it, change some fields, or delete it. */
type RecordChange<Input> = { create: Input } | { id: string; patch: Partial<Input> } | { delete: string };

interface RecordCalls<Input> {
  create(input: Input): Promise<unknown>;
  update(id: string, patch: Partial<Input>): Promise<unknown>;
  remove(id: string): Promise<unknown>;
}

/** Create, change (active on/off) or delete one kind of record through its calls; its list refreshes before the caller's onSuccess. */
function useRecordMutation<Input>(key: QueryKey, callsOf: (api: StoreSettingsApi) => RecordCalls<Input>) {
  return useInvalidatingMutation(key, (client: Client, change: RecordChange<Input>) => {
    const calls = callsOf(client.storeSettings);
    return 'create' in change ? calls.create(change.create) : 'delete' in change ? calls.remove(change.delete) : calls.update(change.id, change.patch);
  });
}

export function useStoreSettings() {
  const client = useClient();
  return useQuery({ queryKey: studioKeys.storeSettings, queryFn: () => client.storeSettings.getStoreSettings() });
}

/** A patch of whole sections, without the revisions: those are the saver's business. */
export type SectionsPatch = Omit<StoreSettingsPatch, 'expectedRevisions'>;

/**
 * Saves a record the editor opened, sending back the revision it read (`send`'s `read`), so a save
 * someone else made since is refused (409 `REVISION_MISMATCH`) instead of silently undone;
 * `overwrite` is the editor's explicit choice to replace it anyway (`read` is then undefined).
 * Every answer replaces the cached record, so other pages see it at once.
 */
function useRevisionSaver<T, R, P>(
  queryKey: readonly string[],
  opened: T,
  revisionOf: (value: T) => R,
  send: (patch: P, read: R | undefined) => Promise<T>,
  fetch: () => Promise<T>,
) {
  const queryClient = useQueryClient();
  // Held apart from the cache: a background refetch must not make an edit of an old copy look current.
  const read = useRef(revisionOf(opened));
  const remember = (value: T) => {
    read.current = revisionOf(value);
    queryClient.setQueryData(queryKey, value);
    return value;
  };
  return {
    save: async (patch: P, overwrite = false) => remember(await send(patch, overwrite ? undefined : read.current)),
    /** The record as it is now, which the next save then starts from. */
    reload: async () => remember(await fetch()),
  };
}

/** Saves sections of the store settings the editor opened, each guarded by its own section's revision. */
export function useSettingsSaver(opened: StoreSettings) {
  const client = useClient();
  return useRevisionSaver(
    studioKeys.storeSettings,
    opened,
    (settings) => settings.sectionRevisions,
    (patch: SectionsPatch, read) => {
      const sections = Object.keys(patch) as StoreSettingsSection[];
      const expectedRevisions = read && Object.fromEntries(sections.map((section) => [section, read[section]]));
      return client.storeSettings.updateStoreSettings({ ...patch, expectedRevisions });
    },
    () => client.storeSettings.getStoreSettings(),
  );
}

export function useSignUpPolicy() {
  const client = useClient();
  return useQuery({ queryKey: studioKeys.signUpPolicy, queryFn: () => client.membersAdmin.getSignUpPolicy() });
}

/** Saves the whole sign-up policy the editor opened, guarded by the policy's revision. */
export function useSignUpPolicySaver(opened: SignUpPolicy) {
  const client = useClient();
  return useRevisionSaver(
    studioKeys.signUpPolicy,
    opened,
    (policy) => policy.revision,
    ({ revision: _read, captchaProvider: _provider, ...policy }: SignUpPolicy, expectedRevision) => client.membersAdmin.updateSignUpPolicy({ ...policy, expectedRevision }),
    () => client.membersAdmin.getSignUpPolicy(),
  );
}

export function useCoupons() {
  const client = useClient();
  return useQuery({ queryKey: studioKeys.coupons.lists(), queryFn: () => client.storeSettings.listCoupons() });
}

/** Create, change (active on/off) or delete a coupon. */
export const useCouponMutation = () =>
  useRecordMutation<CouponInput>(studioKeys.coupons.all, (api) => ({ create: (input) => api.createCoupon(input), update: (id, patch) => api.updateCoupon(id, patch), remove: (id) => api.deleteCoupon(id) }));

export function useGiftCards() {
  const client = useClient();
  return useQuery({ queryKey: studioKeys.giftCards.lists(), queryFn: () => client.storeSettings.listGiftCards() });
}

export const useGiftCardMutation = () =>
  useRecordMutation<GiftCardInput>(studioKeys.giftCards.all, (api) => ({ create: (input) => api.createGiftCard(input), update: (id, patch) => api.updateGiftCard(id, patch), remove: (id) => api.deleteGiftCard(id) }));

