import { describe, expect, it } from 'vitest';
import { MAGIC_LINK_SUBJECT, magicLinkEmail } from './magic-link-email.js';

const link = 'https://citable.test/auth/callback?token=abc_DEF-123';

describe('magicLinkEmail', () => {
  it('says the same in text and HTML: the link, 20 minutes, single use, ignore if not asked', () => {
    const mail = magicLinkEmail({ to: 'a@example.com', link, lifetimeMinutes: 20 });
    expect(mail.subject).toBe(MAGIC_LINK_SUBJECT);
    expect(mail.subject).toBe('Your Citable sign-in link');
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain(link);
      expect(body).toContain('expires in 20 minutes');
      expect(body).toContain('used only once');
      expect(body).toMatch(/didn(&#39;|')t ask to sign in/);
    }
    expect(mail.html).toContain(`href="${link}"`);
  });

  it('names the site of a start_audit link, escaped in HTML', () => {
    const mail = magicLinkEmail({ to: 'a@example.com', link, lifetimeMinutes: 20, auditOf: 'https://example.com/?a=<b>' });
    expect(mail.text).toContain('Your audit of https://example.com/?a=<b> starts');
    expect(mail.html).toContain('https://example.com/?a=&lt;b&gt;');
    expect(mail.html).not.toContain('<b>');
  });
});
