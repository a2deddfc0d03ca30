/**
 * What the conformance files see of the wire: every request the SDK sends, recorded by wrapping
 * the real `fetch` (each still reaches the real platform), and matched against the §7 checklist.
 */
import { expect } from 'vitest';
import { recordingFetch, type RecordedRequest } from '../client-fixtures';
import { specCall, type SpecCall } from './section-7';

/** A path template of the checklist as a pattern; `{id}` never stands for the current cart's `current`. */
function pathPattern(template: string): RegExp {
  const source = template
    .split(/(\{[^}]+\})/)
    .map((part) => (part.startsWith('{') ? '(?!current(?:/|$))[^/]+' : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`);
}

export const bodyOf = (request: RecordedRequest): Record<string, unknown> => JSON.parse(request.body ?? '{}') as Record<string, unknown>;

function matches(call: SpecCall, request: RecordedRequest): boolean {
  const [method, template = ''] = call.wire.split(' ');
  if (request.method !== method || !pathPattern(template).test(request.path)) return false;
  if (!call.grant) return true;
  const body = bodyOf(request);
  return (body.grantType ?? body.grant_type) === call.grant;
}

/**
 * A recording `fetch` for a conformance file's clients, and what it saw.
 *
 * @example
 * const wire = conformanceWire();
 * const shopper = createClient({ modules: { cart }, auth, baseUrl, fetch: wire.fetch });
 * await shopper.cart.createCart({});
 * expect(wire.last('POST /v1/carts').headers.get('idempotency-key')).toBeTruthy();
 */
export function conformanceWire() {
  const recorder = recordingFetch();
  return {
    fetch: recorder.fetch,
    requests: recorder.requests,
    /** The newest request sent for this call of §7 (or its spec line); fails the test when there is none. */
    last(callOrSpec: SpecCall | string): RecordedRequest & { json: Record<string, unknown> } {
      const call = typeof callOrSpec === 'string' ? specCall(callOrSpec) : callOrSpec;
      const found = recorder.requests.filter((request) => matches(call, request)).at(-1);
      expect(found, `no request sent for ${call.spec} (${call.wire})`).toBeDefined();
      return { ...found!, json: bodyOf(found!) };
    },
    /** The calls of `calls` that no recorded request matched. */
    unsent: (calls: readonly SpecCall[]) => calls.filter((call) => !recorder.requests.some((request) => matches(call, request))).map((call) => call.spec),
  };
}
