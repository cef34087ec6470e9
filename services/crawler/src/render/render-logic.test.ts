import { describe, expect, it } from 'vitest';
import { shouldRender } from './render-plan.js';
import { staticTextShare } from './text-share.js';

describe('staticTextShare', () => {
  it('is 1 when every rendered word is in the static HTML', () => {
    expect(staticTextShare('Hello world, hello!', 'hello hello world and more')).toBe(1);
  });

  it('is 0 when the static HTML is an empty shell', () => {
    expect(staticTextShare('Notes that organise themselves', '')).toBe(0);
  });

  it('counts repeated words as a multiset', () => {
    // "alpha" appears twice when rendered but once statically: 2 of 3 words are covered.
    expect(staticTextShare('alpha alpha beta', 'alpha beta')).toBe(0.667);
  });

  it('is null when the rendered page has no text', () => {
    expect(staticTextShare('', 'static words')).toBeNull();
  });
});

describe('shouldRender', () => {
  const page = { isRoot: false, htmlPageIndex: 10, staticWordCount: 500 };

  it('renders nothing when off and everything when all', () => {
    expect(shouldRender('off', { ...page, isRoot: true }, 5)).toBe(false);
    expect(shouldRender('all', page, 5)).toBe(true);
  });

  it('samples the root, the first pages and thin pages', () => {
    expect(shouldRender('sample', { ...page, isRoot: true }, 5)).toBe(true);
    expect(shouldRender('sample', { ...page, htmlPageIndex: 4 }, 5)).toBe(true);
    expect(shouldRender('sample', page, 5)).toBe(false);
    expect(shouldRender('sample', { ...page, staticWordCount: 3 }, 5)).toBe(true);
  });
});
