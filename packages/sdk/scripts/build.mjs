/**
 * `npm run build -w @vitrine/sdk`: the package as it is published, in `dist/`. TypeScript emits ES
 * modules and declarations from `src/`; then every relative import gets its `.js` extension,
 * because the sources are written for bundlers (`./errors`) but Node's ES module loader, and
 * TypeScript's `node16` resolution of the declarations, need the file name (`./errors.js`).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');

// A clean start: a source file that was removed must not live on in dist.
rmSync(dist, { recursive: true, force: true });
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
execFileSync(process.execPath, [tsc, '-p', join(root, 'tsconfig.build.json')], { stdio: 'inherit' });

// `from './x'`, `export … from '../x'`, `import('./x')`, in code and in declarations.
const specifier = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"]+)\2/g;

function withExtension(file, spec) {
  if (/\.(js|json)$/.test(spec)) return spec;
  const target = resolve(dirname(file), spec);
  if (existsSync(`${target}.js`)) return `${spec}.js`;
  if (existsSync(join(target, 'index.js'))) return `${spec}/index.js`;
  throw new Error(`${file}: cannot resolve ${spec} in dist`);
}

function filesIn(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesIn(path) : [path];
  });
}

let rewritten = 0;
for (const file of filesIn(dist).filter((path) => path.endsWith('.js') || path.endsWith('.d.ts'))) {
  const text = readFileSync(file, 'utf8');
  const fixed = text.replace(specifier, (_match, lead, quote, spec) => `${lead}${quote}${withExtension(file, spec)}${quote}`);
  if (fixed !== text) {
    writeFileSync(file, fixed);
    rewritten += 1;
  }
}
console.log(`@vitrine/sdk: built dist/ (${rewritten} files with relative imports made explicit)`);
