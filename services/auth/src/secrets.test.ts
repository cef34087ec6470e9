import { describe, expect, it } from 'vitest';
import { hashSecret, newSecret, sameSecret } from './secrets.js';

describe('secrets', () => {
  it('are 32 random bytes in base64url, different every time', () => {
    const a = newSecret();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(a, 'base64url')).toHaveLength(32);
    expect(new Set(Array.from({ length: 100 }, newSecret)).size).toBe(100);
  });

  it('hash to hex SHA-256, the same for the same secret only', () => {
    expect(hashSecret('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hashSecret('abd')).not.toBe(hashSecret('abc'));
  });

  it('compare equal only when identical, whatever the lengths', () => {
    expect(sameSecret('correct horse', 'correct horse')).toBe(true);
    expect(sameSecret('correct hors', 'correct horse')).toBe(false);
    expect(sameSecret('', 'correct horse')).toBe(false);
    expect(sameSecret('Correct horse', 'correct horse')).toBe(false);
  });
});
