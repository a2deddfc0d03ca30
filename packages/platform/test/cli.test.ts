import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createThrowawayDatabase } from '../src/testing';
import { buildPlatformIfStale } from '../../../scripts/build-platform.mjs';
import { pkcePair } from './identity-helpers';

// The platform as `npm run platform` runs it (scripts/platform.mjs: the hosted pages built when
// missing or stale, the platform compiled once, then plain JavaScript), as a real child process:
// the only test that covers argument parsing, the credentials file and restarts on a data folder.
// The bound is generous: the machine may be busy.
const root = fileURLToPath(new URL('../../..', import.meta.url));
const startupTimeoutMs = 180_000;

interface Credentials {
  baseUrl: string;
  siteId: string;
  clientId: string;
  apiKey: string;
}

interface RunningCli {
  child: ChildProcess;
  credentials: Credentials;
  /** What it has printed so far, stdout and stderr. */
  output: () => string;
}

const children = new Set<ChildProcess>();
let workDir: string;

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'vitrine-cli-'));
  // Compiled here, once, so the starts below (and their timeouts) only start.
  await buildPlatformIfStale({ log: () => {} });
}, startupTimeoutMs);

afterAll(async () => {
  await Promise.all([...children].map(stop));
  await rm(workDir, { recursive: true, force: true });
});

