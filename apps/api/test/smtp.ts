import { type AddressObject, type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  envelopeTo: string[];
  parsed: ParsedMail;
  to: string;
  subject: string;
  text: string;
  html: string;
  language: string | undefined;
  links: string[];
}

/**
 * A real SMTP server on loopback (the smtp-server package) for tests: every message it accepts is
 * parsed with mailparser. `stall` makes it hold the next messages without answering (a mail server
 * that hangs); `refuse` answers 451 (a temporary failure).
 */
export async function startSmtpServer(port = 0) {
  const received: ReceivedMail[] = [];
  const waiters: { n: number; resolve: () => void }[] = [];
  const state = { stall: false, refuse: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      if (state.stall) {
        stream.resume();
        return; // never answers
      }
      if (state.refuse) {
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('try again later'), { responseCode: 451 })));
        return;
      }
      simpleParser(stream)
        .then((parsed) => {
          const to = ([] as AddressObject[])
            .concat(parsed.to ?? [])
            .flatMap((a) => a.value.map((v) => v.address ?? ''));
          const html = typeof parsed.html === 'string' ? parsed.html : '';
          received.push({
            envelopeTo: session.envelope.rcptTo.map((r) => r.address),
            parsed,
            to: to.join(','),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html,
            language: parsed.headers.get('content-language') as string | undefined,
            links: [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, '&')),
          });
          for (const w of waiters.filter((w) => received.length >= w.n)) {
            waiters.splice(waiters.indexOf(w), 1);
            w.resolve();
          }
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    received,
    state,
    /** Resolves once `n` messages in all have arrived (or rejects after `ms`). */
    waitFor(n: number, ms = 20_000): Promise<void> {
      if (received.length >= n) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`expected ${n} e-mails, got ${received.length}`)), ms);
        waiters.push({
          n,
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
        });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
