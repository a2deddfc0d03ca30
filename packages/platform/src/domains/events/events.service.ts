import type { Database } from '../../db/database';
import { invalid } from '../../lib/app-error';
import type { Caller } from '../../lib/caller';
import { decodeCursor, encodeCursor } from './cursor';
import { assignPositions, listEvents, toEventView } from './events.repository';

export interface FeedInput {
  types?: string[];
  /** ISO date-time, inclusive. */
  from?: string;
  /** ISO date-time, exclusive. */
  to?: string;
  cursor?: string;
  limit?: number;
  /** ASC (oldest first, the default: a consumer catching up) or DESC (newest first: a screen). */
  order?: 'ASC' | 'DESC';
}

const defaultLimit = 50;

/**
 * The events feed: a site's outbox, filtered by type and time, paged with an opaque cursor. A
 * cursor carries the position only; send the same filters with it.
 */
export function createEventsFeed(deps: { db: Database }) {
  return {
    async list(caller: Caller, input: FeedInput) {
      const from = input.from === undefined ? undefined : new Date(input.from);
      const to = input.to === undefined ? undefined : new Date(input.to);
      if (from && to && from > to) {
        throw invalid([{ field: 'to', description: 'must not be before from', violatedRule: 'VALIDATION' }]);
      }
      const limit = input.limit ?? defaultLimit;
      await assignPositions(deps.db);
      const rows = await listEvents(deps.db, {
        siteId: caller.siteId,
        types: input.types,
        from,
        to,
        afterPosition: input.cursor === undefined ? undefined : decodeCursor(input.cursor),
        descending: input.order === 'DESC',
        limit,
      });
      const page = rows.slice(0, limit);
      return {
        events: page.map(toEventView),
        nextCursor: rows.length > limit ? encodeCursor(page[page.length - 1]!.position!) : undefined,
      };
    },
  };
}
