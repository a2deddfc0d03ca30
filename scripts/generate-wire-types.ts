/**
 * `npm run generate:types`: writes the SDK's wire types (`packages/sdk/src/generated/`) from the
 * platform's TypeBox schemas, and the event types from `lib/events.ts`. The files hold types only
 * (and the event list as data), so the SDK keeps no runtime dependency; `scripts/wire-types.test.ts`
 * fails when they differ from what this would write.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { collectSchemaModules } from './wire-types/collect';
import { renderEventTypes, renderModules } from './wire-types/render';

export const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const generatedDir = join(repositoryRoot, 'packages/sdk/src/generated');

/** Every generated file, by name, as it should be on disk. */
export async function generateWireTypes(): Promise<Map<string, string>> {
  const files = renderModules(await collectSchemaModules(repositoryRoot));
  const { eventTypes } = await import('../packages/platform/src/lib/events');
  files.set('event-types.ts', renderEventTypes(eventTypes));
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
