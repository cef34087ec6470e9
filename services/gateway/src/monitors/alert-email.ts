/**
 * The alert email of one monitor run: a subject that names the site and what fell, every reason
 * on a line of its own, and links to the audit's changes (the diff) and the Trends screen.
 */
import type { AlertReason } from '@citable/contracts';

export interface AlertEmailInput {
  to: string;
  domain: string;
  reasons: readonly AlertReason[];
  /** The run's audit, Overview tab, where "Changes since ..." shows the diff. */
  diffUrl: string;
  trendsUrl: string;
}

export interface AlertEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The diff link, for the development outbox. */
  link: string;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

export function alertEmail(input: AlertEmailInput): AlertEmail {
  const subject = `Citable alert for ${input.domain}: ${input.reasons.map((r) => r.headline).join(', ')}`;
  const intro = `The latest monitored audit of ${input.domain} found a significant change since the previous run:`;
  const mute = 'You get this email because alerts are on for this monitor. Turn them off on the Trends screen.';
  const text = [
    intro,
    '',
    ...input.reasons.map((r) => `- ${r.summary}`),
    '',
    `See what changed: ${input.diffUrl}`,
    `Trends: ${input.trendsUrl}`,
    '',
    mute,
    '',
    'Citable',
  ].join('\n');
  const html = `<!doctype html>
<html lang="en"><body style="font-family: -apple-system, Segoe UI, Helvetica, Arial, sans-serif; color: #111827; line-height: 1.5;">
<h1 style="font-size: 20px;">${escapeHtml(input.domain)}: something fell</h1>
<p>${escapeHtml(intro)}</p>
<ul>${input.reasons.map((r) => `<li>${escapeHtml(r.summary)}</li>`).join('')}</ul>
<p><a href="${escapeHtml(input.diffUrl)}" style="display: inline-block; padding: 10px 18px; background: #2563eb; color: #ffffff; border-radius: 6px; text-decoration: none;">See what changed</a></p>
<p><a href="${escapeHtml(input.trendsUrl)}">Open Trends</a></p>
<p style="font-size: 13px; color: #4b5563;">${escapeHtml(mute)}</p>
</body></html>`;
  return { to: input.to, subject, text, html, link: input.diffUrl };
}
