/**
 * Every collection of the store (a store has a handful), as one query: the footer, the catalogue's
 * filter, home's featured collections and a product's breadcrumbs all read it, so a page asks once.
 */
export const allCollections = { paging: { limit: 50 } };
