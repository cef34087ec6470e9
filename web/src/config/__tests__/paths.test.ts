import { describe, expect, it } from 'vitest';

import { categorySlug, paths } from '../paths';

describe('paths', () => {
  it('lists every route of spec section 2 plus /bot', () => {
    const patterns = [
      paths.home, paths.audits.list, paths.audits.new, paths.audits.detail, paths.audits.report, paths.audits.category,
      paths.audits.page, paths.public.audit, paths.scoreGuide.root, paths.scoreGuide.criterion, paths.admin.root,
      paths.admin.classifierCompare, paths.admin.health, paths.admin.promptsCompare, paths.admin.users,
      paths.auth.checkEmail, paths.auth.callback, paths.auth.error, paths.terms, paths.privacy, paths.bot,
    ].map((route) => route.path);
    expect(patterns).toEqual([
      '/', '/audits', '/audits/new', '/audits/:id', '/audits/:id/report', '/audits/:id/category/:category',
      '/audits/:id/pages/:pageId', '/public/:id', '/score-guide', '/score-guide/:criterionId', '/admin',
      '/admin/classifier-compare', '/admin/health', '/admin/prompts-compare', '/admin/users', '/auth/check-email',
      '/auth/callback', '/auth/error', '/terms', '/privacy', '/bot',
    ]);
  });

  it('builds concrete hrefs', () => {
    expect(paths.audits.detail.getHref(42)).toBe('/audits/42');
    expect(paths.audits.detail.getHref('a1', { tab: 'pages' })).toBe('/audits/a1?tab=pages');
    expect(paths.audits.report.getHref(7)).toBe('/audits/7/report');
    expect(paths.audits.category.getHref(7, 'authority-trust')).toBe('/audits/7/category/authority-trust');
    expect(paths.audits.page.getHref(7, 99)).toBe('/audits/7/pages/99');
    expect(paths.public.audit.getHref('x')).toBe('/public/x');
    expect(paths.scoreGuide.root.getHref()).toBe('/score-guide');
    expect(paths.scoreGuide.root.getHref('methodology')).toBe('/score-guide#methodology');
    expect(paths.scoreGuide.criterion.getHref('C1_title_quality')).toBe('/score-guide/C1_title_quality');
    expect(paths.auth.checkEmail.getHref('a+b@c.co')).toBe('/auth/check-email?email=a%2Bb%40c.co');
    expect(paths.auth.checkEmail.getHref()).toBe('/auth/check-email');
    expect(paths.auth.error.getHref('expired_or_invalid')).toBe('/auth/error?reason=expired_or_invalid');
    expect(paths.auth.error.getHref('expired_or_invalid', 'used')).toBe('/auth/error?reason=expired_or_invalid&detail=used');
  });

  it('encodes ids and keeps only the given starter parameters', () => {
    expect(paths.audits.detail.getHref('a/b c')).toBe('/audits/a%2Fb%20c');
    expect(paths.audits.new.getHref({ root_url: 'example.com', max_pages: 50 })).toBe(
      '/audits/new?root_url=example.com&max_pages=50',
    );
  });
});

describe('categorySlug', () => {
  it.each([
    ['Content & Clarity', 'content-clarity'],
    ['Structure & Organization', 'structure-organization'],
    ['Authority & Trust', 'authority-trust'],
    ['Technical Foundations', 'technical-foundations'],
    ['Crawl & Discoverability', 'crawl-discoverability'],
    ['Experience & Performance', 'experience-performance'],
  ])('%s -> %s', (name, slug) => {
    expect(categorySlug(name)).toBe(slug);
  });
});
