import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

/**
 * Guards the guard: the lint rules that carry the architecture (eslint.config.mjs) report what
 * they exist to stop, and pass the directions that are allowed. Files are linted as text at the
 * path they would have; type-aware rules are left to typescript-eslint's own tests.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({
  cwd: root,
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false, project: null } },
    rules: { '@typescript-eslint/no-floating-promises': 'off', '@typescript-eslint/no-misused-promises': 'off' },
  },
});

async function rulesBroken(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${path}` });
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

describe('lint enforces the architecture', () => {
  test('a feature importing another feature or the app layer is refused; shared code and its own files are fine', async () => {
    const feature = 'apps/storefront/src/features/cart/probe.ts';
    expect(await rulesBroken(feature, "import { CheckoutView } from '../checkout/components/checkout-view';\nexport const x = CheckoutView;\n")).toEqual(['import-x/no-restricted-paths']);
    expect(await rulesBroken(feature, "import { App } from '../../app/app';\nexport const x = App;\n")).toEqual(['import-x/no-restricted-paths']);
    expect(await rulesBroken(feature, "import { createStoreClient } from '../../lib/sdk';\nexport const x = createStoreClient;\n")).toEqual([]);
  });

  test('shared code importing a feature, and one app importing another, are refused', async () => {
    expect(await rulesBroken('apps/studio/src/lib/probe.ts', "import * as orders from '../features/orders/api/orders';\nexport const x = orders;\n")).toEqual(['import-x/no-restricted-paths']);
    expect(await rulesBroken('apps/hosted/src/lib/probe.ts', "import * as sdk from '../../../storefront/src/lib/sdk';\nexport const x = sdk;\n")).toEqual(['import-x/no-restricted-paths']);
  });

  test('the SDK imports nothing but its own files', async () => {
    expect(await rulesBroken('packages/sdk/src/modules/probe.ts', "import { z } from 'zod';\nexport const x = z;\n")).toEqual(['no-restricted-imports']);
    expect(await rulesBroken('packages/sdk/src/modules/probe.ts', "import { cart } from './cart.ts';\nexport const x = cart;\n")).toEqual([]);
  });

  test('SQL in a platform service is refused; in a repository it is where it belongs', async () => {
    const code = 'export const load = (db: { query(sql: string): unknown }) => db.query(`SELECT id FROM products WHERE site_id = $1`);\n';
    expect(await rulesBroken('packages/platform/src/domains/catalog/probe.service.ts', code)).toEqual(['no-restricted-syntax']);
    expect(await rulesBroken('packages/platform/src/domains/catalog/probe.repository.ts', code)).toEqual([]);
  });

  test('explicit any is refused in the code that ships', async () => {
    expect(await rulesBroken('packages/platform/src/lib/probe.ts', 'export const x = (value: any) => value;\n')).toEqual(['@typescript-eslint/no-explicit-any']);
  });
});
