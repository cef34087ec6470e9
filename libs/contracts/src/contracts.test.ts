import { Compile } from 'typebox/compile';
import { describe, expect, it } from 'vitest';
import * as contracts from './index.js';
import { CATEGORIES, categoryBySlug, categorySlug, CreateAuditBodySchema, MagicRequestBodySchema, QUEUES, EVENTS } from './index.js';

describe('categories', () => {
  it('slugs follow the spec rule and match the spec list', () => {
    expect(CATEGORIES.map((c) => categorySlug(c.name))).toEqual([
      'content-clarity',
      'structure-organization',
      'authority-trust',
      'technical-foundations',
      'crawl-discoverability',
      'experience-performance',
    ]);
    expect(CATEGORIES.every((c) => c.slug === categorySlug(c.name))).toBe(true);
    expect(categoryBySlug('authority-trust')?.name).toBe('Authority & Trust');
    expect(categoryBySlug('nope')).toBeUndefined();
  });
});

describe('schemas', () => {
  it('every exported schema compiles', () => {
    const schemas = Object.entries(contracts).filter(([name]) => name.endsWith('Schema'));
    expect(schemas.length).toBeGreaterThan(40);
    for (const [name, schema] of schemas) expect(() => Compile(schema as never), name).not.toThrow();
  });

  it('validates a create-audit body and names the bad field', () => {
    const check = Compile(CreateAuditBodySchema);
    expect(check.Check({ project_id: 'p', root_url: 'example.com', site_description: null, max_pages: 50 })).toBe(true);
    const bad = { project_id: 'p', root_url: 'example.com', site_description: null, max_pages: 501 };
    expect(check.Check(bad)).toBe(false);
    expect([...check.Errors(bad)].map((e) => e.instancePath)).toContain('/max_pages');
  });

  it('keeps magic-link redirects on this site', () => {
    const check = Compile(MagicRequestBodySchema);
    expect(check.Check({ email: 'a@b.co', redirectPath: '/audits' })).toBe(true);
    expect(check.Check({ email: 'a@b.co', redirectPath: '//evil.example' })).toBe(false);
    expect(check.Check({ email: 'a@b.co', redirectPath: 'https://evil.example' })).toBe(false);
  });
});

describe('subjects', () => {
  it('are unique', () => {
    const all = [...Object.values(QUEUES), ...Object.values(EVENTS)];
    expect(new Set(all).size).toBe(all.length);
  });
});
