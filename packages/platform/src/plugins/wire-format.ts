import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import { assertFiniteNumbers, assertInputDepth } from '../lib/input-limits';
import { assertStorableText } from '../lib/storable-text';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route serves the apps' pages and forms (static-apps.ts, storefront-ssr.ts), which store
     * nothing themselves: their text is checked where they hand it to the API, and a page address
     * the platform refuses stays the app's own "Not found" page rather than an API error.
     */
    servesApps?: boolean;
  }
}

/**
 * Decodes the wire contract's GET encodings before validation: the `.r` parameter (base64url JSON
 * of a nested payload) and dotted keys (`paging.limit=10`). Either way the handler sees the same
 * object a POST body would carry, so GET and POST forms of a query give identical results.
 */
export function decodeQuery(query: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    if (key === '.r') continue;
    setPath(result, key.split('.'), value);
  }
  const encoded = query['.r'];
  if (typeof encoded === 'string') {
    let payload: unknown;
    try {
      payload = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
    } catch {
      throw new AppError('invalid', 'INVALID_ARGUMENT', {
        fieldViolations: [{ field: '.r', description: 'must be base64url-encoded JSON', violatedRule: 'FORMAT' }],
      });
    }
    if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) {
      throw new AppError('invalid', 'INVALID_ARGUMENT', {
        fieldViolations: [{ field: '.r', description: 'must encode a JSON object', violatedRule: 'FORMAT' }],
      });
    }
    Object.assign(result, payload);
  }
  return result;
}

const forbiddenKeys = new Set(['__proto__', 'constructor', 'prototype']);

function setPath(target: Record<string, unknown>, path: string[], value: unknown) {
  let node = target;
  for (const [index, segment] of path.entries()) {
    if (forbiddenKeys.has(segment)) return;
    if (index === path.length - 1) {
      node[segment] = value;
      return;
    }
    const next = node[segment];
    if (next === null || typeof next !== 'object' || Array.isArray(next)) node[segment] = {};
    node = node[segment] as Record<string, unknown>;
  }
}

/**
 * JSON bodies whose text holds a `\u` escape, the only way JSON carries text the database cannot
 * store (lib/storable-text.ts): a raw NUL is no valid JSON, and a body's bytes decode to U+FFFD,
 * never to half a surrogate pair. Only these bodies are walked; one native scan of the text finds
 * them as they are parsed.
 */
const escapedBodies = new WeakSet<object>();

export function registerWireFormat(app: FastifyInstance): void {
  // Calls such as remove-coupon carry no body; an empty JSON body means `{}`, not an error.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, {});
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return done(
        new AppError('invalid', 'INVALID_ARGUMENT', {
          fieldViolations: [{ field: 'body', description: 'must be valid JSON', violatedRule: 'FORMAT' }],
        }),
        undefined,
      );
    }
    if (parsed !== null && typeof parsed === 'object' && text.includes('\\u')) escapedBodies.add(parsed);
    done(null, parsed);
  });

  app.addHook('preValidation', (request: FastifyRequest, _reply, done) => {
    if (request.query && typeof request.query === 'object') {
      request.query = decodeQuery(request.query as Record<string, unknown>);
    }
    if ((request.method === 'POST' || request.method === 'PATCH' || request.method === 'PUT') && request.body == null) {
      request.body = {};
    }
    // Before validation and every handler: nothing after this point meets an unbounded nesting.
    assertInputDepth(request.query, 'query');
    assertInputDepth(request.body, 'body');
    // Nor a NUL character or half a surrogate pair, which the database would refuse (or mangle).
    if (!request.routeOptions.config.servesApps) {
      assertStorableText(request.params);
      assertStorableText(request.query);
      const { body } = request;
      if (typeof body === 'string' || (body !== null && typeof body === 'object' && escapedBodies.has(body))) assertStorableText(body);
    }
    done();
  });

  // After validation: a query-string number past every bound (`limit=1e400`) reaches no handler.
  app.addHook('preHandler', (request: FastifyRequest, _reply, done) => {
    assertFiniteNumbers(request.query);
    assertFiniteNumbers(request.body);
    done();
  });
}
