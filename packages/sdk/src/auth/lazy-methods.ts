/**
 * Methods whose code is loaded on first call. Each named method is an async stand-in that loads
 * the real ones once (`load` is a dynamic import, which bundlers split into its own chunk) and
 * calls through: a page that never signs anyone in does not download the sign-in code.
 *
 * @example
 * const flows = lazyMethods(['login', 'register'], () => import('./member-flows.ts').then((m) => m.createMemberFlows(context, signIn)));
 */
export function lazyMethods<T extends object, K extends keyof T>(names: readonly K[], load: () => Promise<T>): Pick<T, K> {
  let loaded: Promise<T> | undefined;
  const entries = names.map((name) => [
    name,
    async (...args: unknown[]) => ((await (loaded ??= load()))[name] as (...a: unknown[]) => Promise<unknown>)(...args),
  ]);
  return Object.fromEntries(entries) as Pick<T, K>;
}
