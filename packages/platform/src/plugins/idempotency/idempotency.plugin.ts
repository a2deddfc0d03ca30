import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, invalid } from '../../lib/app-error';
import { claimKey, keepAnswer, keepFallback, releaseKey, sweepExpiredKeys, type KeyOwner } from './idempotency.repository';
import { idempotentRoutes, sealedAnswerRoutes } from './idempotent-routes';
import { seal, storedKey, unseal } from './sealed-answers';

declare module 'fastify' {
  interface FastifyRequest {
    /** The key this request holds until its answer is kept (set only on creating POSTs that sent one). */
    idempotencyKey?: KeyOwner;
    /**
     * Set by a route (`markCommittedEffect`) once its effect has committed where a retry must not
     * repeat it (a refund held: money may move). From then a 5xx answer does not release the key: a
     * retry with it is answered 409 `OUTCOME_UNKNOWN` with this description and data, and runs
     * nothing again.
     */
    committedEffect?: CommittedEffect;
    /** The Idempotency-Key as sent, for a route whose kept answer is sealed under it (sealed-answers.ts); the table has its digest only. */
    idempotencySealKey?: string;
  }
}

/** What a retry is told of an effect that committed before its first request failed. */
export interface CommittedEffect {
  description: string;
  data: Record<string, unknown>;
}

/** Printable ASCII without spaces, as long as a UUID or a client's own scheme needs. */
const keyPattern = /^[\x21-\x7e]{1,255}$/;
const sweepEveryMs = 10 * 60 * 1000;

/**
 * `Idempotency-Key` on the POSTs that create something (idempotent-routes.ts). The first answer is
 * kept per site, caller and key for 24 hours and replayed to a retry (`idempotent-replayed: true`);
 * a retry while the first request still runs gets 409; the same key with another request gets 422.
 * Answers that say "try again" (409, 429, 5xx) are not kept, so the retry runs anew; except a 5xx
 * after the request's effect committed (`request.committedEffect`), kept as 409 `OUTCOME_UNKNOWN`.
 */
export function registerIdempotency(app: FastifyInstance): void {
  // After validation and caller resolution: a malformed body or a missing token never holds a key.
  // Most requests send no key: they pass on at once, without a promise (see app.ts).
  app.addHook('preHandler', (request, reply, done) => {
    const key = request.headers['idempotency-key'];
    if (key === undefined || request.method !== 'POST' || !idempotentRoutes.has(request.routeOptions.url ?? '')) return done();
    return holdKey(request, reply, key);
  });

  async function holdKey(request: FastifyRequest, reply: FastifyReply, key: string | string[]) {
    const caller = request.caller;
    if (!caller) return; // the route answers 401 itself
    if (typeof key !== 'string' || !keyPattern.test(key)) {
      throw invalid([{ field: 'Idempotency-Key', description: 'Send 1 to 255 printable ASCII characters without spaces', violatedRule: 'FORMAT' }]);
    }
    // An app acting for a shopper (`Authorization: <visitor token>,<api key>`) keeps a key per
    // shopper: two shoppers' carts created with one key are two carts, never one's answer replayed to the other.
    const acting = request.actingVisitor;
    const who = `${caller.identityType}:${caller.identityId}${acting ? `/${acting.identityType}:${acting.identityId}` : ''}`;
    const sealed = sealedAnswerRoutes.has(request.routeOptions.url ?? '');
    const owner: KeyOwner = { siteId: caller.siteId, caller: who, key: sealed ? storedKey(key) : key };
    const claim = await claimKey(app.db, owner, requestHash(request));
    switch (claim.outcome) {
      case 'claimed':
        request.idempotencyKey = owner;
        if (sealed) request.idempotencySealKey = key;
        return;
      case 'replay': {
        // A sealed answer that does not open under this key is shown to nobody.
        const body = sealed ? unseal(claim.body, key, owner) : claim.body;
        if (body === undefined) throw keyReused();
        if (claim.contentType) void reply.header('content-type', claim.contentType);
        return reply.header('idempotent-replayed', 'true').status(claim.statusCode).send(body);
      }
      case 'running':
        throw new AppError('conflict', 'A request with this idempotency key is still running', {
          applicationError: { code: 'IDEMPOTENCY_KEY_IN_USE', description: 'Retry once the first request with this Idempotency-Key has answered' },
          headers: { 'retry-after': '1' },
        });
      case 'other-request':
        throw keyReused();
    }
  }

  app.addHook('onSend', (request, reply, payload, done) => {
    const owner = request.idempotencyKey;
    if (!owner) return done(null, payload);
    request.idempotencyKey = undefined;
    return keepOrRelease(request, reply, owner, payload);
  });

  async function keepOrRelease(request: FastifyRequest, reply: FastifyReply, owner: KeyOwner, payload: unknown) {
    const status = reply.statusCode;
    const effect = request.committedEffect;
    if (status >= 500 && effect) {
      // Released, the key would let the client's retry (the SDK retries 5xx) do it all again: a second refund.
      await keepAnswer(app.db, owner, 409, jsonType, JSON.stringify(outcomeUnknown(effect, request.id)));
      return payload;
    }
    const keep = status < 500 && status !== 409 && status !== 429 && (typeof payload === 'string' || Buffer.isBuffer(payload));
    const sealKey = request.idempotencySealKey;
    if (keep) await keepAnswer(app.db, owner, status, contentTypeOf(reply.getHeader('content-type')), sealKey ? seal(String(payload), sealKey, owner) : String(payload));
    else await releaseKey(app.db, owner);
    return payload;
  }

  const sweeper = setInterval(() => void sweepExpiredKeys(app.db).catch((error) => app.log.warn({ error }, 'idempotency sweep failed')), sweepEveryMs);
  sweeper.unref();
  app.addHook('onClose', async () => clearInterval(sweeper));
}

