/**
 * The POST routes that create something: a retry of one of them with the same `Idempotency-Key`
 * is answered with the first response instead of creating a second cart, order, product, refund...
 * Other POSTs (queries, logins, actions that are safe to repeat) ignore the header.
 */
export const idempotentRoutes: ReadonlySet<string> = new Set([
  '/ecom/v1/carts',
  '/ecom/v1/carts/current/create-checkout',
  '/ecom/v1/carts/:id/create-checkout',
  '/ecom/v1/checkouts',
  '/ecom/v1/checkouts/:id/create-order',
  '/ecom/v1/orders/:id/activities',
  '/ecom/v1/fulfillments/orders/:orderId/create-fulfillment',
  '/ecom/v1/order-billing/refund-payments',
  '/stores/v1/products',
  '/stores/v1/collections',
  '/_api/vitrine/v1/store-settings/coupons',
  '/_api/vitrine/v1/store-settings/gift-cards',
  '/_api/vitrine/v1/webhooks',
  '/_api/vitrine/v1/api-keys',
  '/_api/vitrine/v1/oauth-apps',
]);

/**
 * Of those, the routes whose answer holds a secret shown once (a new API key, a webhook's signing
 * secret). Their first answer is kept sealed (sealed-answers.ts): encrypted under the request's
 * Idempotency-Key, which the table keeps only as a digest, so the database never holds the secret
 * in a form anyone but the retrying client can read.
 */
export const sealedAnswerRoutes: ReadonlySet<string> = new Set(['/_api/vitrine/v1/webhooks', '/_api/vitrine/v1/api-keys']);
