import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/** A received mail's subject and text, as a person would read them. */
export interface ReadMail {
  subject: string;
  text: string;
}

/**
 * The subject and text of a mail as our mailer writes it: one text part, quoted-printable or
 * base64 when its lines are long. Hand-written: no MIME parser is installed, and this is the
 * only shape our mailer sends.
 */
export function readMail(raw: string): ReadMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const header = (name: string) =>
    new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? Buffer.from(
          body
            .replace(/=\r\n/g, '')
            .replace(/=([0-9A-F]{2})/gi, (_, hex: string) =>
              String.fromCharCode(parseInt(hex, 16)),
            ),
          'latin1',
        ).toString('utf8')
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  return { subject: header('Subject'), text: text.replace(/\r\n/g, '\n').trimEnd() };
}

/** The confirmation token in a confirmation mail's link. */
export function confirmationTokenIn(mail: ReadMail): string {
  const token = /\/verify-email#token=([^\s]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no confirmation link in: ${mail.text}`);
  return decodeURIComponent(token);
}

/** The fakes running in this process, by their URL: an app's SMTP_URL finds its mailbox. */
const running = new Map<string, SmtpFake>();

/** The fake an app configured with `SMTP_URL=url` sends to, if this process started it. */
export const smtpFakeAt = (url: string | undefined) => (url ? running.get(url) : undefined);

/**
 * A real SMTP server on localhost: our mailer talks the genuine protocol to it.
 * `setRefusing` makes it refuse messages, as a broken mail server would; `setDelay` makes
 * it answer slowly, as a distant one would.
 */
export async function startSmtpFake() {
  const received: ReceivedMail[] = [];
  let refuse = false;
  let delayMs = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refuse)
          return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
        setTimeout(() => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        }, delayMs);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  /** The mails received for `to` so far, oldest first. */
  const mailsTo = (to: string): ReadMail[] =>
    received.filter((mail) => mail.to.includes(to)).map((mail) => readMail(mail.raw));
  const url = `smtp://127.0.0.1:${port}`;
  const fake = {
    url,
    received,
    setRefusing(value: boolean) {
      refuse = value;
    },
    setDelay(ms: number) {
      delayMs = ms;
    },
    mailsTo,
    /**
     * Waits (up to 10 s) until `to` has received `count` mails whose subject matches, and
     * returns the last: account mails are sent after the answer.
     */
    async waitForMail(to: string, subject: RegExp, count = 1): Promise<ReadMail> {
      for (let waited = 0; waited < 10_000; waited += 20) {
        const matching = mailsTo(to).filter((mail) => subject.test(mail.subject));
        if (matching.length >= count) return matching[count - 1] as ReadMail;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`no mail ${subject} to ${to} within 10 s`);
    },
    close: () => {
      running.delete(url);
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  running.set(url, fake);
  return fake;
}
export type SmtpFake = Awaited<ReturnType<typeof startSmtpFake>>;