const jsonType = 'application/json; charset=utf-8';

const keyReused = () =>
  new AppError('unprocessable', 'This idempotency key was used for another request', {
    applicationError: { code: 'IDEMPOTENCY_KEY_REUSED', description: 'Send a new Idempotency-Key for a request with another path or body' },
  });

/**
 * Marks `request`'s effect as committed (a refund held: money may move from here). A 5xx after it
 * keeps the key as 409 `OUTCOME_UNKNOWN`; and the key, when the request holds one, answers the same
 * to a retry that finds the request past its two-minute lease (its process stopped, or still waiting
 * on the provider), where the key was otherwise taken over and the refund made again. One statement,
 * only for a request that sent a key; a failure of it is logged, not the request's.
 *
 * @example
 * await markCommittedEffect(request, { description: 'Refund r1 was held…', data: { orderId, refundId: 'r1' } });
 */
export async function markCommittedEffect(request: FastifyRequest, effect: CommittedEffect): Promise<void> {
  request.committedEffect = effect;
  const owner = request.idempotencyKey;
  if (!owner) return;
  await keepFallback(request.server.db, owner, jsonType, JSON.stringify(outcomeUnknown(effect, request.id))).catch((error: unknown) =>
    request.log.warn({ err: error }, 'idempotency: the fallback answer of a request that took effect was not kept'),
  );
}

/** The kept answer to a retry of a request that failed, or has not answered within its lease, after its effect committed: what happened is not known to the platform's answer, so the client is sent to look. */
const outcomeUnknown = (effect: CommittedEffect, requestId: string) => ({
  message: 'The first request with this Idempotency-Key took effect, then failed or has not answered',
  details: { applicationError: outcomeUnknownError(effect, requestId) },
});

/** The application error of a request that failed after its effect committed: the effect's description, and its data with the request's id. The 500 itself carries it too (plugins/errors.ts). */
export const outcomeUnknownError = (effect: CommittedEffect, requestId: string) => ({ code: 'OUTCOME_UNKNOWN', description: effect.description, data: { ...effect.data, requestId } });

function requestHash(request: FastifyRequest): string {
  return createHash('sha256').update(request.method).update('\0').update(request.url).update('\0').update(JSON.stringify(request.body ?? null)).digest('hex');
}

const contentTypeOf = (value: unknown): string | null => (typeof value === 'string' ? value : Array.isArray(value) ? String(value[0]) : null);
