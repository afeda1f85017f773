import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Database } from '../db/database.js';
import type { Clock } from '../lib/clock.js';
import type { Logger } from '../lib/logger.js';

export interface MailMessage {
  to: string;
  subject: string;
  /** The body; a secret link in it is written as LINK_MARK and given in `link`. */
  text: string;
  /** A link that grants something (a reset, a verification): only the recipient may see it. */
  link?: string;
}

/** Where a message's secret link goes in its text. */
export const LINK_MARK = '{{link}}';
/** What the outbox keeps instead of a secret link outside local development. */
export const LINK_WITHHELD = '[link withheld: sent to the recipient only]';

export interface MailerOptions {
  /**
   * Local development without SMTP (config.keepLinksInOutbox): the outbox row keeps the link, and
   * each mail is also written to `fileDir` as a text file, so a person on a fresh machine can
   * open the reset link. Otherwise the stored text has the link cut out.
   */
  keepLinks: boolean;
  fileDir?: string;
}

/**
 * Outgoing mail. Every message is written to the `mail_outbox` table (its secret link only in
 * local development) and logged by id, address and subject — never its text, which may grant
 * access; with SMTP_URL set it is also sent, and the row records when (or why not).
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
  options: MailerOptions = { keepLinks: false },
): Mailer {
  return {
    async send(message) {
      const full = message.text.replaceAll(LINK_MARK, message.link ?? '');
      const stored = options.keepLinks
        ? full
        : message.text.replaceAll(LINK_MARK, message.link ? LINK_WITHHELD : '');
      const inserted = await db.query<{ id: string }>(
        `insert into mail_outbox (to_address, subject, text_body, created_at, transport)
         values ($1, $2, $3, $4, $5) returning id`,
        [message.to, message.subject, stored, clock.now(), transport.name],
      );
      const id = inserted.rows[0]?.id;
      let file: string | undefined;
      if (options.keepLinks && options.fileDir) {
        mkdirSync(options.fileDir, { recursive: true });
        file = join(
          options.fileDir,
          `${clock.now().toISOString().replace(/[:.]/g, '-')}-${id}.txt`,
        );
        writeFileSync(file, `To: ${message.to}\nSubject: ${message.subject}\n\n${full}\n`);
      }
      log.info('mail queued', { id, to: message.to, subject: message.subject, file });
      if (!transport.deliver) return;
      try {
        await transport.deliver({ to: message.to, subject: message.subject, text: full });
        await db.query('update mail_outbox set sent_at = $2 where id = $1', [id, clock.now()]);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await db.query('update mail_outbox set error = $2 where id = $1', [id, reason]);
        log.error('mail delivery failed', { id, reason });
      }
    },
  };
}
