import { buildStorefront, routeBytes, removeBuild } from './bench/storefront-bundle';
const dist = await buildStorefront();
const routes = await routeBytes(dist);
for (const r of routes) console.log(r.route, r.gzipKb, r.files.join(' '));
console.log(dist);
