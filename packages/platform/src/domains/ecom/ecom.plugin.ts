import type { FastifyPluginAsync } from 'fastify';
import { createCatalogItems } from '../catalog/catalog-items.service';
import { createAttemptLimiter } from '../identity/attempt-limits';
import { cartsRoutes } from './carts/carts.routes';
import { createCartsService } from './carts/carts.service';
import { checkoutsRoutes } from './checkouts/checkouts.routes';
import { createCheckoutsService } from './checkouts/checkouts.service';
import { fulfillmentsRoutes } from './orders/fulfillments.routes';
import { createFulfillmentsService } from './orders/fulfillments.service';
import { createOrderActions } from './orders/order-actions.service';
import { createOrderChanges, type OrderDeps } from './orders/order-changes';
import { ordersRoutes } from './orders/orders.routes';
import { createOrdersService } from './orders/orders.service';
import { createTestPaymentProvider } from './orders/payment-provider';
import { defaultRefundInDoubtAfterMs, defaultRefundSweepIntervalMs, sweepHeldRefunds } from './orders/refund-sweep';
import { refundsRoutes } from './orders/refunds.routes';
import { createRefundsService } from './orders/refunds.service';
import './orders/orders.options';
import { settingsRoutes } from './settings/settings.routes';

/** The ecom domain: store settings, carts, checkouts, orders and their fulfilments, payments and refunds. */
export const ecomPlugin: FastifyPluginAsync = async (app) => {
  const publicUrl = () => app.platformOptions.publicUrl ?? '';
  const base = { db: app.db, catalog: createCatalogItems({ db: app.db, baseUrl: publicUrl }), now: () => new Date(), publicUrl, orderNotifier: app.orderMail };
  const checkouts = createCheckoutsService(base);
  const carts = createCartsService({ ...base, createCheckoutFromCart: checkouts.createFromCartRow });
  await app.register(settingsRoutes);
  await app.register(cartsRoutes(carts));
  await app.register(checkoutsRoutes(checkouts, createAttemptLimiter(app.db, () => true)));
  const orderOptions = app.platformOptions.orders ?? {};
  const orderDeps: OrderDeps = {
    db: app.db,
    catalog: base.catalog,
    paymentProvider: orderOptions.paymentProvider ?? createTestPaymentProvider(),
    notifier: orderOptions.notifier ?? app.orderMail,
  };
  const changes = createOrderChanges(orderDeps);
  await app.register(ordersRoutes(createOrdersService({ db: app.db }), createOrderActions(changes)));
  await app.register(fulfillmentsRoutes(createFulfillmentsService(orderDeps, changes)));
  const refunds = createRefundsService(orderDeps, changes, { readAnswer: orderOptions.readRefundAnswer, commitHold: orderOptions.commitRefundHold });
  await app.register(refundsRoutes(refunds));
  const sweepIntervalMs = orderOptions.refundSweepIntervalMs ?? defaultRefundSweepIntervalMs;
  if (sweepIntervalMs !== false) sweepHeldRefunds(app, refunds, { intervalMs: sweepIntervalMs, inDoubtAfterMs: orderOptions.refundInDoubtAfterMs ?? defaultRefundInDoubtAfterMs });
};
