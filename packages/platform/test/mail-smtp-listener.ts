import { createServer, type Socket } from 'node:net';

/** One SMTP session as the listener saw it. */
export interface SmtpSession {
  startedAt: number;
  /** Every recipient the client named, refused or not. */
  recipients: string[];
  /** The message as sent after DATA (headers and body), when the session got that far. */
  data?: string;
  /** How the session ended: accepted the message, refused it, or still open. */
  outcome: 'accepted' | 'refused' | 'open';
  /** False while the listener holds back its greeting (the client waits for it). */
  greeted: boolean;
}

/** What the listener does with a session: answer at once, greet only once `holdGreeting` settles, or refuse recipients. */
export interface SmtpReaction {
  holdGreeting?: Promise<unknown>;
  refuse?: boolean;
}

/**
 * A tiny SMTP server on 127.0.0.1 for the mail tests: just enough of RFC 5321 for nodemailer
 * (EHLO, MAIL, RCPT, DATA, QUIT) with no TLS and no auth. `react` decides per session, by its
 * number and the recipient, whether it holds its greeting back or refuses the recipient (a 451, "try later").
 */
export async function startSmtpListener(react: (index: number, recipient: string) => SmtpReaction = () => ({})) {
  const sessions: SmtpSession[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    const session: SmtpSession = { startedAt: Date.now(), recipients: [], outcome: 'open', greeted: false };
    const index = sessions.push(session) - 1;
    const reply = (line: string) => socket.writable && socket.write(`${line}\r\n`);
    let buffered = '';
    let data: string[] | undefined;

    const handle = (line: string) => {
      if (data) {
        if (line !== '.') return void data.push(line.startsWith('..') ? line.slice(1) : line);
        session.data = data.join('\n');
        session.outcome = 'accepted';
        data = undefined;
        return void reply('250 2.0.0 queued');
      }
      const command = line.slice(0, 4).toUpperCase();
      if (command === 'EHLO' || command === 'HELO') return void reply('250 vitrine-test');
      if (command === 'MAIL' || command === 'RSET' || command === 'NOOP') return void reply('250 2.0.0 ok');
      if (command === 'RCPT') {
        const recipient = /<([^>]*)>/.exec(line)?.[1] ?? '';
        session.recipients.push(recipient);
        if (react(index, recipient).refuse) {
          session.outcome = 'refused';
          return void reply('451 4.3.0 try again later');
        }
        return void reply('250 2.1.5 ok');
      }
      if (command === 'DATA') {
        data = [];
        return void reply('354 end with <CRLF>.<CRLF>');
      }
      if (command === 'QUIT') {
        reply('221 2.0.0 bye');
        return void socket.end();
      }
      reply('502 5.5.2 not implemented');
    };

    socket.on('data', (chunk) => {
      buffered += chunk.toString('utf8');
      let end: number;
      while ((end = buffered.indexOf('\r\n')) >= 0) {
        handle(buffered.slice(0, end));
        buffered = buffered.slice(end + 2);
      }
    });
    void Promise.resolve(react(index, '').holdGreeting).then(() => {
      session.greeted = true;
      reply('220 vitrine-test ESMTP');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    sessions,
    /** Messages accepted for `recipient`, oldest first. */
    accepted: (recipient: string) => sessions.filter((s) => s.outcome === 'accepted' && s.recipients.includes(recipient)),
    close: () =>
      new Promise<void>((resolve) => {
        sockets.forEach((socket) => socket.destroy());
        server.close(() => resolve());
      }),
  };
}
