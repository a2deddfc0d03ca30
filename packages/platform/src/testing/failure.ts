import type { VitrineError } from '@vitrine/sdk';

/** The error a call fails with (an SDK call's `VitrineError` unless told); a call that succeeds fails the test. */
export async function failure<E = VitrineError>(promise: Promise<unknown>): Promise<E> {
  try {
    await promise;
  } catch (error) {
    return error as E;
  }
  throw new Error('expected the call to fail');
}
