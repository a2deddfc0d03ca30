import { vacuumEmbedded } from './db/upkeep';
import { isLoopbackHost } from './lib/loopback';
import { seeders, type SeedResult } from './seed';
import { startPlatform, type RunningPlatform, type ServerOptions } from './server';

export interface LaunchOptions extends ServerOptions {
  seed: keyof typeof seeders;
  ownerEmail: string;
  ownerPassword?: string;
  /** `--allow-origin` URLs for the startup OAuth app. */
  allowUrls?: string[];
}

export interface LaunchedPlatform extends RunningPlatform {
  seeded: SeedResult;
  /** The platform listens on a loopback address, so its startup app takes any loopback redirect. */
  loopback: boolean;
}

/**
 * What `npm run platform` does once its arguments are read: start, make sure the store exists
 * (seeded as asked), and register this start's addresses on the startup OAuth app. Only a
 * platform that can be reached from this machine alone trusts any local app (RFC 8252 §7.3).
 */
export async function launchPlatform(options: LaunchOptions): Promise<LaunchedPlatform> {
  const { seed, ownerEmail, ownerPassword, allowUrls, ...server } = options;
  const platform = await startPlatform(server);
  const loopback = isLoopbackHost(server.host ?? '127.0.0.1');
  server.progress?.(seed === 'demo' ? 'preparing the demo store…' : 'preparing the store…');
  const seeded = await seeders[seed](platform.app, { ownerEmail, ownerPassword, baseUrl: platform.baseUrl, loopback, allowUrls });
  // A new store's rows were all just written: plan its first queries with statistics of them.
  if (seeded.created) await vacuumEmbedded(platform.app.db, 'all');
  return { ...platform, seeded, loopback };
}
