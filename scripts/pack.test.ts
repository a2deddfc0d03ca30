/**
 * The packages as they are published: `npm pack` builds and packs @vitrine/sdk and
 * @vitrine/react, a fresh project installs the two tarballs (offline: nothing else is needed),
 * TypeScript compiles a file importing them under `moduleResolution` `node16`, `nodenext` and
 * `bundler`, and Node's ES module loader imports them. React and TanStack Query, the hooks' peer
 * dependencies, are linked in from the workspace.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
let work: string;
let project: string;

const run = (command: string, args: string[], cwd: string) => execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

/**
 * A file an app could write: every entry point, and types that must not have fallen to `any`
 * (what a declaration file's unresolved import would leave, unreported under `skipLibCheck`).
 */
const consumer = `
import { createClient, isTimeoutError, OAuthStrategy, TimeoutError } from '@vitrine/sdk';
import { products, type Product } from '@vitrine/sdk/modules/products';
import { createWebhookVerifier } from '@vitrine/sdk/modules/webhook-verifier';
import { OAuthStrategy as AuthOnly } from '@vitrine/sdk/auth';
import { toWireJson } from '@vitrine/sdk/internal';
import { productQueryOptions, useProduct, VitrineProvider } from '@vitrine/react';

type IsAny<T> = 0 extends 1 & T ? true : false;
const client = createClient({ modules: { products }, auth: OAuthStrategy({ clientId: 'c' }), timeout: 5_000 });
const read: Promise<{ product: Product }> = client.withOptions({ signal: new AbortController().signal }).products.getProduct('p');
const productIsTyped: IsAny<Product> = false;
const hookIsTyped: IsAny<ReturnType<typeof useProduct>['data']> = false;
const optionsAreTyped: IsAny<ReturnType<typeof productQueryOptions>['queryKey']> = false;
const timeoutIsTyped: number = new TimeoutError(1).timeout;
export const used = [read, productIsTyped, hookIsTyped, optionsAreTyped, timeoutIsTyped, isTimeoutError, createWebhookVerifier, AuthOnly, toWireJson, VitrineProvider];
`;

const compilerOptions = {
  node16: { module: 'node16', moduleResolution: 'node16' },
  nodenext: { module: 'nodenext', moduleResolution: 'nodenext' },
  bundler: { module: 'esnext', moduleResolution: 'bundler' },
} as const;

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'vitrine-pack-'));
  // Packing @vitrine/react builds the SDK's dist first (its types are the hooks' types): the SDK
  // is then packed as built, rather than built a second time.
  run('npm', ['pack', '--silent', '--pack-destination', work, '-w', '@vitrine/react'], root);
  run('npm', ['pack', '--silent', '--ignore-scripts', '--pack-destination', work, '-w', '@vitrine/sdk'], root);
  const tarballs = readdirSync(work).filter((name) => name.endsWith('.tgz')).map((name) => join(work, name));

  project = join(work, 'app');
  mkdirSync(project);
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'pack-check', private: true, type: 'module' }));
  run('npm', ['install', '--offline', '--no-audit', '--no-fund', '--legacy-peer-deps', '--no-save', ...tarballs], project);
  // After the install, which would prune what it did not put there itself.
  for (const scope of ['@types', '@tanstack']) mkdirSync(join(project, 'node_modules', scope), { recursive: true });
  for (const name of ['react', '@tanstack/react-query', '@tanstack/query-core', '@types/react', 'csstype']) symlinkSync(join(root, 'node_modules', name), join(project, 'node_modules', name));
  writeFileSync(join(project, 'consumer.ts'), consumer);
}, 300_000);
afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('the packed packages', () => {
  it('ship their built dist, and nothing of the sources', () => {
    const listing = run('tar', ['-tzf', readdirSync(work).map((name) => join(work, name)).find((path) => path.includes('vitrine-react'))!], work);
    expect(listing).toContain('package/dist/index.js');
    expect(listing).toContain('package/dist/index.d.ts');
    expect(listing).not.toContain('package/src/');
  });

  for (const [resolution, options] of Object.entries(compilerOptions)) {
    it(`type-check in an app under moduleResolution ${resolution}`, () => {
      const config = { compilerOptions: { ...options, target: 'es2022', lib: ['es2023', 'dom'], strict: true, noEmit: true, types: [], skipLibCheck: true }, files: ['consumer.ts'] };
      writeFileSync(join(project, `tsconfig.${resolution}.json`), JSON.stringify(config));
      const result = (() => {
        try {
          return run(process.execPath, [tsc, '-p', `tsconfig.${resolution}.json`], project);
        } catch (error) {
          return String((error as { stdout?: string }).stdout ?? error);
        }
      })();
      expect(result).toBe('');
    }, 120_000);
  }

  it('load in Node’s ES module loader', () => {
    const script = `
      const sdk = await import('@vitrine/sdk');
      const { products } = await import('@vitrine/sdk/modules/products');
      const { createWebhookVerifier } = await import('@vitrine/sdk/modules/webhook-verifier');
      const internal = await import('@vitrine/sdk/internal');
      const hooks = await import('@vitrine/react');
      const client = sdk.createClient({ modules: { products }, baseUrl: 'http://127.0.0.1:9' });
      console.log(JSON.stringify([typeof client.products.getProduct, typeof createWebhookVerifier, typeof internal.toWireJson, typeof hooks.useProduct, hooks.productKeys.detail('p')]));
    `;
    const output = run(process.execPath, ['--input-type=module', '-e', script], project);
    expect(JSON.parse(output)).toEqual(['function', 'function', 'function', 'function', ['vitrine', 'products', 'detail', 'p']]);
  });
});
