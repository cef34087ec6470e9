/**
 * Bearer secrets (magic-link and session tokens). Only their SHA-256 hash is stored, so a leaked
 * table cannot sign anyone in; 32 random bytes make guessing hopeless, so a fast unsalted hash
 * is enough.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

const SECRET_BYTES = 32;

/** A fresh random secret, base64url (43 characters, safe in a URL and a cookie). */
export function newSecret(): string {
  return randomBytes(SECRET_BYTES).toString('base64url');
}

/** Hex SHA-256 of a secret: what the database keeps and looks up by. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/**
 * Compares a guess with the expected value in constant time. Both are hashed first so their
 * lengths match (timingSafeEqual needs that) and the time says nothing about the length either.
 */
export function sameSecret(guess: string, expected: string): boolean {
  const a = createHash('sha256').update(guess, 'utf8').digest();
  const b = createHash('sha256').update(expected, 'utf8').digest();
  return timingSafeEqual(a, b);
}
