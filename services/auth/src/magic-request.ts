/**
 * Issuing a magic link: check the request, respect the rate limits, store the hash of a fresh
 * token, email the link. The answer is the same for every email, known or not: users are only
 * created when a link is used, so there is nothing to tell apart.
 */
import { publicUrl } from '@citable/config';
import { LIMITS, type AuditDraft, type MagicLinkIntent } from '@citable/contracts';
import { parseRootUrl } from './audits/root-url.js';
import type { AuthDeps } from './deps.js';
import { normaliseEmail } from './email-address.js';
import { AuthError } from './errors.js';
import { magicLinkEmail } from './mail/magic-link-email.js';
import type { MagicRequestAnswer, MagicRequestMessage } from './messages.js';
import { POLICY } from './policy.js';
import { safeRedirectPath } from './redirect-path.js';
import { recordEvent } from './repository/auth-events.js';
import { countRecentTokens, insertToken, lockRequesters, revokeToken } from './repository/magic-link-tokens.js';
import { hashSecret, newSecret } from './secrets.js';

export const LINK_SENT_MESSAGE = `Check your email for a sign-in link. It expires in ${POLICY.magicLinkMinutes} minutes.`;
/** Spec section 8's sign-in failure copy, so the UI can show the message as it is. */
export const EMAIL_FAILED_MESSAGE = 'Failed to send magic link. Please try again.';

export async function requestMagicLink(deps: AuthDeps, req: MagicRequestMessage): Promise<MagicRequestAnswer> {
  const email = normaliseEmail(req.email);
  const intent: MagicLinkIntent = req.intent === 'start_audit' ? 'start_audit' : 'general';
  const draft = intent === 'start_audit' ? checkedDraft(req.payload) : null;
  const redirectPath = safeRedirectPath(req.redirectPath);
  const ip = req.ip ?? null;
  const token = newSecret();

  const issued = await deps.db.transaction().execute(async (trx) => {
    await lockRequesters(trx, email, ip);
    const window = POLICY.magicLinkWindowMinutes;
    if ((await countRecentTokens(trx, 'email', email, window)) >= POLICY.magicLinksPerEmail) return null;
    if (ip !== null && (await countRecentTokens(trx, 'request_ip', ip, window)) >= POLICY.magicLinksPerIp) return null;
    return insertToken(trx, { tokenHash: hashSecret(token), email, intent, draft, redirectPath, ip, lifetimeMinutes: POLICY.magicLinkMinutes });
  });
  if (!issued) {
    await recordEvent(deps.db, 'rate_limit_hit', { email, ip });
    throw new AuthError(429, 'rate_limited', `Too many sign-in links requested. Please wait ${POLICY.magicLinkWindowMinutes} minutes and try again.`);
  }

  const base = (req.linkBase ?? publicUrl(deps.config)).replace(/\/+$/, '');
  const link = `${base}/auth/callback?token=${token}`;
  try {
    await deps.mailer.send(
      magicLinkEmail({ to: email, link, lifetimeMinutes: POLICY.magicLinkMinutes, ...(draft ? { auditOf: draft.root_url } : {}) }),
    );
  } catch (err) {
    // A link nobody received must not stay usable (the message may still arrive later, or be in a log).
    await revokeToken(deps.db, issued.id);
    deps.log.error({ err, to: email }, 'magic-link email could not be sent');
    throw new AuthError(502, 'email_failed', EMAIL_FAILED_MESSAGE);
  }
  await recordEvent(deps.db, 'magic_request_sent', { email, ip });
  return { ok: true, message: LINK_SENT_MESSAGE };
}

/** The audit to start once the link is used, checked now so a bad URL is reported before any email goes out. */
function checkedDraft(payload: AuditDraft | undefined): AuditDraft {
  if (!payload) {
    throw new AuthError(400, 'invalid_payload', 'Starting an audit needs its details: project_id, root_url, site_description and max_pages.');
  }
  return {
    project_id: payload.project_id,
    root_url: parseRootUrl(payload.root_url).url,
    site_description: payload.site_description ?? null,
    max_pages: payload.max_pages ?? LIMITS.defaultMaxPages.dashboard,
  };
}
