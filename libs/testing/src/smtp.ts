/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives, so tests send mail through the
 * production client (nodemailer) over a socket and read back what a person would get.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  /** Envelope sender (MAIL FROM). */
  from: string;
  /** Envelope recipients (RCPT TO), lower-cased. */
  to: string[];
  subject: string;
  text: string;
  /** The HTML part, or '' when the message has none. */
  html: string;
}

export interface SmtpCatcherOptions {
  /** Answer RCPT TO for these recipients with a permanent failure (550), to test a send that fails. */
  rejectRecipient?: (address: string) => boolean;
}

export interface SmtpCatcher {
  /** smtp://127.0.0.1:PORT, ready for SMTP_URL. */
  url: string;
  /** Every message accepted so far, oldest first. */
  messages: CaughtMail[];
  /** The first message (already caught or still to come) that matches; rejects after `timeoutMs` (default 5 000). */
  waitFor(predicate: (mail: CaughtMail) => boolean, timeoutMs?: number): Promise<CaughtMail>;
  close(): Promise<void>;
}

interface Waiter {
  predicate: (mail: CaughtMail) => boolean;
  resolve: (mail: CaughtMail) => void;
}

export async function startSmtpCatcher(options: SmtpCatcherOptions = {}): Promise<SmtpCatcher> {
  const messages: CaughtMail[] = [];
  const waiters = new Set<Waiter>();

  const deliver = (mail: CaughtMail) => {
    messages.push(mail);
    for (const waiter of waiters) {
      if (waiter.predicate(mail)) {
        waiters.delete(waiter);
        waiter.resolve(mail);
      }
    }
  };

  const server = new SMTPServer({
    // Plain SMTP on loopback: no TLS to negotiate and any (or no) login accepted, like a dev mail catcher.
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    // A client that never sends QUIT must not hold close() for the default 30 s.
    closeTimeout: 1_000,
    onRcptTo(address, _session, callback) {
      if (options.rejectRecipient?.(address.address.toLowerCase())) {
        const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          deliver({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: parsed.html === false ? '' : parsed.html,
          });
          callback();
        },
        (err: Error) => callback(err),
      );
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor(predicate, timeoutMs = 5_000) {
      const caught = messages.find(predicate);
      if (caught) return Promise.resolve(caught);
      return new Promise<CaughtMail>((resolve, reject) => {
        const waiter: Waiter = {
          predicate,
          resolve: (mail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`No matching mail within ${timeoutMs} ms (${messages.length} caught)`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