/** Starts the CLI and resolves once it has written its credentials file (it does so once listening). */
async function startCli(database: string, name: string, extraArgs: string[] = []): Promise<RunningCli> {
  const credentialsFile = join(workDir, `${name}.json`);
  const child = spawn(
    process.execPath,
    ['scripts/platform.mjs', '--port', '0', '--database', database, '--seed', 'none', '--credentials-out', credentialsFile, ...extraArgs],
    // A process group of its own, as a terminal gives a command: `interrupt` signals all of it.
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  children.add(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + startupTimeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the CLI exited with ${child.exitCode}:\n${output}`);
    const text = await readFile(credentialsFile, 'utf8').catch(() => undefined);
    if (text) return { child, credentials: JSON.parse(text), output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no credentials file after ${startupTimeoutMs} ms:\n${output}`);
}

/** SIGTERM, as Ctrl-C would; the CLI closes the database before exiting, which a restart relies on. */
async function stop(child: ChildProcess): Promise<void> {
  children.delete(child);
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * Ctrl-C in a terminal: SIGINT to the whole process group, so the CLI gets it from the terminal and
 * again from the wrapper (scripts/platform.mjs) passing its own on. Resolves with the exit code.
 */
async function interrupt(child: ChildProcess): Promise<number | null> {
  children.delete(child);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  process.kill(-child.pid!, 'SIGINT');
  return exited;
}

/** PostgreSQL's record of how the data folder was left (`DBState` in pg_control): 1 is a clean shutdown, 6 still "in production". */
const clusterState = async (dataDir: string) => (await readFile(join(dataDir, 'global', 'pg_control'))).readUInt32LE(16);

const call = async (baseUrl: string, path: string, init: RequestInit = {}) => {
  const response = await fetch(baseUrl + path, init);
  const text = await response.text();
  return { status: response.status, body: text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text };
};
const keyHeaders = (credentials: Credentials) => ({ authorization: credentials.apiKey, 'wix-site-id': credentials.siteId });

describe('npm run platform', () => {
  it('writes working credentials once listening, and serves the API docs and the hosted sign-in page', async () => {
    const { child, credentials, output } = await startCli('memory', 'memory', ['--allow-local-webhooks']);
    expect(credentials).toEqual({
      baseUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/),
      siteId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      clientId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      apiKey: expect.stringMatching(/^vk_/),
    });
    expect(credentials.baseUrl).not.toMatch(/:0$/);

    const token = await call(credentials.baseUrl, '/oauth2/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientId: credentials.clientId, grantType: 'anonymous' }),
    });
    expect(token.status).toBe(200);
    expect(token.body.access_token.split('.')).toHaveLength(3);

    const site = await call(credentials.baseUrl, '/_api/vitrine/v1/site', { headers: keyHeaders(credentials) });
    expect(site.body.site.id).toBe(credentials.siteId);

    expect((await call(credentials.baseUrl, '/docs')).status).toBe(200);
    const openapi = await call(credentials.baseUrl, '/openapi.json');
    expect(openapi.status).toBe(200);
    expect(openapi.body.paths['/oauth2/token']).toBeDefined();
    // A redirect sign-in lands here: served by this command alone, no earlier `npm start` needed.
    const login = await fetch(`${credentials.baseUrl}/hosted/login`);
    expect(login.status).toBe(200);
    expect(await login.text()).toMatch(/<script type="module"[^>]* src="\/hosted\/assets\//);

    // No SMTP server: a password reset's e-mail is printed in the terminal, link and all.
    const reset = await call(credentials.baseUrl, '/_api/vitrine/v1/owner/recovery/send-email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'owner@vitrine.test', clientId: credentials.clientId }),
    });
    expect(reset.status).toBe(200);
    await expect.poll(output).toMatch(/mail to owner@vitrine\.test: .*\n[\s\S]*\/studio\/reset-password\?/);

    // --allow-local-webhooks: an app's receiver on this machine may subscribe.
    expect(output()).toContain('webhooks      may deliver to http://localhost and 127.0.0.1');
    const subscribed = await call(credentials.baseUrl, '/_api/vitrine/v1/webhooks', {
      method: 'POST',
      headers: { ...keyHeaders(credentials), 'content-type': 'application/json' },
      body: JSON.stringify({ url: 'http://127.0.0.1:8787/hooks', eventTypes: ['product.created'] }),
    });
    expect(subscribed.status).toBe(200);
    await stop(child);
  }, 2 * startupTimeoutMs);

  it('keeps data and uploads across a restart on the same data folder, and signs in at the new address', async () => {
    const dataDir = join(workDir, 'shop', 'data');
    const first = await startCli(dataDir, 'first');
    // Without --allow-local-webhooks a receiver on this machine is refused, as on any deployment.
    const local = await call(first.credentials.baseUrl, '/_api/vitrine/v1/webhooks', {
      method: 'POST',
      headers: { ...keyHeaders(first.credentials), 'content-type': 'application/json' },
      body: JSON.stringify({ url: 'http://127.0.0.1:8787/hooks', eventTypes: ['product.created'] }),
    });
    expect(local.status).toBe(400);
    const created = await call(first.credentials.baseUrl, '/_api/vitrine/v1/oauth-apps', {
      method: 'POST',
      headers: { ...keyHeaders(first.credentials), 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Kept across restarts' }),
    });
    expect(created.status).toBe(200);
    const form = new FormData();
    form.append('file', new Blob(['<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>'], { type: 'image/svg+xml' }), 'dot.svg');
    const upload = await call(first.credentials.baseUrl, '/_api/vitrine/v1/media', { method: 'POST', headers: keyHeaders(first.credentials), body: form });
    expect(upload.status).toBe(200);
    // Stopped as Ctrl-C stops it: the signal twice at once closes the database once, cleanly.
    expect(await interrupt(first.child)).toBe(0);
    expect(await clusterState(dataDir)).toBe(1);

    // Uploads live in a `media` folder beside the data folder.
    const mediaFiles = await readdir(join(workDir, 'shop', 'media'), { recursive: true });
    expect(mediaFiles.some((file) => file.includes(upload.body.file.id))).toBe(true);

    const second = await startCli(dataDir, 'second');
    const { baseUrl } = second.credentials;
    expect(baseUrl).not.toBe(first.credentials.baseUrl);
    expect(second.credentials).toMatchObject({ siteId: first.credentials.siteId, clientId: first.credentials.clientId });
    // A new startup key each start; the previous one stops working.
    expect(second.credentials.apiKey).not.toBe(first.credentials.apiKey);
    expect((await call(baseUrl, '/_api/vitrine/v1/site', { headers: keyHeaders(first.credentials) })).status).toBe(401);

    const apps = await call(baseUrl, '/_api/vitrine/v1/oauth-apps', { headers: keyHeaders(second.credentials) });
    expect(apps.body.apps.map((app: { name: string }) => app.name)).toContain('Kept across restarts');
    const served = await call(baseUrl, `/media/${upload.body.file.id}/dot.svg`);
    expect(served.status).toBe(200);
    expect(served.body).toContain('<svg');

    // The startup app now accepts this address as well as the first one.
    const startupApp = apps.body.apps.find((app: { id: string }) => app.id === second.credentials.clientId);
    expect(startupApp.redirectUris).toEqual(expect.arrayContaining([`${first.credentials.baseUrl}/callback`, `${baseUrl}/callback`, `${baseUrl}/studio/callback`]));
    expect(startupApp.allowedOrigins).toEqual(expect.arrayContaining([first.credentials.baseUrl, baseUrl]));
    const visitor = await call(baseUrl, '/oauth2/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientId: second.credentials.clientId, grantType: 'anonymous' }),
    });
    const signIn = await call(baseUrl, '/_api/redirects-api/v1/redirect-session', {
      method: 'POST',
      headers: { authorization: visitor.body.access_token, 'content-type': 'application/json' },
      body: JSON.stringify({
        auth: {
          authRequest: {
            clientId: second.credentials.clientId,
            codeChallenge: pkcePair().challenge,
            codeChallengeMethod: 'S256',
            responseMode: 'query',
            responseType: 'code',
            scope: 'offline_access',
            state: 'restart',
            redirectUri: `${baseUrl}/callback`,
          },
        },
      }),
    });
    expect(signIn.status).toBe(200);
    await stop(second.child);
  }, 3 * startupTimeoutMs);

  // Two processes on one empty PostgreSQL: only the PostgreSQL suite has one (PGlite's data folder
  // is one process's alone; first-start.test.ts covers concurrent starts there).
  const postgresUrl = process.env.VITRINE_TEST_POSTGRES_URL;
  if (!postgresUrl) console.log('cli.test.ts: two processes starting at once run in the PostgreSQL suite only (VITRINE_TEST_POSTGRES_URL is not set)');
  it.skipIf(!postgresUrl)('starts two processes at once on an empty PostgreSQL database: both come up, on one site', async () => {
    const database = await createThrowawayDatabase(postgresUrl!);
    const [one, two] = await Promise.all([startCli(database, 'together-1'), startCli(database, 'together-2')]);
    expect(two.credentials.siteId).toBe(one.credentials.siteId);
    // Each start issues a startup key and revokes the one before: exactly one of the two still works.
    const statuses = await Promise.all(
      [one.credentials, two.credentials].map(async (credentials) => (await call(two.credentials.baseUrl, '/_api/vitrine/v1/site', { headers: keyHeaders(credentials) })).status),
    );
    expect(statuses.sort()).toEqual([200, 401]);
    await Promise.all([stop(one.child), stop(two.child)]);
  }, 3 * startupTimeoutMs);
});
