import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';
import ts from 'typescript';

/**
 * The React apps' import rules (STYLE.md, "Imports flow shared → features → app"), read from the
 * sources: what the bulletproof-react layout has lint enforce, here as a check the unit tests run.
 */

/** A source file of one app: its path inside `src/` and the module specifiers it imports. */
export interface SourceFile {
  path: string;
  imports: string[];
}

/**
 * Every module a file loads: static imports (type-only ones too), side-effect imports
 * (`import './x'`), re-exports (`export … from`), dynamic `import()` and `require`. TypeScript's own
 * pre-processor reads them, so a string that merely looks like an import (in a comment) is not one.
 */
export function importsOf(text: string): string[] {
  const { importedFiles } = ts.preProcessFile(text, true, true);
  return importedFiles.map((file) => file.fileName);
}

/** The app's `.ts`/`.tsx` files under `src`, paths with forward slashes. */
export function readSources(src: string): SourceFile[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
    );
  return walk(src).map((file) => ({ path: relative(src, file).split(sep).join('/'), imports: importsOf(readFileSync(file, 'utf8')) }));
}

/** Where a file sits: `features/<name>`, `app`, a shared folder (`components`, `config`, `lib`), or the entry. */
export function areaOf(path: string): string {
  const [top, name] = path.split('/');
  return top === 'features' && name ? `features/${name}` : top!;
}

const shared = new Set(['components', 'config', 'lib']);

/**
 * The imports that break the rules, as `file → target`: a feature importing another feature or
 * the app layer (routes, router); shared code importing a feature or the app layer; any file
 * reaching outside its app's `src` by a relative path (other apps are not libraries).
 */
export function violations(files: SourceFile[]): string[] {
  return files.flatMap(({ path, imports }) =>
    imports.flatMap((specifier) => {
      if (!specifier.startsWith('.')) return [];
      const target = posix.normalize(posix.join(posix.dirname(path), specifier));
      const from = areaOf(path);
      const to = areaOf(target);
      const broken =
        target.startsWith('../') ||
        (from.startsWith('features/') && ((to.startsWith('features/') && to !== from) || to === 'app')) ||
        (shared.has(from) && (to.startsWith('features/') || to === 'app'));
      return broken ? [`${path} → ${target}`] : [];
    }),
  );
}
