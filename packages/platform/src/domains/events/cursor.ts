import { invalid } from '../../lib/app-error';

/** Page cursors are opaque to clients: base64url of the last row’s position (the feed) or sequence number (deliveries). */
export const encodeCursor = (seq: number): string => Buffer.from(`s${seq}`).toString('base64url');

export function decodeCursor(cursor: string, field = 'cursor'): number {
  const match = /^s(\d{1,15})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) throw invalid([{ field, description: 'is not a cursor this endpoint returned', violatedRule: 'FORMAT' }]);
  return Number(match[1]);
}
