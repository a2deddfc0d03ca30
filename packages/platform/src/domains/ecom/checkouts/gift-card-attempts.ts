import { AppError, rejected } from '../../../lib/app-error';
import { limits, type AttemptLimiter } from '../../identity/attempt-limits';

const refusedCode = 'GIFT_CARD_NOT_FOUND';

/** The refusal of a gift-card code that cannot pay, the same whether the card is unknown, inactive, expired or empty. */
export const giftCardRefused = () => rejected(refusedCode, 'No active gift card with this code');

const isGiftCardRefusal = (error: unknown) => error instanceof AppError && error.applicationError?.code === refusedCode;

/**
 * Runs a checkout write that applies `code`, counting a refused code against the client address
 * (`limits.giftCardFailures`, per site, in the database so every instance sees it). The attempt
 * is taken before the code is looked at, in one atomic upsert, so concurrent guesses cannot slip
 * past the limit: past it, the answer is 429 with `Retry-After`. A write that does not fail on
 * the code gives its attempt back.
 */
export async function limitGiftCardGuesses<T>(limiter: AttemptLimiter, siteId: string, ip: string, code: string | undefined, write: () => Promise<T>): Promise<T> {
  if (!code) return write();
  const identifier = `${siteId}:${ip}`;
  await limiter.take(limits.giftCardFailures, identifier);
  try {
    const result = await write();
    await limiter.giveBack(limits.giftCardFailures, identifier);
    return result;
  } catch (error) {
    if (!isGiftCardRefusal(error)) await limiter.giveBack(limits.giftCardFailures, identifier);
    throw error;
  }
}
