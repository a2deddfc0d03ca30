export { buildApp, type PlatformOptions } from './app';
export { startPlatform, type ServerOptions, type RunningPlatform } from './server';
export { openDatabase } from './db/open';
export type { Database, Queryable } from './db/database';
