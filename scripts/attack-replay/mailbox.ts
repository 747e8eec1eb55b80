import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface Mail {
  to: string[];
  /** The message with quoted-printable and base64 parts decoded, enough to find links in. */
  text: string;
}

/**
 * A tiny SMTP receiver on localhost, for servers that e-mail a link before an account works:
 * start the server under test with SMTP_URL=smtp://127.0.0.1:<port> and pass --smtp-port.
 */
export class Mailbox {
  private readonly mails: Mail[] = [];
  private readonly waiting = new Set<() => void>();

  private readonly server: SMTPServer;

  private constructor() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          this.receive({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            text: decodeMail(Buffer.concat(chunks).toString('latin1')),
          });
          callback();
        });
      },
    });
  }

  static async listen(port: number, host = '127.0.0.1'): Promise<Mailbox> {
    const box = new Mailbox();
    await new Promise<void>((resolve, reject) => {
      box.server.server.once('error', reject);
      box.server.listen(port, host, () => resolve());
    });
    return box;
  }

  get port() {
    return (this.server.server.address() as AddressInfo).port;
  }

  private receive(mail: Mail) {
    this.mails.push(mail);
    for (const wake of this.waiting) wake();
  }

  /** The first mail to `address`, waiting up to `timeoutMs` for it. */
  async waitFor(address: string, timeoutMs = 15_000): Promise<Mail | undefined> {
    const find = () => this.mails.find((mail) => mail.to.includes(address.toLowerCase()));
    const deadline = Date.now() + timeoutMs;
    while (!find() && Date.now() < deadline) {
      await new Promise<void>((resolve) => {
        const wake = () => {
          this.waiting.delete(wake);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(wake, Math.max(0, deadline - Date.now()));
        this.waiting.add(wake);
      });
    }
    return find();
  }

  close() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/**
 * Undoes the transfer encodings a mailer uses for text (quoted-printable, base64), part by
 * part, keeping the raw text too. Hand-written: links are all we read, not a MIME tree.
 */
function decodeMail(raw: string): string {
  const decoded: string[] = [];
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  for (const part of parts) {
    const split = part.search(/\r?\n\r?\n/);
    if (split < 0) continue;
    const head = part.slice(0, split).toLowerCase();
    const body = part.slice(split).trim();
    if (head.includes('content-transfer-encoding: quoted-printable')) {
      decoded.push(
        body
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      );
    } else if (head.includes('content-transfer-encoding: base64')) {
      decoded.push(Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8'));
    }
  }
  // The raw text last: a quoted-printable line break there can cut a link short.
  return [...decoded, raw].join('\n');
}

/** Every http(s) link in a mail, in order. */
export function linksIn(mail: Mail): string[] {
  return [...mail.text.matchAll(/https?:\/\/[^\s"'<>)\]]+/g)].map((match) => match[0]);
}
