/**
 * Local development without a mail server (SMTP_URL unset): the link goes to the log and to
 * DATA_DIR/outbox.jsonl, one JSON message per line, so a developer (or a script) can sign in.
 * Production always sets SMTP_URL, so links never land in a file there.
 */
import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '@citable/log';
import type { Mailer, OutgoingMail } from './mailer.js';

export const OUTBOX_FILE = 'outbox.jsonl';

export function createOutboxMailer(dataDir: string, log: Logger): Mailer {
  const file = path.resolve(dataDir, OUTBOX_FILE);
  return {
    async send(mail: OutgoingMail) {
      log.warn({ to: mail.to, link: mail.link, outbox: file }, 'SMTP_URL is not set: email written to the log and the development outbox');
      await mkdir(path.dirname(file), { recursive: true });
      const entry = { at: new Date().toISOString(), to: mail.to, subject: mail.subject, link: mail.link, text: mail.text };
      await appendFile(file, `${JSON.stringify(entry)}\n`, 'utf8');
    },
    close: () => {},
  };
}
