import type { FastifyInstance } from 'fastify';
import { repeatPass, type RepeatedPass } from '../../../lib/repeated-pass';
import type { RefundsService } from './refunds.service';

/** The pause between passes of the held-refunds sweep when `PlatformOptions.orders` names none. */
export const defaultRefundSweepIntervalMs = 60_000;

/** How long a refund waits for its provider's answer before the sweep asks again, when `PlatformOptions.orders` names no time. */
export const defaultRefundInDoubtAfterMs = 10 * 60_000;

/**
 * Settles held refunds, once when the platform is ready, then every `intervalMs` until it closes
 * (`repeatPass`): it completes the ones the provider answered whose completion failed or never ran
 * (`RefundsService.finishOwedRefunds`), and asks the provider again about the ones still waiting
 * for its answer after `inDoubtAfterMs` (`settleRefundsInDoubt`). A failed pass is logged and the
 * next one tries again.
 */
export function sweepHeldRefunds(
  app: FastifyInstance,
  refunds: Pick<RefundsService, 'finishOwedRefunds' | 'settleRefundsInDoubt'>,
  options: { intervalMs: number; inDoubtAfterMs: number },
) {
  if (!(Number.isFinite(options.inDoubtAfterMs) && options.inDoubtAfterMs > 0)) {
    throw new Error(`orders.refundInDoubtAfterMs must be a positive number of milliseconds, not ${options.inDoubtAfterMs}`);
  }
  const pass = async () => {
    const owed = await refunds.finishOwedRefunds();
    if (owed.finished > 0) app.log.info({ finished: owed.finished }, 'completed refunds the payment provider had answered');
    const doubted = await refunds.settleRefundsInDoubt(options.inDoubtAfterMs);
    if (doubted.completed > 0 || doubted.released > 0) {
      app.log.info({ completed: doubted.completed, released: doubted.released }, 'settled refunds whose provider answer was never recorded');
    }
    for (const { refundId, error } of [...owed.failed, ...doubted.failed]) {
      app.log.warn({ err: error, refundId }, 'a held refund could not be settled; it is tried again later');
    }
  };
  let sweep: RepeatedPass | undefined;
  app.addHook('onReady', async () => {
    sweep = repeatPass(pass, options.intervalMs, (error) => app.log.warn({ err: error }, 'the held-refunds sweep failed; the next pass tries again'), { startNow: true });
  });
  app.addHook('onClose', async () => sweep?.stop());
}
