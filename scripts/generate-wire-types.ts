/**
 * `npm run generate:types`: writes the SDK's wire types (`packages/sdk/src/generated/`) from the
 * platform's TypeBox schemas. The files hold types only, so the SDK keeps no runtime dependency;
 * `scripts/wire-types.test.ts` fails when they differ from what this would write. (The event list is
 * data, not a type: it lives in the SDK's `modules/webhook-events.ts` and the platform imports it.)
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { collectSchemaModules } from './wire-types/collect';
import { renderModules } from './wire-types/render';

export const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const generatedDir = join(repositoryRoot, 'packages/sdk/src/generated');

/** Every generated file, by name, as it should be on disk. */
export async function generateWireTypes(): Promise<Map<string, string>> {
  const files = renderModules(await collectSchemaModules(repositoryRoot));
  return new Map([...files.entries()].sort(([a], [b]) => a.localeCompare(b, 'en')));
}

async function main() {
  const files = await generateWireTypes();
  mkdirSync(generatedDir, { recursive: true });
  // A schema module that was removed must not leave its types behind.
  for (const name of readdirSync(generatedDir)) if (!files.has(name)) rmSync(join(generatedDir, name));
  for (const [name, content] of files) writeFileSync(join(generatedDir, name), content);
  console.log(`Wrote ${files.size} files to ${generatedDir}`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
