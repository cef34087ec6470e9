import { describe, expect, it } from 'vitest';
import { pageResult, run, sitePage } from '../__tests__/fixtures.js';
import { localeSection, primaryLanguage } from './S5_lang_correct_pct.js';

const page = (path: string, lang: string | null, score: number | 'na' = 100) =>
  sitePage(`https://x.test${path}`, { facts: { lang }, checks: [pageResult('T2_lang_region', score)] });

// Thresholds (catalogue): pass 90, warn 70.
describe('S5_lang_correct_pct', () => {
  it.each([
    {
      name: 'pass: one language, plus a translated /fr/ section',
      pages: [page('/', 'en'), page('/a', 'en-US'), page('/b', 'EN'), page('/fr/a', 'fr-FR')],
      score: 100,
      status: 'ok',
    },
    {
      name: 'warn: one page in another language outside a section, one failing T2',
      pages: [...['/1', '/2', '/3', '/4', '/5', '/6', '/7', '/8'].map((p) => page(p, 'en')), page('/products/x', 'de'), page('/9', 'en', 20)],
      score: 80,
      status: 'warn',
    },
    {
      name: 'fail: half the pages fail T2',
      pages: [page('/1', 'en'), page('/2', null, 0)],
      score: 50,
      status: 'fail',
    },
    { name: 'not applicable: T2 applied nowhere', pages: [page('/1', 'en', 'na')], status: 'not_applicable' },
  ])('$name', ({ pages, score, status }) => {
    const checked = run('S5_lang_correct_pct', pages);
    expect(checked.status).toBe(status);
    if (score !== undefined) expect(checked.score).toBe(score);
  });

  it('names the dominant language and the inconsistent page', () => {
    const checked = run('S5_lang_correct_pct', [page('/1', 'en'), page('/2', 'en'), page('/blog/x', 'de')]);
    expect(checked.details).toMatchObject({ site_lang: 'en', languages: { en: 2, de: 1 } });
    expect(checked.evidence[1]).toBe(
      'https://x.test/blog/x: found lang "de" outside a /de/ section while the site declares "en"; expected language score >= 60 and lang "en" (or a matching /xx/ section)',
    );
  });

  it('reads language tags and locale sections', () => {
    expect(primaryLanguage('pt-BR')).toBe('pt');
    expect(primaryLanguage('en_GB')).toBe('en');
    expect(primaryLanguage('english')).toBeNull();
    expect(primaryLanguage(null)).toBeNull();
    expect(localeSection('https://x.test/pt-br/page')).toBe('pt');
    expect(localeSection('https://x.test/blog/page')).toBeNull();
    expect(localeSection('https://x.test/')).toBeNull();
  });
});
