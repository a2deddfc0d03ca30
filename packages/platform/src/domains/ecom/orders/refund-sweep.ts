import type { FastifyInstance } from 'fastify';
import type { RefundsService } from './refunds.service';

/** The pause between passes of the owed-refunds sweep when `PlatformOptions.orders` names none. */
export const defaultRefundSweepIntervalMs = 60_000;

/**
 * Completes held refunds the provider answered but whose completion failed or never ran
 * (`RefundsService.finishOwedRefunds`): once when the platform is ready, then every `intervalMs`
 * until it closes. The timer is unref'd, so it never keeps a process alive; a failed pass is logged
 * and the next one tries again.
 */
export function sweepOwedRefunds(app: FastifyInstance, refunds: Pick<RefundsService, 'finishOwedRefunds'>, intervalMs: number) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let open = true;
  const pass = () => {
    running = refunds
      .finishOwedRefunds()
      .then(({ finished, failed }) => {
        if (finished > 0) app.log.info({ finished }, 'completed refunds the payment provider had answered');
        for (const { refundId, error } of failed) app.log.warn({ err: error, refundId }, 'an owed refund could not be completed; it is tried again later');
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'the owed-refunds sweep failed; the next pass tries again'))
      .finally(schedule);
  };
  const schedule = () => {
    if (!open) return;
    timer = setTimeout(pass, intervalMs);
    timer.unref();
  };
  app.addHook('onReady', async () => pass());
  app.addHook('onClose', async () => {
    open = false;
    clearTimeout(timer);
    await running;
  });
}
