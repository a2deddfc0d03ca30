import type { ProductQuery } from '@vitrine/react';

/** Home's newest products: the page shows them, and the server starts the query before rendering (server/route-data.ts). */
export const newArrivals: ProductQuery = { sort: [{ fieldName: 'createdDate', order: 'DESC' }], paging: { limit: 8 } };
