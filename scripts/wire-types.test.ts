import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generatedDir, generateWireTypes } from './generate-wire-types';
import { typeOf } from './wire-types/emit-schema';
import { renderModules } from './wire-types/render';

const stale = 'The SDK wire types are stale: run npm run generate:types';

describe('generated wire types', () => {
  it('match the platform schemas (run npm run generate:types when this fails)', async () => {
    const expected = await generateWireTypes();
    const onDisk = existsSync(generatedDir) ? readdirSync(generatedDir).sort() : [];
    expect(onDisk, stale).toEqual([...expected.keys()]);
    for (const [name, content] of expected) expect(readFileSync(join(generatedDir, name), 'utf8'), `${stale} (${name})`).toBe(content);
  });

  it('are type-only', async () => {
    for (const [name, content] of await generateWireTypes()) {
      const code = content.split('\n').filter((line) => /^(export|import) /.test(line));
      for (const line of code) expect(line, `${name} adds run-time code`).toMatch(/^(export (type|interface) |import type )/);
    }
  });

  it('refers to a shape by name, imported once, and writes out a second shape of the same name', () => {
    const pagingA = { type: 'object', properties: { limit: { type: 'integer' } }, required: [] };
    const pagingB = { type: 'object', properties: { cursor: { type: 'string' } }, required: ['cursor'] };
    const query = {
      type: 'object',
      properties: { first: pagingA, second: { ...pagingB, description: 'By cursor' } },
      required: ['first', 'second'],
    };
    const files = renderModules([
      { name: 'a', source: 'a.schemas.ts', schemas: [{ name: 'Paging', schema: pagingA }] },
      { name: 'b', source: 'b.schemas.ts', schemas: [{ name: 'Paging', schema: pagingB }] },
      { name: 'c', source: 'c.schemas.ts', schemas: [{ name: 'Query', schema: query }] },
    ]);
    const c = files.get('c.ts') ?? '';
    expect(c).toContain("import type { Paging } from './a.ts';");
    expect(c).toContain('  first: Paging;');
    expect(c).toContain('  /** By cursor */\n  second: {\n    cursor: string;\n  };');
  });

  it('writes a type that repeats most of an earlier one as extending it, and two merely alike shapes out in full', () => {
    const text = { type: 'string' };
    const object = (properties: Record<string, unknown>, required: string[]) => ({ type: 'object', properties, required });
    const fields = { name: text, slug: text, note: text, colour: text };
    const shared = { title: text, handle: text, body: text, hidden: { type: 'boolean' } };
    const files = renderModules([
      {
        name: 'a',
        source: 'a.schemas.ts',
        schemas: [
          { name: 'Input', schema: object(fields, ['name']) },
          { name: 'Patch', schema: object({ ...fields, id: text }, []) },
          { name: 'View', schema: object({ ...fields, id: text }, ['name', 'id']) },
          { name: 'Profile', schema: object({ ...fields, size: text, shape: text, email: text }, []) },
          // Its fields in another order than Profile's: not a part Profile is composed of.
          { name: 'ProfilePatch', schema: object({ ...fields, shape: text, size: text }, []) },
        ],
      },
      {
        name: 'b',
        source: 'b.schemas.ts',
        schemas: [
          { name: 'Collection', schema: object({ ...shared, media: text }, []) },
          { name: 'Product', schema: object({ ...shared, price: text }, []) },
        ],
      },
    ]);
    const a = files.get('a.ts') ?? '';
    expect(a).toContain('export interface Patch extends Partial<Input> {\n  id?: string;\n}');
    expect(a).toContain('export interface View extends Input {\n  id: string;\n}');
    expect(a).toContain("export type ProfilePatch = Omit<Profile, 'email'>;");
    // Four fields in common, one of the other's left out: a coincidence, written out in full.
    expect(files.get('b.ts')).toContain('export interface Product {\n  title?: string;');
  });

  it('writes a type composed of a named one, defined in a later file, as extending it by name', () => {
    const text = { type: 'string' };
    const totals = { type: 'object', properties: { total: { type: 'string' }, tax: { type: 'string' }, note: text }, required: ['total', 'tax'] };
    const object = (properties: Record<string, unknown>, required: string[]) => ({ type: 'object', properties, required });
    const files = renderModules([
      { name: 'a', source: 'a.schemas.ts', schemas: [{ name: 'Cart', schema: object({ id: text, ...totals.properties }, ['id', 'total', 'tax']) }] },
      {
        name: 'b',
        source: 'b.schemas.ts',
        schemas: [
          { name: 'Totals', schema: totals },
          // Two of the same fields, but other schemas: alike, not composed.
          { name: 'Tax', schema: object({ tax: { type: 'string' }, note: text, rate: text }, ['tax']) },
        ],
      },
    ]);
    expect(files.get('a.ts')).toContain("import type { Totals } from './b.ts';\n\nexport interface Cart extends Totals {\n  id: string;\n}");
    expect(files.get('b.ts')).toContain('export interface Tax {\n  tax: string;');
  });

  it('refuses a schema it cannot type instead of typing it unknown', () => {
    expect(() => typeOf({ not: { type: 'string' } }, () => undefined)).toThrow(/No TypeScript type/);
  });
});
