import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { guardedLookup, isAllowedAddress } from './receiver-address';

export type SendResult = { ok: true; status: number } | { ok: false; status?: number; error: string };

export interface WebhookSender {
  /** POSTs `body` to `url`; resolves (never rejects) with the outcome within `timeoutMs`. */
  send(url: string, body: string, headers: Record<string, string>): Promise<SendResult>;
  close(): void;
}

/** At most this much of a receiver's answer is read (and then dropped): receivers talk back nothing we use. */
const maxResponseBytes = 64 * 1024;

/**
 * Sends webhook requests with node's http client rather than `fetch`, for two reasons: the
 * connection goes through `guardedLookup` (no internal addresses, checked at connect time), and
 * one hard deadline covers connecting, sending and the whole answer, so a receiver that trickles
 * bytes cannot hold a worker. Redirects are not followed.
 */
export function createWebhookSender(options: { timeoutMs: number; allowLoopback: boolean }): WebhookSender {
  const lookup = guardedLookup(options.allowLoopback);
  const agents = {
    'http:': new http.Agent({ keepAlive: true, maxSockets: 64 }),
    'https:': new https.Agent({ keepAlive: true, maxSockets: 64 }),
  };

  function send(target: string, body: string, headers: Record<string, string>): Promise<SendResult> {
    let url: URL;
    try {
      url = new URL(target);
    } catch {
      return Promise.resolve({ ok: false, error: 'invalid URL' });
    }
    const protocol = url.protocol as 'http:' | 'https:';
    const agent = agents[protocol];
    if (!agent) return Promise.resolve({ ok: false, error: 'unsupported protocol' });
    // An IP literal is connected to without a lookup, so it is checked here.
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (isIP(host) && !isAllowedAddress(host, options.allowLoopback)) {
      return Promise.resolve({ ok: false, error: 'address not allowed' });
    }

    return new Promise<SendResult>((resolve) => {
      let settled = false;
      const finish = (result: SendResult) => {
        if (settled) return;
        settled = true;
        clearTimeout(deadline);
        resolve(result);
      };
      const request = (protocol === 'https:' ? https : http).request(
        url,
        {
          method: 'POST',
          agent,
          lookup: lookup as never,
          headers: { ...headers, 'content-length': Buffer.byteLength(body) },
        },
        (response) => {
          const status = response.statusCode ?? 0;
          let received = 0;
          response.on('data', (chunk: Buffer) => {
            received += chunk.length;
            if (received > maxResponseBytes) response.destroy();
          });
          const done = () =>
            finish(status >= 200 && status < 300 ? { ok: true, status } : { ok: false, status, error: `receiver answered ${status}` });
          response.on('end', done);
          response.on('close', done);
          response.on('error', done);
        },
      );
      const deadline = setTimeout(() => {
        finish({ ok: false, error: `no answer within ${options.timeoutMs} ms` });
        request.destroy();
      }, options.timeoutMs);
      request.on('error', (error: NodeJS.ErrnoException) => finish({ ok: false, error: error.code ?? error.message }));
      request.end(body);
    });
  }

  return {
    send,
    close() {
      agents['http:'].destroy();
      agents['https:'].destroy();
    },
  };
}
