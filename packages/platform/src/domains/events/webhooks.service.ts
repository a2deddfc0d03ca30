import type { Database } from '../../db/database';
import { invalid, notFound, rejected, type FieldViolation } from '../../lib/app-error';
import { requirePermission, type Caller } from '../../lib/caller';
import { newId, newSecret } from '../../lib/ids';
import { decodeCursor, encodeCursor } from './cursor';
import { findEvent } from './events.repository';
import { receiverUrlViolation } from './receiver-address';
import * as repo from './webhooks.repository';

export interface WebhookInput {
  url: string;
  eventTypes: string[];
  /** Optional: the platform makes one when it is left out. */
  secret?: string;
  enabled?: boolean;
}

export interface WebhooksDeps {
  db: Database;
  allowLoopbackReceivers: boolean;
  deadAfterMs: number;
}

const pageSize = 50;

/**
 * A webhook hands its receiver the events' data (orders, members, products), and its deliveries and
 * replays show or resend it: what sets one up, points it elsewhere, renews its secret or replays
 * needs `events:read` besides `settings:write`, as the events feed does. Owners hold both.
 */
const readsEvents = (caller: Caller) => requirePermission(caller, 'events:read');

/**
 * Webhook subscriptions of a site and their deliveries, for the site's owners (and API keys
 * holding `settings:write`): create, change, delete, rotate the secret, look at deliveries, and
 * replay an event – a dead delivery or any past event of the site.
 */
export function createWebhooksService(deps: WebhooksDeps) {
  const { db } = deps;

  function check(input: Partial<WebhookInput>) {
    const violations: FieldViolation[] = [];
    if (input.url !== undefined) {
      const violation = receiverUrlViolation(input.url, 'url', deps.allowLoopbackReceivers);
      if (violation) violations.push(violation);
    }
    if (violations.length) throw invalid(violations);
  }

  async function subscription(caller: Caller, id: string) {
    const webhook = await repo.findSubscription(db, caller.siteId, id);
    if (!webhook) throw notFound('webhook', id);
    return webhook;
  }

  async function replay(caller: Caller, subscriptionId: string, eventId: string) {
    const delivery = await repo.insertReplay(db, { id: newId(), siteId: caller.siteId, subscriptionId, eventId, deadAfterMs: deps.deadAfterMs });
    if (!delivery) throw notFound('event', eventId);
    return delivery;
  }

  const distinct = (types: string[]) => [...new Set(types)];

  return {
    list: (caller: Caller) => repo.listSubscriptions(db, caller.siteId),
    get: subscription,

    /** Returns the secret too: this answer and `rotateSecret`'s are the only places it appears. */
    async create(caller: Caller, input: WebhookInput) {
      readsEvents(caller);
      check(input);
      const secret = input.secret ?? newSecret('whsec');
      const webhook = await repo.insertSubscription(db, {
        id: newId(),
        siteId: caller.siteId,
        url: input.url,
        eventTypes: distinct(input.eventTypes),
        secret,
        enabled: input.enabled ?? true,
      });
      return { webhook, secret };
    },

    async update(caller: Caller, id: string, patch: Partial<Omit<WebhookInput, 'secret'>>) {
      readsEvents(caller);
      check(patch);
      // The fields a change may set, named: the body may carry others (the schema ignores unknown
      // fields), and spreading it let `secret` through, unchecked, past rotate-secret's own rules.
      const webhook = await repo.updateSubscription(db, caller.siteId, id, {
        url: patch.url,
        eventTypes: patch.eventTypes && distinct(patch.eventTypes),
        enabled: patch.enabled,
      });
      if (!webhook) throw notFound('webhook', id);
      return webhook;
    },

    async remove(caller: Caller, id: string) {
      if (!(await repo.deleteSubscription(db, caller.siteId, id))) throw notFound('webhook', id);
    },

    async rotateSecret(caller: Caller, id: string, secret?: string) {
      readsEvents(caller);
      const next = secret ?? newSecret('whsec');
      const webhook = await repo.updateSubscription(db, caller.siteId, id, { secret: next });
      if (!webhook) throw notFound('webhook', id);
      return { webhook, secret: next };
    },

    async deliveries(caller: Caller, id: string, query: { status?: repo.DeliveryStatus; cursor?: string; limit?: number }) {
      readsEvents(caller);
      await subscription(caller, id);
      const limit = query.limit ?? pageSize;
      const rows = await repo.listDeliveries(db, {
        siteId: caller.siteId,
        subscriptionId: id,
        status: query.status?.toLowerCase(),
        beforeSeq: query.cursor === undefined ? undefined : decodeCursor(query.cursor),
        limit,
      });
      const page = rows.slice(0, limit);
      return {
        deliveries: page.map((row) => row.delivery),
        nextCursor: rows.length > limit ? encodeCursor(page[page.length - 1]!.seq) : undefined,
      };
    },

    /** Sends a past delivery's event again, as a new delivery (the old one stays as it was). */
    async replayDelivery(caller: Caller, id: string, deliveryId: string) {
      readsEvents(caller);
      await subscription(caller, id);
      const delivery = await repo.findDelivery(db, caller.siteId, id, deliveryId);
      if (!delivery) throw notFound('webhook delivery', deliveryId);
      if (delivery.status === 'PENDING') {
        throw rejected('DELIVERY_PENDING', 'This delivery is still being attempted; replay it once it is delivered or dead', { deliveryId });
      }
      return replay(caller, id, delivery.eventId);
    },

    /** Sends any past event of the site to this subscription, whether or not it was ever sent to it. */
    async replayEvent(caller: Caller, id: string, eventId: string) {
      readsEvents(caller);
      await subscription(caller, id);
      const event = await findEvent(db, caller.siteId, eventId);
      if (!event) throw notFound('event', eventId);
      return replay(caller, id, eventId);
    },
  };
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;
