/** Sends mail through nodemailer over SMTP_URL (smtp:// with optional STARTTLS, or smtps://). */
import { createTransport } from 'nodemailer';
import type { Mailer, OutgoingMail } from './mailer.js';

/**
 * nodemailer waits minutes by default; the gateway waits 15 s for the whole request, so a dead
 * mail server must fail well within that. Options in SMTP_URL's query string take precedence.
 */
const TIMEOUTS = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 10_000 };

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = createTransport({ url: smtpUrl, ...TIMEOUTS });
  return {
    async send(mail: OutgoingMail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    },
    close: () => transport.close(),
  };
}
