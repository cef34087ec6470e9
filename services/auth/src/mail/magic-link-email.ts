/** The magic-link email: one subject, a plain-text part and an HTML part saying the same thing. */
import type { OutgoingMail } from './mailer.js';

export const MAGIC_LINK_SUBJECT = 'Your Citable sign-in link';

export interface MagicLinkEmailInput {
  to: string;
  link: string;
  lifetimeMinutes: number;
  /** For start_audit: the site whose audit starts once the link is used. */
  auditOf?: string;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

export function magicLinkEmail(input: MagicLinkEmailInput): OutgoingMail {
  const intro = input.auditOf
    ? `Use the link below to sign in to Citable. Your audit of ${input.auditOf} starts as soon as you do.`
    : 'Use the link below to sign in to Citable.';
  const expiry = `This link expires in ${input.lifetimeMinutes} minutes and can be used only once.`;
  const ignore = "If you didn't ask to sign in, you can ignore this email: nobody can sign in without the link.";
  const text = [intro, '', input.link, '', expiry, ignore, '', 'Citable'].join('\n');
  const link = escapeHtml(input.link);
  const html = `<!doctype html>
<html lang="en"><body style="font-family: -apple-system, Segoe UI, Helvetica, Arial, sans-serif; color: #111827; line-height: 1.5;">
<h1 style="font-size: 20px;">Sign in to Citable</h1>
<p>${escapeHtml(intro)}</p>
<p><a href="${link}" style="display: inline-block; padding: 10px 18px; background: #2563eb; color: #ffffff; border-radius: 6px; text-decoration: none;">Sign in to Citable</a></p>
<p style="font-size: 13px; color: #4b5563;">Or paste this address into your browser:<br><a href="${link}">${link}</a></p>
<p style="font-size: 13px; color: #4b5563;">${escapeHtml(expiry)}<br>${escapeHtml(ignore)}</p>
</body></html>`;
  return { to: input.to, subject: MAGIC_LINK_SUBJECT, text, html, link: input.link };
}
