/** A pass repeated in the background; `stop` ends it, waiting for a pass under way. */
export interface RepeatedPass {
  stop(): Promise<void>;
}

/**
 * Runs `pass` every `intervalMs` (first at once with `startNow`) until stopped. Passes never
 * overlap: the next is scheduled only when the last one finished. A failed pass goes to `onError`
 * and the next is tried as usual. The timer is unref'd, so it never keeps a process alive.
 */
export function repeatPass(pass: () => Promise<void>, intervalMs: number, onError: (error: unknown) => void, options: { startNow?: boolean } = {}): RepeatedPass {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  const run = () => {
    running = pass()
      .catch(onError)
      .finally(() => {
        running = undefined;
        schedule();
      });
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(run, intervalMs);
    timer.unref();
  };
  if (options.startNow) run();
  else schedule();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
