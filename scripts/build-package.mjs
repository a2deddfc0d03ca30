/**
 * `node scripts/build-package.mjs <package dir>`: a package as it is published, in its `dist/`,
 * from its `tsconfig.build.json`: ES modules and declarations. The sources import each other
 * with their `.ts` names and TypeScript rewrites them to `.js` (`rewriteRelativeImportExtensions`),
 * so the output loads in Node's ES module loader and resolves under `node16`, `nodenext` and
 * `bundler`. The build's `nodenext` resolution refuses an import without its extension.
 */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, join, resolve } from 'node:path';

const packageDir = resolve(process.argv[2] ?? '.');
// A clean start: a source file that was removed must not live on in dist.
rmSync(join(packageDir, 'dist'), { recursive: true, force: true });
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
execFileSync(process.execPath, [tsc, '-p', join(packageDir, 'tsconfig.build.json')], { stdio: 'inherit' });
console.log(`${basename(packageDir)}: built dist/`);
