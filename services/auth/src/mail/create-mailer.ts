import type { Config } from '@citable/config';
import type { Logger } from '@citable/log';
import type { Mailer } from './mailer.js';
import { createOutboxMailer } from './outbox-mailer.js';

/**
 * The mailer the configuration names: SMTP when SMTP_URL is set, else the log and the development
 * outbox. The auth service (magic links) and the gateway's monitor scheduler (alerts) both use it.
 */
export async function createMailer(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR'>, log: Logger): Promise<Mailer> {
  // nodemailer loads only to send over SMTP: `citable audit`, which creates its audit with this
  // package, never sends mail, and nodemailer was a tenth of the JavaScript it loaded.
  return config.SMTP_URL ? (await import('./smtp-mailer.js')).createSmtpMailer(config.SMTP_URL, config.MAIL_FROM) : createOutboxMailer(config.DATA_DIR, log);
}
