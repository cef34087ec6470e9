import { describe, expect, it } from 'vitest';
import { corpusPage } from '../__tests__/stored.js';
import { openGraphFix, twitterCardFix, type PageTexts } from './social.js';

const texts = (over: Partial<PageTexts> = {}): PageTexts => ({ title: 'A title', description: 'A description', descriptionDrafted: false, type: 'website', ...over });
const keys = (fix: ReturnType<typeof openGraphFix>) => fix?.elements.map((e) => e.attrs[0]![1]) ?? [];

describe('openGraphFix', () => {
  it('writes every Open Graph tag a page without any lacks, its image the page\'s first', async () => {
    const page = await corpusPage('bbc-1.html');
    const fix = openGraphFix(page, texts({ title: page.facts.title }));
    expect(keys(fix)).toEqual(['og:title', 'og:description', 'og:image', 'og:url', 'og:type']);
    expect(fix?.elements.find((e) => e.attrs[0]![1] === 'og:image')?.attrs[1]![1]).toBe(page.facts.image);
  });

  it('adds only the missing tags to a page that has some', async () => {
    const page = await corpusPage('003-metadata-preferred.html');
    const present = page.facts.socialTags ?? [];
    expect(present.length).toBeGreaterThan(0);
    for (const key of keys(openGraphFix(page, texts()))) expect(present).not.toContain(key);
  });

  it('writes no og:image for a page that shows no image', async () => {
    const page = await corpusPage('rtl-1.html');
    expect(page.facts.image).toBeNull();
    expect(keys(openGraphFix(page, texts()))).not.toContain('og:image');
  });

  it('writes nothing for a page whose Open Graph tags are complete', async () => {
    expect(openGraphFix(await corpusPage('ars-1.html'), texts())).toBeNull();
  });

  it('marks the description drafted when a model wrote it, and does not hold it to the page\'s words', async () => {
    const fix = openGraphFix(await corpusPage('bbc-1.html'), texts({ descriptionDrafted: true }));
    expect(fix?.drafted).toBe(true);
    expect(fix?.texts).toEqual(['A title']);
  });
});

describe('twitterCardFix', () => {
  it('chooses the large image card for a page with an image', async () => {
    const fix = twitterCardFix(await corpusPage('bbc-1.html'), texts());
    expect(fix?.elements[0]?.attrs).toEqual([['name', 'twitter:card'], ['content', 'summary_large_image']]);
  });

  it('writes nothing for a page with Twitter tags of its own', async () => {
    expect(twitterCardFix(await corpusPage('ars-1.html'), texts())).toBeNull();
  });
});
