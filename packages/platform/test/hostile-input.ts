import { Writable } from 'node:stream';

/**
 * Pieces of hostile input for the no-500 tests, written as JSON text: a test's own JSON.stringify
 * would overflow its stack on nesting this deep, which is the very failure the platform must avoid.
 */

/** `{"a":{"a":...{}}}`, `depth` objects deep. */
export const deepObject = (depth: number): string => '{"a":'.repeat(depth) + '{}' + '}'.repeat(depth);

/** A filter nesting `operator` (`$and`, `$or` or `$not`) `depth` times around a plain condition. */
export function deepFilter(operator: '$and' | '$or' | '$not', depth: number): string {
  const [open, close] = operator === '$not' ? [`{"${operator}":`, '}'] : [`{"${operator}":[`, ']}'];
  return open.repeat(depth) + '{"name":"x"}' + close.repeat(depth);
}

/** A Fastify logger that keeps error lines in memory, so a test can assert nothing went wrong unseen. */
export function logLines() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return {
    logger: { level: 'error', stream },
    /** Every logged error, as `message: error message`. */
    errors: () =>
      lines.map((line) => {
        const entry = JSON.parse(line) as { msg?: string; err?: { message?: string } };
        return `${entry.msg}: ${entry.err?.message ?? ''}`;
      }),
  };
}
