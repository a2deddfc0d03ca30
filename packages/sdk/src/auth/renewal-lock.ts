/**
 * One token renewal across the tabs of a browser: Web Locks, where the runtime has them. Feature
 * detection only: a runtime without `navigator.locks` (Node 20, old browsers) runs the renewal
 * directly, still deduplicated within the strategy by its in-flight promise.
 */

interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

function lockManager(): LockManagerLike | undefined {
  const locks = (globalThis as { navigator?: { locks?: Partial<LockManagerLike> } }).navigator?.locks;
  return typeof locks?.request === 'function' ? (locks as LockManagerLike) : undefined;
}

/** Runs `task` holding the exclusive lock `name` when Web Locks exist, otherwise runs it at once. */
export function withRenewalLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks = lockManager();
  return locks ? locks.request(name, task) : task();
}
