import { type AddressObject, type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface Received {
  to: string;
  subject: string;
  language: string | undefined;
  text: string;
  parsed: ParsedMail;
}

/**
 * A real SMTP server on loopback (smtp-server), where the end-to-end server sends its e-mail
 * (SMTP_URL in playwright.config.ts); each message is parsed with mailparser.
 */
export async function startSmtp(port: number) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const to = ([] as AddressObject[])
            .concat(parsed.to ?? [])
            .flatMap((a) => a.value.map((v) => v.address ?? ''))
            .join(',');
          received.push({
            to,
            subject: parsed.subject ?? '',
            language: parsed.headers.get('content-language') as string | undefined,
            text: parsed.text ?? '',
            parsed,
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
