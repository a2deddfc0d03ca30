// The apps hand `routeTable` what Vite's `import.meta.glob` finds in their `routes/` folder; this is
// Vite's own type for it (apps type-check without the rest of `vite/client`).
declare global {
  interface ImportMeta {
    glob: import('vite/types/importGlob.d.ts').ImportGlobFunction;
  }
}

/** An app's route strings as its `config/paths.ts` writes them; an entry without `path` links out of the app. */
type Paths<Key extends string> = Readonly<Record<Key, { readonly path?: string; readonly href: unknown }>>;

export interface RouteTableOptions<Key extends string> {
  /** Route only these pages, in this order (by default every page of `paths` that has a path, as written there). */
  only?: readonly Key[];
  /** Leave out these pages (routed in another table of the same router). */
  except?: readonly Key[];
  /** Pages whose module is not named after their key: key → module name (`{ home: 'dashboard' }`). */
  modules?: Partial<Record<Key, string>>;
}

const kebab = (key: string) => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * The route table of an app's `paths`: one route per page, its path with a loader of its module,
 * `routes/<key in kebab-case>.tsx` (`resetPassword` → `routes/reset-password.tsx`), from the app's
 * `import.meta.glob('./routes/*.tsx')`. A page is named once, in `paths`, and each route is built by
 * the app's own `route(path, load)` (error boundary, lazy loading, loaders). A page whose module is
 * missing throws here, when the router is built, not when a visitor first opens it.
 *
 * @example
 * const routes = [
 *   ...routeTable(paths, import.meta.glob<RouteModule>('./routes/*.tsx'), route),
 *   route('*', () => import('./routes/not-found')),
 * ];
 */
export function routeTable<Key extends string, Module, Route>(
  paths: Paths<Key>,
  modules: Record<string, () => Promise<Module>>,
  route: (path: string, load: () => Promise<Module>) => Route,
  options: RouteTableOptions<NoInfer<Key>> = {},
): Route[] {
  const keys = options.only ?? (Object.keys(paths) as Key[]).filter((key) => !options.except?.includes(key));
  return keys.flatMap((key) => {
    const { path } = paths[key];
    if (path === undefined) return [];
    const name = options.modules?.[key] ?? kebab(key);
    const load = modules[`./routes/${name}.tsx`];
    if (!load) throw new Error(`paths.${key} (${path}) has no route module: routes/${name}.tsx`);
    return [route(path, load)];
  });
}
