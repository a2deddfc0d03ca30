/** `@vitrine/react`: a provider and TanStack Query hooks over `@vitrine/sdk`. Safe to import where there is no `window`. */
export { VitrineProvider, useVitrineClient, requireModule, type AnyClient, type VitrineProviderProps } from './provider.tsx';
export { cartKeys, checkoutKeys, collectionKeys, memberKeys, orderKeys, productKeys } from './keys.ts';
export { errorCode, errorMessage, errorStatus, isRetryable } from './errors.ts';
export { useOwnMutation, type MutationHookOptions } from './mutation.ts';
export {
  optionsAvailabilityQueryOptions,
  productBySlugQueryOptions,
  productQueryOptions,
  productsQueryOptions,
  useOptionsAvailability,
  useProduct,
  useProductBySlug,
  useProducts,
  type ProductQuery,
  type ProductsModule,
} from './products.ts';
export { collectionBySlugQueryOptions, collectionsQueryOptions, useCollectionBySlug, useCollections, type CollectionQuery, type CollectionsModule } from './collections.ts';
export {
  cartItemCount,
  currentCartQueryOptions,
  estimateTotalsQueryOptions,
  storesAppId,
  useAddToCartMutation,
  useCurrentCart,
  useEstimateTotals,
  type CurrentCartModule,
} from './cart.ts';
export { useApplyCouponMutation, useCreateCheckoutMutation, useRemoveCouponMutation, useRemoveLineItemMutation, useUpdateLineItemQuantityMutation } from './cart-changes.ts';
export {
  checkoutQueryOptions,
  useCheckout,
  useCreateOrderMutation,
  useRedirectToHostedCheckout,
  useRemoveGiftCardMutation,
  useUpdateCheckoutMutation,
  type CheckoutModule,
  type CheckoutUpdate,
  type HostedCheckoutCallbacks,
  type RedirectsModule,
} from './checkout.ts';
export { myOrdersQueryOptions, orderQueryOptions, useMyOrders, useOrder, useOrderByLink, type OrdersModule } from './orders.ts';
export { memberSessionQueryOptions, sessionChanged, useMemberSession, useSessionChanged, type MemberSession, type SessionAuth } from './member.ts';
export {
  useRegisterMutation,
  useResendCodeMutation,
  useSendPasswordResetMutation,
  useSignInMutation,
  useSignOutMutation,
  useVerifyEmailMutation,
} from './member-sign-in.ts';
export type * from './types.ts';
