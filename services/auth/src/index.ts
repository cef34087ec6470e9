export { authService } from './service.js';
export { createAudit, type CreateAuditInput } from './audits/create-audit.js';
export { parseRootUrl, type RootUrl } from './audits/root-url.js';
export { AuthError } from './errors.js';
export type * from './messages.js';
export { createMailer } from './mail/create-mailer.js';
export type { Mailer, OutgoingMail } from './mail/mailer.js';
