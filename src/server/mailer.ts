import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

export interface Mailer {
  /** 'sent' through SMTP, or 'logged' when no SMTP server is configured. Throws on failure. */
  send(message: MailMessage): Promise<'sent' | 'logged'>;
  close(): void;
}

export function createMailer(config: AppConfig['mail'], log: FastifyBaseLogger): Mailer {
  if (!config.smtpUrl) {
    return {
      async send(message) {
        log.info(
          { mail: message },
          'SMTP_URL is not set: logging the e-mail instead of sending it',
        );
        return 'logged';
      },
      close() {},
    };
  }
  const transport = nodemailer.createTransport(config.smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from: config.from, ...message });
      return 'sent';
    },
    close: () => transport.close(),
  };
}
