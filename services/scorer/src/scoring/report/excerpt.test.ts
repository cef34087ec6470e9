import { describe, expect, it } from 'vitest';
import { excerpt } from './excerpt.js';

describe('excerpt', () => {
  it.each([
    ['499 characters stay whole', 'a'.repeat(499), 'a'.repeat(499)],
    ['500 characters get an ellipsis', 'a'.repeat(500), `${'a'.repeat(500)}…`],
    ['longer text is cut at 500', `${'a'.repeat(500)}${'b'.repeat(300)}`, `${'a'.repeat(500)}…`],
    ['empty stays empty', '', ''],
  ])('%s', (_name, text, expected) => {
    expect(excerpt(text)).toBe(expected);
  });
});
