import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A captcha provider's siteverify endpoint on 127.0.0.1, so a test of captcha checks needs no
 * internet: each form the platform posts is kept in `received`, and `answer` says what the
 * provider replies (its JSON), or `undefined` for a provider that is down (502).
 */
export async function startCaptchaStandIn(answer: (form: URLSearchParams) => object | undefined) {
  const received: URLSearchParams[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const form = new URLSearchParams(body);
      received.push(form);
      const reply = answer(form);
      if (!reply) return response.writeHead(502).end('bad gateway');
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(reply));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    verifyUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
