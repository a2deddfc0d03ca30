import type { FastifyPluginAsync } from 'fastify';
import { createCatalogItems } from '../catalog/catalog-items.service';
import { cartsRoutes } from './carts/carts.routes';
import { createCartsService } from './carts/carts.service';
import { checkoutsRoutes } from './checkouts/checkouts.routes';
import { createCheckoutsService } from './checkouts/checkouts.service';
import { ordersRoutes } from './orders/orders.routes';
import { createOrdersService } from './orders/orders.service';
import { settingsRoutes } from './settings/settings.routes';

/** The ecom domain: store settings, carts, checkouts and orders. */
export const ecomPlugin: FastifyPluginAsync = async (app) => {
  const publicUrl = () => app.platformOptions.publicUrl ?? '';
  const base = { db: app.db, catalog: createCatalogItems({ db: app.db, baseUrl: publicUrl }), now: () => new Date(), publicUrl, orderNotifier: app.orderMail };
  const checkouts = createCheckoutsService(base);
  const carts = createCartsService({ ...base, createCheckoutFromCart: checkouts.createFromCartRow });
  await app.register(settingsRoutes);
  await app.register(cartsRoutes(carts));
  await app.register(checkoutsRoutes(checkouts));
  await app.register(ordersRoutes(createOrdersService({ db: app.db })));
};
