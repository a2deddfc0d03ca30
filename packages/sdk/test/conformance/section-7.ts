/**
 * Spec §7 ("The calls it makes"), one line per call: the spec's service path, the public path the
 * SDK sends it to (wire contract: service prefix in front, `{…}` for a path parameter), and the SDK
 * function that sends it. The conformance files drive each of these through the SDK against the
 * real platform; `checklist.test.ts` holds this list to the SDK's modules and to those files.
 */

export interface SpecCall {
  /** As spec §7 writes it. */
  spec: string;
  /** Method and public path the SDK sends; `{name}` stands for one path segment. */
  wire: string;
  /** `module.function` (or `auth.function` of `OAuthStrategy`) that sends it. */
  sdk: string;
  /** Token endpoint calls share a path: the grant in the body tells them apart. */
  grant?: string;
}

const call = (spec: string, wire: string, sdk: string, grant?: string): SpecCall => ({ spec, wire, sdk, ...(grant ? { grant } : {}) });

export const section7 = {
  cartById: [
    call('POST /v1/carts', 'POST /ecom/v1/carts', 'cart.createCart'),
    call('PATCH /v1/carts/{cartInfo.id}', 'PATCH /ecom/v1/carts/{id}', 'cart.updateCart'),
    call('GET /v1/carts/{id}', 'GET /ecom/v1/carts/{id}', 'cart.getCart'),
    call('DELETE /v1/carts/{id}', 'DELETE /ecom/v1/carts/{id}', 'cart.deleteCart'),
    call('POST /v1/carts/{id}/add-to-cart', 'POST /ecom/v1/carts/{id}/add-to-cart', 'cart.addToCart'),
    call('POST /v1/carts/{id}/remove-line-items', 'POST /ecom/v1/carts/{id}/remove-line-items', 'cart.removeLineItems'),
    call('POST /v1/carts/{id}/update-line-items-quantity', 'POST /ecom/v1/carts/{id}/update-line-items-quantity', 'cart.updateLineItemsQuantity'),
    call('POST /v1/carts/{id}/remove-coupon', 'POST /ecom/v1/carts/{id}/remove-coupon', 'cart.removeCoupon'),
    call('POST /v1/carts/{id}/create-checkout', 'POST /ecom/v1/carts/{id}/create-checkout', 'cart.createCheckout'),
    call('POST /v1/carts/{id}/estimate-totals', 'POST /ecom/v1/carts/{id}/estimate-totals', 'cart.estimateTotals'),
  ],
  currentCart: [
    call('GET /v1/carts/current', 'GET /ecom/v1/carts/current', 'currentCart.getCurrentCart'),
    call('PATCH /v1/carts/current', 'PATCH /ecom/v1/carts/current', 'currentCart.updateCurrentCart'),
    call('DELETE /v1/carts/current', 'DELETE /ecom/v1/carts/current', 'currentCart.deleteCurrentCart'),
    call('POST /v1/carts/current/add-to-cart', 'POST /ecom/v1/carts/current/add-to-cart', 'currentCart.addToCurrentCart'),
    call('POST /v1/carts/current/remove-line-items', 'POST /ecom/v1/carts/current/remove-line-items', 'currentCart.removeLineItemsFromCurrentCart'),
    call(
      'POST /v1/carts/current/update-line-items-quantity',
      'POST /ecom/v1/carts/current/update-line-items-quantity',
      'currentCart.updateCurrentCartLineItemQuantity',
    ),
    call('POST /v1/carts/current/remove-coupon', 'POST /ecom/v1/carts/current/remove-coupon', 'currentCart.removeCouponFromCurrentCart'),
    call('POST /v1/carts/current/create-checkout', 'POST /ecom/v1/carts/current/create-checkout', 'currentCart.createCheckoutFromCurrentCart'),
    call('POST /v1/carts/current/estimate-totals', 'POST /ecom/v1/carts/current/estimate-totals', 'currentCart.estimateCurrentCartTotals'),
  ],
  checkout: [
    call('POST /v1/checkouts', 'POST /ecom/v1/checkouts', 'checkout.createCheckout'),
    call('GET /v1/checkouts/{id}', 'GET /ecom/v1/checkouts/{id}', 'checkout.getCheckout'),
    call('GET /v1/checkouts/by-cart-id/{id}', 'GET /ecom/v1/checkouts/by-cart-id/{id}', 'checkout.getCheckoutByCartId'),
    call('GET /v1/checkouts/{id}/checkout-url', 'GET /ecom/v1/checkouts/{id}/checkout-url', 'checkout.getCheckoutUrl'),
    call('PATCH /v1/checkouts/{checkout.id}', 'PATCH /ecom/v1/checkouts/{id}', 'checkout.updateCheckout'),
    call('POST /v1/checkouts/{id}/remove-coupon', 'POST /ecom/v1/checkouts/{id}/remove-coupon', 'checkout.removeCoupon'),
    call('POST /v1/checkouts/{id}/remove-gift-card', 'POST /ecom/v1/checkouts/{id}/remove-gift-card', 'checkout.removeGiftCard'),
    call('POST /v1/checkouts/{id}/remove-override-checkout-url', 'POST /ecom/v1/checkouts/{id}/remove-override-checkout-url', 'checkout.removeOverrideCheckoutUrl'),
    call('POST /v1/checkouts/{id}/add-to-checkout', 'POST /ecom/v1/checkouts/{id}/add-to-checkout', 'checkout.addToCheckout'),
    call('POST /v1/checkouts/{id}/remove-line-items', 'POST /ecom/v1/checkouts/{id}/remove-line-items', 'checkout.removeLineItems'),
    call('POST /v1/checkouts/{id}/update-line-items-quantity', 'POST /ecom/v1/checkouts/{id}/update-line-items-quantity', 'checkout.updateLineItemsQuantity'),
    call('POST /v1/checkouts/{id}/create-order', 'POST /ecom/v1/checkouts/{id}/create-order', 'checkout.createOrder'),
    call('POST /v1/checkouts/{id}/mark-as-completed', 'POST /ecom/v1/checkouts/{id}/mark-as-completed', 'checkout.markCheckoutAsCompleted'),
    call('GET /v1/checkouts/{id}/payment-settings', 'GET /ecom/v1/checkouts/{id}/payment-settings', 'checkout.getCheckoutPaymentSettings'),
  ],
  redirectSession: [
    // One path for every section of the request (auth, logout, ecomCheckout …); the SDK's sign-in
    // and logout send it through `getAuthUrl` and `logout`.
    call('POST /v1/redirect-session', 'POST /_api/redirects-api/v1/redirect-session', 'redirects.createRedirectSession'),
  ],
  storeCollections: [
    call('GET /v2/collections/{id}', 'GET /v2/collections/{id}', 'collections.getCollection'),
    call('GET /v2/collections/slug/{slug}', 'GET /v2/collections/slug/{slug}', 'collections.getStoreCollectionBySlug'),
    call('POST /v2/collections/query', 'POST /v2/collections/query', 'collections.queryCollections'),
  ],
  catalogueWrites: [
    call('POST /v1/products', 'POST /stores/v1/products', 'products.createProduct'),
    call('PATCH /v1/products/{id}', 'PATCH /stores/v1/products/{id}', 'products.updateProduct'),
    call('DELETE /v1/products/{id}', 'DELETE /stores/v1/products/{id}', 'products.deleteProduct'),
    call('PATCH /v1/products/{id}/variants', 'PATCH /stores/v1/products/{id}/variants', 'products.updateVariants'),
    call('POST /v1/products/{id}/variants/resetToDefault', 'POST /stores/v1/products/{id}/variants/resetToDefault', 'products.resetVariantsToDefault'),
    call('POST /v1/collections/{id}/productIds', 'POST /stores/v1/collections/{id}/productIds', 'collections.addProductsToCollection'),
    call('POST /v1/collections/{id}/productIds/delete', 'POST /stores/v1/collections/{id}/productIds/delete', 'collections.removeProductsFromCollection'),
    call('POST /v1/products/{id}/media', 'POST /stores/v1/products/{id}/media', 'products.addProductMedia'),
    call('POST /v1/products/{id}/media/delete', 'POST /stores/v1/products/{id}/media/delete', 'products.removeProductMedia'),
    call('PATCH /v1/products/{id}/choices/media', 'PATCH /stores/v1/products/{id}/choices/media', 'products.addProductMediaToChoices'),
    call('POST /v1/products/{id}/choices/media/delete', 'POST /stores/v1/products/{id}/choices/media/delete', 'products.removeProductMediaFromChoices'),
    call('DELETE /v1/products/{id}/options', 'DELETE /stores/v1/products/{id}/options', 'products.deleteProductOptions'),
    call('POST /v1/products/{id}/remove-brand', 'POST /stores/v1/products/{id}/remove-brand', 'products.removeBrand'),
    call('POST /v1/products/{id}/remove-ribbon', 'POST /stores/v1/products/{id}/remove-ribbon', 'products.removeRibbon'),
    call('POST /v1/collections', 'POST /stores/v1/collections', 'collections.createCollection'),
    call('PATCH /v1/collections/{collection.id}', 'PATCH /stores/v1/collections/{id}', 'collections.updateCollection'),
    call('DELETE /v1/collections/{id}', 'DELETE /stores/v1/collections/{id}', 'collections.deleteCollection'),
    call('POST /v1/bulk/products/update', 'POST /stores/v1/bulk/products/update', 'products.bulkUpdateProducts'),
    call('POST /v1/bulk/products/adjust-properties', 'POST /stores/v1/bulk/products/adjust-properties', 'products.bulkAdjustProductProperties'),
  ],
  catalogueReads: [
    call('GET /v1/products/{id}', 'GET /stores-reader/v1/products/{id}', 'products.getProduct'),
    call('GET /v1/collections/slug/{slug}', 'GET /stores-reader/v1/collections/slug/{slug}', 'collections.getCollectionBySlug'),
    call('POST /v1/products/{id}/productOptionsAvailability', 'POST /stores-reader/v1/products/{id}/productOptionsAvailability', 'products.productOptionsAvailability'),
    call('POST /v1/products/{id}/variants/query', 'POST /stores-reader/v1/products/{id}/variants/query', 'products.queryProductVariants'),
    call('POST /v1/variants/query', 'POST /stores-reader/v1/variants/query', 'variants.queryVariants'),
    call('GET /v1/variants/{id}', 'GET /stores-reader/v1/variants/{id}', 'variants.getVariant'),
    // A GET with `.r`; a POST to the same path when the query string would pass 4000 characters.
    call('POST /v1/products/query-platformized', 'GET /stores-reader/v1/products/query-platformized', 'products.queryProducts'),
  ],
  identity: [
    call('POST /v1/register', 'POST /_api/iam/authentication/v1/register', 'identity.registerV1'),
    call('POST /v1/login', 'POST /_api/iam/authentication/v1/login', 'identity.loginV1'),
    call('POST /v2/register', 'POST /_api/iam/authentication/v2/register', 'identity.register'),
    call('POST /v2/login', 'POST /_api/iam/authentication/v2/login', 'identity.login'),
    call('POST /v2/change-password', 'POST /_api/iam/authentication/v2/change-password', 'identity.changePassword'),
    call('POST /v1/sso/login-with-token-params', 'POST /_api/iam/authentication/v1/sso/login-with-token-params', 'identity.loginWithTokenParams'),
    call('POST /v1/state/proceed', 'POST /_api/iam/authentication/v1/state/proceed', 'identity.proceed'),
    call('POST /v2/sign-on', 'POST /_api/iam/authentication/v2/sign-on', 'identity.signOn'),
    call('GET /v1/logout', 'GET /_api/iam/authentication/v1/logout', 'identity.logout'),
  ],
  recovery: [
    call('POST /v1/send-email', 'POST /_api/iam/recovery/v1/send-email', 'recovery.sendRecoveryEmail'),
    call('POST /v1/activation-email', 'POST /_api/iam/recovery/v1/activation-email', 'recovery.sendActivationEmail'),
    call('POST /v1/recover', 'POST /_api/iam/recovery/v1/recover', 'recovery.recover'),
  ],
  verification: [
    // The SDK spells it `/v1/start`, as newer clients do; the spec's `/v1/Start` is checked too.
    call('POST /v1/Start', 'POST /_api/iam/verification/v1/start', 'verification.start'),
    call('POST /v1/auth/verify', 'POST /_api/iam/verification/v1/auth/verify', 'verification.verifyDuringAuthentication'),
    call('POST /v1/auth/resend', 'POST /_api/iam/verification/v1/auth/resend', 'verification.resendDuringAuthentication'),
  ],
  tokenEndpoint: [
    call('POST /oauth2/token anonymous', 'POST /oauth2/token', 'auth.generateVisitorTokens', 'anonymous'),
    call('POST /oauth2/token refresh_token', 'POST /oauth2/token', 'auth.generateVisitorTokens', 'refresh_token'),
    call('POST /oauth2/token authorization_code', 'POST /oauth2/token', 'auth.getMemberTokens', 'authorization_code'),
    call('POST /oauth2/token authorized_client', 'POST /oauth2/token', 'auth.getMemberTokensForExternalLogin', 'authorized_client'),
  ],
} satisfies Record<string, SpecCall[]>;

