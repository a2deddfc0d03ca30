import { readdirSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import type { JsonSchema } from './emit-schema';

/**
 * Finds the platform's wire schemas: every export named `…Schema` of a `*.schemas.ts` module under
 * `domains/` (and of `lib/schemas.ts`) that is a JSON Schema. Each module becomes one generated
 * file, named after it (`catalog.schemas.ts` → `catalog.ts`; `lib/schemas.ts` → `common.ts`), and
 * each schema one type, named without the suffix (`ProductSchema` → `Product`).
 */

export interface NamedSchema {
  name: string;
  schema: JsonSchema;
}

export interface SchemaModule {
  /** The generated file's name without extension. */
  name: string;
  /** The schema module, relative to the repository root, for the generated header. */
  source: string;
  schemas: NamedSchema[];
}

const schemaKeywords = ['type', 'anyOf', 'allOf', 'oneOf', 'enum', 'const', 'properties'];
const isSchema = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && schemaKeywords.some((keyword) => keyword in value);

function schemaFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? schemaFiles(join(dir, entry.name)) : entry.name.endsWith('.schemas.ts') ? [join(dir, entry.name)] : []))
    .sort();
}

export async function collectSchemaModules(root: string): Promise<SchemaModule[]> {
  const platform = join(root, 'packages/platform/src');
  const files = [join(platform, 'lib/schemas.ts'), ...schemaFiles(join(platform, 'domains'))];
  const modules: SchemaModule[] = [];
  for (const file of files) {
    const name = file.endsWith('lib/schemas.ts') ? 'common' : basename(file, '.schemas.ts');
    if (modules.some((module) => module.name === name)) throw new Error(`Two schema modules would both generate ${name}.ts: rename one (${file})`);
    const exports = (await import(file)) as Record<string, unknown>;
    const schemas = Object.entries(exports)
      .filter((entry): entry is [string, JsonSchema] => entry[0].endsWith('Schema') && entry[0] !== 'Schema' && isSchema(entry[1]))
      .map(([exportName, schema]) => ({ name: exportName.slice(0, -'Schema'.length), schema }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en'));
    modules.push({ name, source: relative(root, file), schemas });
  }
  return modules.sort((a, b) => a.name.localeCompare(b.name, 'en'));
}
