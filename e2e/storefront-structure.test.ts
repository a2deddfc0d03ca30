import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, dirname } from 'node:path';
import { describe, expect, test } from 'vitest';

/**
 * The storefront's import rules (STYLE.md): shared code (components, config, lib) never imports a
 * feature or a route; a feature never imports another feature or a route. Read from the sources,
 * so a new file that breaks the rule fails here.
 */
const src = new URL('../apps/storefront/src/', import.meta.url).pathname;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(entry) ? [path] : [];
  });
}

/** Every relative import of a file, as a path inside src (e.g. `features/cart/components/x`). */
function localImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/from\s+'(\.[^']+)'/g)].map((match) => relative(src, resolve(dirname(file), match[1]!)));
}

const area = (path: string) => {
  const [top, name] = path.split('/');
  return top === 'features' ? `features/${name}` : top!;
};

describe('storefront structure', () => {
  const all = files(src).map((file) => ({ file: relative(src, file), imports: localImports(file) }));

  test('features never import each other, nor routes', () => {
    const broken = all
      .filter(({ file }) => file.startsWith('features/'))
      .flatMap(({ file, imports }) => imports.filter((target) => (target.startsWith('features/') && area(target) !== area(file)) || target.startsWith('app/')).map((target) => `${file} → ${target}`));
    expect(broken).toEqual([]);
  });

  test('shared code (components, config, lib) imports no feature and no route', () => {
    const broken = all
      .filter(({ file }) => /^(components|config|lib)\//.test(file))
      .flatMap(({ file, imports }) => imports.filter((target) => target.startsWith('features/') || target.startsWith('app/')).map((target) => `${file} → ${target}`));
    expect(broken).toEqual([]);
  });

  test('the check sees the imports it rules on', () => {
    // Guards the guard: the checkout route does import a feature, so the scan must find it.
    expect(all.find(({ file }) => file === 'app/routes/checkout.tsx')?.imports).toContain('features/checkout/components/checkout-view');
  });
});
