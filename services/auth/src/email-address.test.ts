import { describe, expect, it } from 'vitest';
import { isValidEmail, normaliseEmail } from './email-address.js';
import { AuthError } from './errors.js';

describe('normaliseEmail', () => {
  it('trims and lower-cases', () => {
    expect(normaliseEmail('  Ann.Lee+audits@Example.CO.uk \n')).toBe('ann.lee+audits@example.co.uk');
  });

  it.each([
    'ann@example.com',
    "o'brien@example.ie",
    'x@sub.domain.example',
    'a_b-c@xn--bcher-kva.example',
    'first.last@example.xn--p1ai',
  ])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    ['', 'empty'],
    ['ann', 'no @'],
    ['@example.com', 'no local part'],
    ['ann@', 'no domain'],
    ['ann@localhost', 'single-label domain'],
    ['ann@example.c0m', 'numeric top level'],
    ['ann@@example.com', 'two @'],
    ['an n@example.com', 'space'],
    ['.ann@example.com', 'leading dot'],
    ['ann.@example.com', 'trailing dot'],
    ['an..n@example.com', 'double dot'],
    ['"ann"@example.com', 'quoted local part'],
    ['ann@-example.com', 'label starting with a hyphen'],
    ['ann@example..com', 'empty label'],
    ['ann@[192.0.2.1]', 'IP literal'],
    [`${'a'.repeat(65)}@example.com`, 'local part over 64'],
    [`a@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(60)}.com`, 'over 254'],
  ])('rejects %s (%s)', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('throws AuthError 400 invalid_email with a sentence for a person', () => {
    const err = (() => {
      try {
        normaliseEmail('nope');
      } catch (e) {
        return e;
      }
    })();
    expect(err).toBeInstanceOf(AuthError);
    expect(err).toMatchObject({ status: 400, statusCode: 400, code: 'invalid_email', message: expect.stringContaining('valid email') });
  });
});
