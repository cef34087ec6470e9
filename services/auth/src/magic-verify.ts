/**
 * Using a magic link: consume it (once), sign the user in (creating the account on first use),
 * and for intent start_audit start the audit the link was requested for.
 */
import { Compile } from 'typebox/compile';
import { AuditDraftSchema, type AuditDraft } from '@citable/contracts';
import { createAudit } from './audits/create-audit.js';
import type { AuthDeps } from './deps.js';
import type { MagicVerifyAnswer, MagicVerifyMessage } from './messages.js';
import { DEFAULT_REDIRECT_PATH } from './redirect-path.js';
import { recordEvent } from './repository/auth-events.js';
import { consumeToken, refusedTokenState } from './repository/magic-link-tokens.js';
import { upsertUserOnLogin } from './repository/users.js';
import { hashSecret } from './secrets.js';
import { startSession } from './sessions.js';

const draftCheck = Compile(AuditDraftSchema);

export async function verifyMagicLink(deps: AuthDeps, req: MagicVerifyMessage): Promise<MagicVerifyAnswer> {
  const ip = req.ip ?? null;
  // One transaction: a link is never spent without the session it pays for.
  const signedIn = await deps.db.transaction().execute(async (trx) => {
    const link = await consumeToken(trx, hashSecret(req.token));
    if (!link) return null;
    const user = await upsertUserOnLogin(trx, link.email);
    const session = await startSession(trx, { userId: user.id, ip, userAgent: req.userAgent ?? null });
    return { link, user, session };
  });
  if (!signedIn) {
    // Spec section 8's reason, expired_or_invalid, and which of the two, so the error page can say
    // "already used" or "expired". Tokens are 256 random bits: telling these apart reveals nothing
    // a guesser could use.
    const detail = await refusedTokenState(deps.db, hashSecret(req.token));
    await recordEvent(deps.db, 'magic_verify_fail', { ip });
    return { ok: false, reason: 'expired_or_invalid', detail };
  }
  const { link, user, session } = signedIn;
  await recordEvent(deps.db, 'magic_verify_success', { email: user.email, ip });
  const redirectTo =
    link.intent === 'start_audit' ? await startRequestedAudit(deps, user.id, link.payload) : (link.redirectPath ?? DEFAULT_REDIRECT_PATH);
  return { ok: true, redirectTo, sessionToken: session.token, sessionExpiresAt: session.expiresAt.toISOString() };
}

/**
 * Starts the audit a start_audit link carries and leads to it. The user is signed in either way:
 * should the audit not start, they land on the starter screen (/audits/new), which retries with
 * the same details and shows the reason if it fails again.
 */
async function startRequestedAudit(deps: AuthDeps, userId: string, payload: unknown): Promise<string> {
  if (!draftCheck.Check(payload)) {
    deps.log.error({ userId }, 'start_audit link carried no valid audit details');
    return DEFAULT_REDIRECT_PATH;
  }
  try {
    const id = await createAudit(deps.db, deps.bus, deps.config, { userId, draft: payload });
    return `/audits/${id}`;
  } catch (err) {
    deps.log.error({ err, userId }, 'audit requested with a magic link could not be started');
    return starterPath(payload);
  }
}

function starterPath(draft: AuditDraft): string {
  const query = new URLSearchParams({ project_id: draft.project_id, root_url: draft.root_url });
  if (draft.site_description) query.set('site_description', draft.site_description);
  if (draft.max_pages !== undefined) query.set('max_pages', String(draft.max_pages));
  return `/audits/new?${query.toString()}`;
}
