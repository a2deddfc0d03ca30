import { parseArgs } from 'node:util';
import { parseAllowedUrls } from './allowed-urls';
import { captchaProviders, isCaptchaProvider, type CaptchaProviderConfig } from './lib/captcha-provider';
import { launchPlatform } from './launch';
import { defaultMediaDir } from './media-dir';
import { seeders } from './seed';
import { writeCredentials } from './server';

/**
 * `npm run platform -- --port P --host H --database memory|DIR|postgres://… --seed demo|none
 *   --allow-origin URL… --credentials-out FILE [--allow-local-webhooks]`
 * Starts the platform alone, printing a line per step; once listening, writes
 * `{ baseUrl, siteId, clientId, apiKey }` to FILE. Uploaded files go to `--media-dir`, by default
 * a `media` folder beside the data folder.
 */
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '3000' },
    host: { type: 'string', default: '127.0.0.1' },
    database: { type: 'string', default: process.env.DATABASE_URL ?? '.vitrine/data' },
    seed: { type: 'string', default: 'none' },
    'allow-origin': { type: 'string', multiple: true, default: [] },
    'credentials-out': { type: 'string' },
    'media-dir': { type: 'string' },
    'owner-email': { type: 'string', default: 'owner@vitrine.test' },
    'owner-password': { type: 'string' },
    'trust-proxy': { type: 'string', default: process.env.TRUST_PROXY },
    'captcha-provider': { type: 'string', default: process.env.VITRINE_CAPTCHA_PROVIDER },
    'captcha-verify-url': { type: 'string', default: process.env.VITRINE_CAPTCHA_VERIFY_URL },
    'vacuum-every': { type: 'string', default: process.env.VITRINE_VACUUM_EVERY },
    'allow-local-webhooks': { type: 'boolean', default: false },
    quiet: { type: 'boolean', default: false },
  },
});

const seed = values.seed as keyof typeof seeders;
if (!(seed in seeders)) {
  console.error(`--seed must be one of ${Object.keys(seeders).join(', ')}`);
  process.exit(2);
}

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error('--port must be a whole number from 0 to 65535 (0 picks a free port)');
  process.exit(2);
}

/** `--vacuum-every SECONDS` (0 turns it off): how often an embedded database vacuums its busy tables. */
const vacuumEvery = values['vacuum-every'] === undefined || values['vacuum-every'] === '' ? undefined : Number(values['vacuum-every']);
if (vacuumEvery !== undefined && !(Number.isFinite(vacuumEvery) && vacuumEvery >= 0)) {
  console.error('--vacuum-every must be a number of seconds (0 turns upkeep off)');
  process.exit(2);
}

const allowed = parseAllowedUrls([...(values['allow-origin'] ?? []), process.env.VITRINE_ALLOWED_ORIGINS ?? '']);
if ('error' in allowed) {
  console.error(allowed.error);
  process.exit(2);
}

/** `--captcha-provider NAME` with the secret in VITRINE_CAPTCHA_SECRET (kept out of argv, which `ps` shows). */
function captchaProvider(): CaptchaProviderConfig | undefined {
  const provider = values['captcha-provider'];
  if (provider === undefined || provider === '') return undefined;
  if (!isCaptchaProvider(provider)) {
    console.error(`--captcha-provider must be one of ${Object.keys(captchaProviders).join(', ')}`);
    process.exit(2);
  }
  const secret = process.env.VITRINE_CAPTCHA_SECRET;
  if (!secret) {
    console.error(`--captcha-provider ${provider} needs the provider's secret key in VITRINE_CAPTCHA_SECRET`);
    process.exit(2);
  }
  return { provider, secret, verifyUrl: values['captcha-verify-url'] || undefined };
}

/** A hop count ("1": believe the nearest proxy) or proxy addresses and CIDR ranges ("10.0.0.0/8,127.0.0.1"). */
function trustedProxies(value: string | undefined) {
  if (value === undefined || value === '') return undefined;
  if (!/^\d+$/.test(value)) return value;
  const hops = Number(value);
  return (_address: string, hop: number) => hop < hops;
}

const platform = await launchPlatform({
  port,
  host: values.host,
  database: values.database!,
  mediaDir: values['media-dir'] ?? defaultMediaDir(values.database!),
  trustProxy: trustedProxies(values['trust-proxy']),
  logger: values.quiet ? false : { level: 'warn' },
  // Without SMTP, e-mail (a password reset, an order's confirmation) is printed here as it is.
  mail: values.quiet ? undefined : { print: (text) => console.log(`\n${text}\n`) },
  progress: (line) => console.log(line),
  seed,
  ownerEmail: values['owner-email']!,
  ownerPassword: values['owner-password'],
  allowUrls: allowed.urls,
  captchaProvider: captchaProvider(),
  upkeep: vacuumEvery === undefined ? {} : { intervalMs: vacuumEvery === 0 ? false : vacuumEvery * 1000 },
  // A receiver under development runs on this machine; a deployed platform must never post there.
  events: { allowLoopbackReceivers: values['allow-local-webhooks'] },
});
const { site, created } = platform.seeded;
const credentials = { baseUrl: platform.baseUrl, siteId: site.siteId, clientId: site.clientId, apiKey: site.apiKey };
if (values['credentials-out']) await writeCredentials(values['credentials-out'], credentials);

console.log(`Vitrine platform listening on ${platform.baseUrl}`);
console.log(`  API docs      ${platform.baseUrl}/docs`);
console.log(`  site id       ${site.siteId}`);
console.log(`  client id     ${site.clientId}`);
console.log(`  API key       ${site.apiKey}   (a new startup key each start; the previous one is revoked)`);
if (site.ownerPassword) {
  console.log(`  owner         ${site.ownerEmail} / ${site.ownerPassword}${created ? '   (shown once; keep it)' : ''}`);
} else {
  console.log(`  owner         ${site.ownerEmail}   (password as printed at the first start; --owner-password NEW resets it)`);
}
if (values['allow-local-webhooks']) console.log('  webhooks      may deliver to http://localhost and 127.0.0.1 (--allow-local-webhooks: for development only)');
console.log(
  platform.loopback
    ? `  local apps    any http://localhost:<port> or 127.0.0.1 address may sign in with the client id${allowed.urls.length ? `, and ${allowed.urls.join(', ')}` : ''}`
    : `  local apps    none implied on ${values.host}; registered with --allow-origin: ${allowed.urls.join(', ') || 'none'}`,
);

// Ctrl-C in a terminal signals the whole process group, and `npm start` and `npm run platform`
// pass the signal on as well, so the CLI gets it twice at once. The first closes the platform (the
// embedded database writes its shutdown checkpoint; cut off, the next start recovers from its
// log and skips ahead in every sequence, order numbers included); one that follows within a few
// seconds is that same Ctrl-C and is ignored. A later one ends a close that hangs.
let closingSince: number | undefined;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closingSince === undefined) {
      closingSince = Date.now();
      void platform.close().then(() => process.exit(0));
    } else if (Date.now() - closingSince > 3_000) {
      console.error(`${signal} again: exiting before the platform has closed`);
      process.exit(1);
    }
  });
}
