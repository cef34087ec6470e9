/** Title, canonical, html lang, viewport and hreflang on corpus pages and fixture sites, including pages that need none. */
import { describe, expect, it } from 'vitest';
import { corpusPage, siteOf, storedPage } from '../__tests__/stored.js';
import { canonicalFix } from './canonical.js';
import { hreflangFixes } from './hreflang.js';
import { htmlLangFix } from './html-lang.js';
import { titleFix } from './title.js';
import { VIEWPORT, viewportFix } from './viewport.js';

describe('titleFix', () => {
  it('titles a page with no title from its H1 and the site name', async () => {
    const page = await storedPage('https://acme.test/pricing', '<html><head></head><body><h1>Plans and pricing</h1><p>Plans start at $99.</p></body></html>');
    const fix = titleFix(page, 'Acme', new Map());
    expect(fix?.elements).toEqual([{ tag: 'title', attrs: [], text: 'Plans and pricing | Acme' }]);
    expect(fix).toMatchObject({ check: 'C1_title_quality', replaces: null, texts: ['Plans and pricing'], siteTexts: ['Acme'] });
  });

  it('replaces a title another page has', async () => {
    const page = await storedPage('https://acme.test/b', '<html><head><title>Acme</title></head><body><h1>Second page of the site</h1></body></html>');
    const fix = titleFix(page, 'Acme', new Map([['acme', 2]]));
    expect(fix).toMatchObject({ check: 'S7_dup_title_pct', replaces: 'title' });
  });

  it('leaves a good, unique title alone', async () => {
    const page = await corpusPage('ars-1.html');
    expect(titleFix(page, 'Ars Technica', new Map([[page.facts.title!.toLowerCase(), 1]]))).toBeNull();
  });

  it('writes nothing for a page with no H1 to take a title from', async () => {
    const page = await storedPage('https://acme.test/x', '<html><head></head><body><p>No heading here at all.</p></body></html>');
    expect(titleFix(page, 'Acme', new Map())).toBeNull();
  });
});

describe('canonicalFix', () => {
  it('names the page itself, absolute, on its host, for a page with no canonical', async () => {
    const page = await corpusPage('base-url.html');
    expect(canonicalFix(page)?.elements).toEqual([{ tag: 'link', attrs: [['rel', 'canonical'], ['href', 'https://corpus.example/base-url']] }]);
  });

  it.each(['bbc-1.html', 'wikipedia.html'])('leaves %s\'s own canonical alone', async (file) => {
    expect(canonicalFix(await corpusPage(file))).toBeNull();
  });
});

describe('htmlLangFix', () => {
  it.each([['la-nacion.html', 'es'], ['qq.html', 'zh'], ['clean-links.html', 'en']])('gives %s the language its text reads as', async (file, lang) => {
    const fix = htmlLangFix(await corpusPage(file));
    expect(fix?.htmlAttribute).toEqual(['lang', lang]);
  });

  it('writes nothing for a page that declares its language', async () => {
    expect(htmlLangFix(await corpusPage('lemonde-1.html'))).toBeNull();
  });

  it('writes nothing when the text gives no clear answer (too short)', async () => {
    const page = await corpusPage('rtl-1.html');
    expect(page.facts.lang).toBeNull();
    expect(htmlLangFix(page)).toBeNull();
  });
});

describe('viewportFix', () => {
  it('adds the device-width viewport to a page with none', async () => {
    expect(viewportFix(await corpusPage('bbc-1.html'))?.elements[0]?.attrs).toEqual([['name', 'viewport'], ['content', VIEWPORT]]);
  });

  it('leaves a page\'s own viewport alone, even one that limits zoom (the owner chose it)', async () => {
    expect(viewportFix(await corpusPage('dropbox-blog.html'))).toBeNull();
    expect(viewportFix(await corpusPage('ars-1.html'))).toBeNull();
  });
});

describe('hreflangFixes', () => {
  const twin = (lang: string, path: string) => storedPage(`https://acme.test${path}`, `<html lang="${lang}"><head><title>t</title></head><body><h1>Page</h1></body></html>`);

  it('links language twins to each other, each listing itself', async () => {
    const pages = [await twin('en', '/en/pricing'), await twin('fr', '/fr/pricing'), await twin('en', '/en/about')];
    const fixes = hreflangFixes(pages);
    expect([...fixes.keys()].sort()).toEqual(['https://acme.test/en/pricing', 'https://acme.test/fr/pricing']);
    expect(fixes.get('https://acme.test/fr/pricing')?.elements.map((e) => e.attrs)).toEqual([
      [['rel', 'alternate'], ['hreflang', 'en'], ['href', 'https://acme.test/en/pricing']],
      [['rel', 'alternate'], ['hreflang', 'fr'], ['href', 'https://acme.test/fr/pricing']],
    ]);
  });

  it('finds no twins among the corpus pages (one language each, no language paths)', async () => {
    const pages = await Promise.all(['lemonde-1.html', 'bbc-1.html', 'la-nacion.html'].map(corpusPage));
    expect(hreflangFixes(siteOf('https://corpus.example/', pages).pages).size).toBe(0);
  });
});
