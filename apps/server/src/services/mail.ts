import nodemailer from 'nodemailer';
import type { Database } from '../db/database.js';
import type { Clock } from '../lib/clock.js';
import type { Logger } from '../lib/logger.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/**
 * Outgoing mail. Every message is written to the `mail_outbox` table and the log; with SMTP_URL
 * set it is also sent, and the row records when (or why not).
 */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface Transport {
  name: 'outbox' | 'smtp';
  deliver?(message: MailMessage): Promise<void>;
}

export function smtpTransport(url: string, from: string): Transport {
  const transporter = nodemailer.createTransport(url);
  return {
    name: 'smtp',
    deliver: async (message) => {
      await transporter.sendMail({ from, ...message });
    },
  };
}

export function createMailer(
  db: Database,
  clock: Clock,
  log: Logger,
  transport: Transport,
): Mailer {
  return {
    async send(message) {
      const inserted = await db.query<{ id: string }>(
        `insert into mail_outbox (to_address, subject, text_body, created_at, transport)
         values ($1, $2, $3, $4, $5) returning id`,
        [message.to, message.subject, message.text, clock.now(), transport.name],
      );
      const id = inserted.rows[0]?.id;
      log.info('mail queued', { id, to: message.to, subject: message.subject, text: message.text });
      if (!transport.deliver) return;
      try {
        await transport.deliver(message);
        await db.query('update mail_outbox set sent_at = $2 where id = $1', [id, clock.now()]);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await db.query('update mail_outbox set error = $2 where id = $1', [id, reason]);
        log.error('mail delivery failed', { id, reason });
      }
    },
  };
}
