import type { FastifyInstance } from 'fastify';
import { repeatPass, type RepeatedPass } from '../../../lib/repeated-pass';
import type { RefundsService } from './refunds.service';

/** The pause between passes of the owed-refunds sweep when `PlatformOptions.orders` names none. */
export const defaultRefundSweepIntervalMs = 60_000;

/**
 * Completes held refunds the provider answered but whose completion failed or never ran
 * (`RefundsService.finishOwedRefunds`): once when the platform is ready, then every `intervalMs`
 * until it closes (`repeatPass`). A failed pass is logged and the next one tries again.
 */
export function sweepOwedRefunds(app: FastifyInstance, refunds: Pick<RefundsService, 'finishOwedRefunds'>, intervalMs: number) {
  const pass = async () => {
    const { finished, failed } = await refunds.finishOwedRefunds();
    if (finished > 0) app.log.info({ finished }, 'completed refunds the payment provider had answered');
    for (const { refundId, error } of failed) app.log.warn({ err: error, refundId }, 'an owed refund could not be completed; it is tried again later');
  };
  let sweep: RepeatedPass | undefined;
  app.addHook('onReady', async () => {
    sweep = repeatPass(pass, intervalMs, (error) => app.log.warn({ err: error }, 'the owed-refunds sweep failed; the next pass tries again'), { startNow: true });
  });
  app.addHook('onClose', async () => sweep?.stop());
}
