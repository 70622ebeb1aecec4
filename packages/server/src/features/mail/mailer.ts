import { createTransport } from 'nodemailer';
import type { Queryable } from '../../db/storage';
import type { Logger } from '../../log';
import { insertOutboxMail } from './repository';

/** One plain-text message to one person. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Where the server's mail goes: an SMTP server, or the outbox table on the embedded default. */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

/** The sender when `MAIL_FROM` is not set. */
export const defaultMailFrom = 'Moonheart <no-reply@moonheart.invalid>';

/** SMTP through nodemailer: `url` as nodemailer reads it (`smtp://user:pass@host:port`, `smtps://…`). */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = createTransport(url);
  return {
    kind: 'smtp',
    async send({ to, subject, text }) {
      await transport.sendMail({ from, to, subject, text });
    },
  };
}

/**
 * The outbox: each message stored for admins to read at /system and announced in the server log
 * (recipient and subject, never the body: it may hold a link that signs someone in).
 */
export function outboxMailer(db: Queryable, logger: Logger): Mailer {
  return {
    kind: 'outbox',
    async send(message) {
      const id = await insertOutboxMail(db, message);
      logger.info('mail kept in the outbox (no SMTP_URL): an admin reads it at /system', {
        outboxId: id,
        to: message.to,
        subject: message.subject,
      });
    },
  };
}

/** The mailer the environment asks for: SMTP when `SMTP_URL` is set, else the outbox. */
export function mailerFrom(env: Record<string, string | undefined>, db: Queryable, logger: Logger): Mailer {
  return env.SMTP_URL ? smtpMailer(env.SMTP_URL, env.MAIL_FROM || defaultMailFrom) : outboxMailer(db, logger);
}
