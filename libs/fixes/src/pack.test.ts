import { startProviderServer, type ProviderServer } from '@citable/testing';
import { llmFromSettings } from '@citable/llm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bareSite, wellOptimisedSite } from './__tests__/sites.js';
import { corpusPage, siteOf } from './__tests__/stored.js';
import type { FixSiteInput } from './input.js';
import { llmPolisher } from './llm-polish.js';
import { buildFixPack } from './pack.js';

let bare: FixSiteInput;
beforeAll(async () => {
  bare = await bareSite();
});

describe('buildFixPack', () => {
  it('writes every kind the bare site lacks, all of it validated', async () => {
    const pack = await buildFixPack(bare);
    expect(pack.rejected).toEqual([]);
    const kinds = new Set(pack.pages.flatMap((p) => p.fixes.map((f) => f.kind)));
    for (const kind of ['meta_description', 'canonical', 'html_lang', 'viewport', 'open_graph', 'twitter_card', 'jsonld_organization', 'jsonld_breadcrumb', 'jsonld_article', 'jsonld_faqpage'] as const) expect(kinds, kind).toContain(kind);
    expect(pack.site_files.map((f) => f.path)).toEqual(['/sitemap.xml', '/robots.txt', '/llms.txt']);
    expect(pack.pages.every((p) => p.fixes.every((f) => !f.drafted))).toBe(true);
    // head_insert holds exactly the page's head snippets.
    for (const p of pack.pages) expect(p.head_insert).toBe(p.fixes.filter((f) => !f.snippet.startsWith('<html ')).map((f) => f.snippet).join('\n'));
  });

  it('gives only the FAQ page a FAQPage, and only the article an Article', async () => {
    const pack = await buildFixPack(bare);
    const withKind = (kind: string) => pack.pages.filter((p) => p.fixes.some((f) => f.kind === kind)).map((p) => new URL(p.url).pathname);
    expect(withKind('jsonld_faqpage')).toEqual(['/faq']);
    expect(withKind('jsonld_article')).toEqual(['/blog/answer-first-writing']);
  });

  it('has almost nothing to write for the well-optimised site', async () => {
    const pack = await buildFixPack(await wellOptimisedSite());
    expect(pack.rejected).toEqual([]);
    expect(pack.pages.flatMap((p) => p.fixes.map((f) => f.kind)).filter((k) => k !== 'twitter_card' && k !== 'jsonld_breadcrumb' && k !== 'html_lang')).toEqual([]);
  });

  it('validates what it writes for corpus pages, whatever their markup', async () => {
    const pages = await Promise.all(['bbc-1.html', 'la-nacion.html', 'qq.html', 'medium-1.html', 'webmd-2.html', 'rtl-1.html'].map(corpusPage));
    const pack = await buildFixPack(siteOf('https://corpus.example/', pages));
    expect(pack.rejected).toEqual([]);
    expect(pack.pages.length).toBe(pages.length);
  });
});

describe('LLM polish (LLM_PROVIDER), through the real openai SDK against the local provider server', () => {
  let server: ProviderServer | null = null;
  afterEach(async () => {
    await server?.close();
    server = null;
  });
  const polished = 'Acme Answers audits, rewrites and monitors your pages so that AI assistants quote them, for B2B teams who want to be cited.';

  it('uses the polished description, marks it drafted, and validates it like the rest', async () => {
    server = await startProviderServer(() => ({ answer: { text: polished } }));
    const llm = llmFromSettings({ LLM_PROVIDER: 'openai', LLM_API_KEY: 'sk-test', LLM_BASE_URL: `${server.url}/v1`, LLM_MODEL: 'test-model' })!;
    const pack = await buildFixPack({ ...bare, pages: bare.pages.slice(0, 1) }, { polish: llmPolisher(llm) });
    const fix = pack.pages[0]!.fixes.find((f) => f.kind === 'meta_description')!;
    expect(fix).toMatchObject({ drafted: true, snippet: `<meta name="description" content="${polished}">` });
    expect(pack.pages[0]!.fixes.find((f) => f.kind === 'open_graph')?.drafted).toBe(true);
    expect(pack.rejected).toEqual([]);
    expect(server.requests[0]?.system).toMatch(/Use only facts in the draft/);
  });

  it('keeps the deterministic draft when the model fails or answers out of range', async () => {
    for (const reply of [{ fault: 'server_error' as const }, { answer: { text: 'Too short.' } }]) {
      server = await startProviderServer(() => reply);
      const llm = llmFromSettings({ LLM_PROVIDER: 'openai', LLM_API_KEY: 'sk-test', LLM_BASE_URL: `${server.url}/v1`, LLM_MODEL: 'test-model' })!;
      const pack = await buildFixPack({ ...bare, pages: bare.pages.slice(0, 1) }, { polish: llmPolisher(llm) });
      expect(pack.pages[0]!.fixes.find((f) => f.kind === 'meta_description')).toMatchObject({ drafted: false });
      await server.close();
      server = null;
    }
  });
});
