import { errorStatus } from '@vitrine/react';

/**
 * Whether a page's read failed because its address names nothing: no such id (404), or one the
 * platform refuses as no id at all (400, `/products/not-an-id`). Either is "does not exist", not a
 * failure to retry.
 */
export const namesNothing = (error: unknown): boolean => {
  const status = errorStatus(error);
  return status === 404 || status === 400;
};
