import { beforeAll, describe, expect, it } from 'vitest';
import { corpusPage } from '../__tests__/stored.js';
import { bareSite, pageAt } from '../__tests__/sites.js';
import type { FixSiteInput } from '../input.js';
import { DESCRIPTION_MAX, DESCRIPTION_MIN, draftDescription, metaDescriptionFix } from './meta-description.js';

describe('metaDescriptionFix', () => {
  let bare: FixSiteInput;
  beforeAll(async () => {
    bare = await bareSite();
  });

  it.each(['bbc-1.html', 'wikipedia.html', 'mozilla-1.html', 'breitbart.html'])('drafts 120-160 characters of %s\'s own opening text, cut at a word', async (file) => {
    const page = await corpusPage(file);
    const fix = metaDescriptionFix(page, new Set());
    const content = fix?.elements[0]?.attrs.find(([k]) => k === 'content')?.[1] ?? '';
    expect([...content].length).toBeGreaterThanOrEqual(DESCRIPTION_MIN);
    expect([...content].length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    const opening = page.checks.find((c) => c.id === 'A1_answer_first')!.details['opening'] as string;
    // The words are the page's own, in its order: the draft is a prefix of the opening (an ellipsis marks a cut).
    expect(opening.startsWith(content.replace(/…$/, ''))).toBe(true);
    expect(fix).toMatchObject({ check: 'C2_meta_description', kind: 'meta_description', drafted: false, replaces: null, texts: [content] });
  });

  it('replaces a description that is there but too short', async () => {
    const page = await corpusPage('webmd-2.html');
    expect(page.facts.metaDescription).not.toBeNull();
    expect(metaDescriptionFix(page, new Set())?.replaces).toBe('meta[name="description"]');
  });

  it('writes nothing for a page whose description already passes', async () => {
    expect(metaDescriptionFix(await corpusPage('gitlab-blog.html'), new Set())).toBeNull();
  });

  it('writes nothing when the page has too little text of its own', async () => {
    for (const file of ['005-unescape-html-entities.html', 'invalid-attributes.html', 'remove-aria-hidden.html']) {
      const page = await corpusPage(file);
      expect(draftDescription(page), file).toBeNull();
      expect(metaDescriptionFix(page, new Set()), file).toBeNull();
    }
  });

  it('never gives two pages the same description', async () => {
    const page = pageAt(bare, '/');
    const taken = new Set<string>();
    const first = metaDescriptionFix(page, taken);
    expect(first).not.toBeNull();
    expect(metaDescriptionFix(page, taken)).toBeNull();
  });

  it('gives every page of the bare site a different description', () => {
    const taken = new Set<string>();
    const fixes = bare.pages.map((p) => metaDescriptionFix(p, taken)).filter((f) => f !== null);
    const contents = fixes.map((f) => f.elements[0]!.attrs[1]![1]);
    expect(new Set(contents).size).toBe(contents.length);
    expect(contents.length).toBeGreaterThanOrEqual(5);
  });
});