const proceed = section7.identity.filter((entry) => entry.sdk === 'identity.proceed');

/**
 * Which conformance file sends which calls; each file's last test fails when one of its calls was
 * never sent, and `checklist.test.ts` fails when a call of §7 is in no file.
 */
export const conformanceFiles = {
  'cart.test.ts': [...section7.cartById, ...section7.currentCart],
  'checkout.test.ts': section7.checkout,
  'catalogue.test.ts': [...section7.storeCollections, ...section7.catalogueWrites, ...section7.catalogueReads],
  'sign-in.test.ts': [...section7.tokenEndpoint, ...section7.redirectSession, ...section7.identity.filter((entry) => !proceed.includes(entry))],
  // A pending sign-in (e-mail verification) is what `proceed` is for.
  'recovery.test.ts': [...section7.recovery, ...section7.verification, ...proceed],
} satisfies Record<string, SpecCall[]>;

/**
 * A call of the checklist by its spec line.
 *
 * @example
 * specCall('POST /v1/carts').wire; // 'POST /ecom/v1/carts'
 */
export function specCall(spec: string): SpecCall {
  const found = Object.values(section7)
    .flat()
    .find((call) => call.spec === spec);
  if (!found) throw new Error(`"${spec}" is not a call of spec §7`);
  return found;
}
