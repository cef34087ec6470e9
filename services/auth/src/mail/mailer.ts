/** How a magic-link email leaves the service: over SMTP, or (no SMTP configured) to the log and the dev outbox. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The sign-in link inside the message, for the development outbox. */
  link: string;
}

export interface Mailer {
  /** Resolves once the message is handed over; rejects when it could not be. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}
