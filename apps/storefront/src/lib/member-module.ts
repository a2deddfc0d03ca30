import type { Transport } from '@vitrine/sdk';
import type { Identity } from '@vitrine/sdk/modules/identity';

/**
 * The signed-in member's own identity. The SDK has no module for this platform route yet, so the
 * store adds it the way SDK modules are made: plain functions over the client's transport (and
 * with it, its auth, retries and errors).
 */
export function member(transport: Transport) {
  return {
    getMe(): Promise<{ identity: Identity }> {
      return transport.request({ method: 'GET', path: '/_api/vitrine/v1/identity/me', args: [] });
    },
  };
}
