import http, { type IncomingHttpHeaders } from 'node:http';
import type { Socket } from 'node:net';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { recordEvent, type DomainEvent } from '../src/lib/events';
import type { TestPlatform } from '../src/testing';

/** One request a test receiver got. */
export interface Received {
  body: string;
  headers: IncomingHttpHeaders;
  eventId: string;
  entityId: string;
  deliveryId: string;
  attempt: number;
  /** The event's `entity.n` (tests number their events), when present. */
  n?: number;
}

/** What the receiver does with one request: answer with a status, after an optional delay, or never. */
export type Reaction = { status: number; delayMs?: number } | 'hang';

/**
 * A webhook receiver for tests: a real node:http server on 127.0.0.1, port 0 (or a given port, to
 * come back on the same URL after being down). `react` decides each answer.
 */
export async function startReceiver(options: { port?: number; react?: (request: Received, index: number) => Reaction } = {}) {
  const received: Received[] = [];
  const sockets = new Set<Socket>();
  let react: (request: Received, index: number) => Reaction = options.react ?? (() => ({ status: 200 }));
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const claims = decodeClaims(body);
      const entry: Received = {
        body,
        headers: request.headers,
        eventId: String(request.headers['x-vitrine-event-id']),
        entityId: claims?.event?.entityId ?? '',
        deliveryId: String(request.headers['x-vitrine-delivery-id']),
        attempt: Number(request.headers['x-vitrine-delivery-attempt']),
        n: (claims?.event?.entity as { n?: number } | undefined)?.n,
      };
      received.push(entry);
      const reaction = react(entry, received.length - 1);
      if (reaction === 'hang') return;
      setTimeout(() => response.writeHead(reaction.status).end(), reaction.delayMs ?? 0);
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    port,
    received,
    setReaction(next: (request: Received, index: number) => Reaction) {
      react = next;
    },
    /** Stops listening and drops open connections (a receiver going down). */
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type Receiver = Awaited<ReturnType<typeof startReceiver>>;

interface Claims extends JWTPayload {
  event?: { id: string; type: string; siteId: string; entityId: string; createdDate: string; entity: unknown };
}

/** The JWT's claims without checking the signature (tests check signatures where that is the point). */
export function decodeClaims(jwt: string): Claims | undefined {
  try {
    return JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as Claims;
  } catch {
    return undefined;
  }
}

/** Verifies a delivery body as a receiver would: against the platform's published keys. */
export async function verifyDelivery(platform: TestPlatform, body: string, webhookId: string) {
  const jwks = createRemoteJWKSet(new URL(`${platform.baseUrl}/oauth2/jwks`));
  const { payload, protectedHeader } = await jwtVerify(body, jwks, {
    issuer: 'vitrine',
    audience: webhookId,
    algorithms: ['ES256'],
    typ: 'vitrine-event+jwt',
  });
  return { claims: payload as Claims, header: protectedHeader };
}

/** Records events in-process, each in its own transaction, as the domains do. */
export async function record(platform: TestPlatform, events: Array<Omit<DomainEvent, 'siteId'> & { siteId?: string }>) {
  for (const event of events) {
    await platform.app.db.transaction((tx) => recordEvent(tx, { siteId: platform.site.siteId, ...event }));
  }
}

/** Runs dispatch passes until `done()` holds, pausing briefly between passes; fails after `timeoutMs`. */
export async function dispatchUntil(platform: TestPlatform, done: () => boolean | Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error('dispatchUntil: condition not met in time');
    await platform.app.eventDispatcher.runOnce();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
