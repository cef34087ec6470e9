import { PAGE_CRITERIA, SITE_CRITERIA } from '@citable/criteria';
import type { CheckResult } from '@citable/contracts';
import { extractPageFacts, parseHtml } from '@citable/html';
import { afterEach, describe, expect, it } from 'vitest';
import { crawledPage, html, words } from './__tests__/fixture.js';
import { openAiClient } from '@citable/llm';
import { startProviderServer, type ProviderReply, type ProviderServer } from '@citable/testing';
import { llmJudge } from './llm/judge.js';
import { PAGE_CHECKS } from './registry.js';
import { runPageChecks } from './runner.js';
import type { PageCheck } from './types.js';

const NOW = new Date('2026-07-01T00:00:00Z');
const ANSWER = 'Widget sizing depends on the load: pick a widget rated for at least twice the weight it carries, measured in kilograms.';
const PAGE = html(
  '<title>Widget sizing guide for beginners</title><meta name="description" content="How to choose the right widget size for the load it carries, with a simple rule of thumb.">',
  `<h1>Widget sizing</h1><p>${ANSWER}</p><p>${words(60)}</p>`,
);
const byId = (results: CheckResult[], id: string) => {
  const found = results.find((r) => r.id === id);
  if (!found) throw new Error(`no result for ${id}`);
  return found;
};

describe('runPageChecks', () => {
  it('has a check for every page criterion of the catalogue', () => {
    expect([...PAGE_CHECKS.keys()].sort()).toEqual(PAGE_CRITERIA.map((c) => c.id).sort());
  });

  it('runs every enabled page criterion and carries the criterion into each result', async () => {
    const { facts, results } = await runPageChecks(crawledPage(PAGE), { criteria: [...PAGE_CRITERIA, ...SITE_CRITERIA], now: NOW });
    expect(results.map((r) => r.id)).toEqual(PAGE_CRITERIA.map((c) => c.id));
    expect(facts).toEqual(extractPageFacts(parseHtml(PAGE, 'https://example.com/guide/widgets'), {}));
    const c1 = byId(results, 'C1_title_quality');
    const criterion = PAGE_CRITERIA.find((c) => c.id === 'C1_title_quality');
    expect(c1).toMatchObject({
      name: criterion?.label,
      category: criterion?.category,
      weight: criterion?.weight,
      impact: criterion?.impact,
      impact_level: criterion?.impact,
      preview: false,
      page_url: 'https://example.com/guide/widgets',
      page_title: 'Widget sizing guide for beginners',
      score: 100,
      status: 'ok',
    });
    // The catalogue texts are joined where a screen shows them, never stored with each result.
    for (const key of ['why_it_matters', 'how_to_fix', 'quick_fixes', 'examples', 'official_docs']) expect(c1).not.toHaveProperty(key);
    expect(byId(results, 'G5_author_freshness').preview).toBe(true);
    for (const r of results) expect(r.status).not.toBe('error');
  });

  it.each([
    ['ok at the pass threshold and above', '<h1>One</h1>', 'C3_h1_presence', 100, 'ok'],
    ['warn between the thresholds', `<meta name="description" content="${'x'.repeat(170)}">`, 'C2_meta_description', 75, 'warn'],
    ['fail below the warn threshold', '<h1>One</h1><h1>Two</h1>', 'C3_h1_presence', 30, 'fail'],
  ])('status is %s', async (_name, markup, id, score, status) => {
    const page = crawledPage(html(markup.startsWith('<meta') ? markup : '', markup.startsWith('<meta') ? '' : markup));
    const { results } = await runPageChecks(page, { criteria: PAGE_CRITERIA, now: NOW });
    expect(byId(results, id)).toMatchObject({ score, status });
  });

  it('scores a hostile page nested 100,000 elements deep: every check answers, none errors', async () => {
    const deep = html('<title>Deep</title>', `${'<div>'.repeat(100_000)}<h1>Bottom</h1><p>${words(40)}</p>${'</div>'.repeat(100_000)}`);
    const { facts, results } = await runPageChecks(crawledPage(deep), { criteria: PAGE_CRITERIA, now: NOW });
    expect(facts.h1).toBe('Bottom');
    expect(facts.wordCount).toBe(41);
    expect(results).toHaveLength(PAGE_CRITERIA.length);
    for (const r of results) expect(r.status, `${r.id}: ${r.error}`).not.toBe('error');
  });

  it('scores a hostile page of sections, questions and links nested through misnested formatting: none errors', async () => {
    // Each </b> makes the parser rebuild the open formatting inside the section: uncapped, 9,000 levels deep.
    const deep = html('<title>Deep</title>', '<b><section><h2>Why?</h2><ul><li><a href="/q">How?</a> answer</b>'.repeat(3000));
    const { results } = await runPageChecks(crawledPage(deep), { criteria: PAGE_CRITERIA, now: NOW });
    expect(results).toHaveLength(PAGE_CRITERIA.length);
    for (const r of results) expect(r.status, `${r.id}: ${r.error}`).not.toBe('error');
  });

  it('skips disabled criteria', async () => {
    const criteria = PAGE_CRITERIA.map((c) => (c.id === 'C1_title_quality' ? { ...c, enabled: false } : c));
    const { results } = await runPageChecks(crawledPage(PAGE), { criteria, now: NOW });
    expect(results.map((r) => r.id)).not.toContain('C1_title_quality');
    expect(results).toHaveLength(PAGE_CRITERIA.length - 1);
  });

  it('records not applicable with its reason', async () => {
    const { results } = await runPageChecks(crawledPage(PAGE), { criteria: PAGE_CRITERIA, now: NOW });
    expect(byId(results, 'A7_llm_answerability')).toMatchObject({ status: 'not_applicable', score: 0, evidence: ['No LLM configured'], details: { reason: 'No LLM configured' } });
    expect(byId(results, 'A4_schema_faqpage').status).toBe('not_applicable');
  });

  it('marks every check not applicable when the URL served no HTML', async () => {
    const page = { ...crawledPage(null), contentType: 'application/pdf' };
    const { results } = await runPageChecks(page, { criteria: PAGE_CRITERIA, now: NOW });
    expect(new Set(results.map((r) => r.status))).toEqual(new Set(['not_applicable']));
    expect(results[0]?.evidence).toEqual(['The URL returned no HTML (application/pdf)']);
  });

  describe('one broken check never sinks the run', () => {
    const criteria = PAGE_CRITERIA.filter((c) => c.id === 'C1_title_quality' || c.id === 'C3_h1_presence');
    const run = (c1: PageCheck | null) => {
      const checks = new Map(PAGE_CHECKS);
      if (c1) checks.set('C1_title_quality', c1);
      else checks.delete('C1_title_quality');
      return runPageChecks(crawledPage(PAGE), { criteria, now: NOW, checks });
    };

    it.each([
      ['a throw', { id: 'C1_title_quality', evaluate: () => { throw new Error('selector exploded'); } }, 'selector exploded'],
      ['a rejected promise', { id: 'C1_title_quality', evaluate: () => Promise.reject(new Error('timeout')) }, 'timeout'],
      ['a score out of range', { id: 'C1_title_quality', evaluate: () => ({ score: 140, details: {}, evidence: [] }) }, 'Score is not an integer from 0 to 100: 140'],
      ['a fractional score', { id: 'C1_title_quality', evaluate: () => ({ score: 72.5, details: {}, evidence: [] }) }, 'Score is not an integer from 0 to 100: 72.5'],
      ['a missing implementation', null, 'No page check implements C1_title_quality'],
    ] as Array<[string, PageCheck | null, string]>)('%s becomes an error result', async (_name, broken, message) => {
      const { results } = await run(broken);
      expect(byId(results, 'C1_title_quality')).toMatchObject({ status: 'error', score: 0, error: message, evidence: [], details: {} });
      expect(byId(results, 'C3_h1_presence')).toMatchObject({ status: 'ok', score: 100 });
    });
  });

  describe('the rendering rule', () => {
    const criteria = PAGE_CRITERIA;
    it('content only in the rendered HTML lifts a check to at most 60', async () => {
      const page = crawledPage(html('', '<div id="app"></div>'), { rendered: html('', '<h1>Widget sizing</h1>') });
      const c3 = byId((await runPageChecks(page, { criteria, now: NOW })).results, 'C3_h1_presence');
      expect(c3).toMatchObject({ score: 60, status: 'warn', details: { staticScore: 0, renderedScore: 100 } });
      expect(c3.evidence.join('\n')).toMatch(/H1 "Widget sizing" appears only after JavaScript runs[\s\S]*After JavaScript runs the page scores 100/);
    });

    it('rendered credit stops at 60 and never lowers a higher static score', async () => {
      const page = crawledPage(html('', '<h1>A</h1><h1>B</h1>'), { rendered: html('', '<h1>A</h1>') });
      const c3 = byId((await runPageChecks(page, { criteria, now: NOW })).results, 'C3_h1_presence');
      expect(c3.score).toBe(60);
      const c2Page = crawledPage(html(`<meta name="description" content="${'x'.repeat(170)}">`), { rendered: html(`<meta name="description" content="${'x'.repeat(80)}">`) });
      expect(byId((await runPageChecks(c2Page, { criteria, now: NOW })).results, 'C2_meta_description').score).toBe(75);
    });

    it('a worse rendered page does not lower the static score', async () => {
      const page = crawledPage(html('', '<h1>Widget sizing</h1>'), { rendered: html('', '<h1>A</h1><h1>B</h1>') });
      expect(byId((await runPageChecks(page, { criteria, now: NOW })).results, 'C3_h1_presence').score).toBe(100);
    });

    it('checks outside the rule ignore it', async () => {
      const page = crawledPage(html('', '<p>x</p>'), { rendered: html('<meta name="viewport" content="width=device-width">', '<p>x</p>') });
      expect(byId((await runPageChecks(page, { criteria, now: NOW })).results, 'T4_core_web_vitals_hints').details).not.toHaveProperty('renderedScore');
    });
  });
});

describe('A7_llm_answerability through the runner and the openai SDK', () => {
  let server: ProviderServer | null = null;
  afterEach(async () => {
    await server?.close();
    server = null;
  });
  const criteria = PAGE_CRITERIA.filter((c) => c.id === 'A7_llm_answerability');
  const judgeAnswering = async (reply: () => ProviderReply) => {
    server = await startProviderServer(reply);
    return llmJudge(openAiClient({ apiKey: 'sk-test', baseURL: `${server.url}/v1`, model: 'test-model', maxRetries: 0 }));
  };
  const rubric = (passage: string): ProviderReply => ({
    answer: { text: JSON.stringify({ main_question: 'How do I size a widget?', passage, answers: 36, concise: 28, self_contained: 18, specific: 8, reasoning: 'Answers at once.' }) },
  });

  it('scores the rubric when the passage is on the page', async () => {
    const llm = await judgeAnswering(() => rubric(ANSWER));
    const [a7] = (await runPageChecks(crawledPage(PAGE), { criteria, llm, now: NOW })).results;
    expect(a7).toMatchObject({ status: 'ok', score: 90, preview: true, details: { model: 'openai:test-model', verbatim: true, question: 'How do I size a widget?' } });
    expect(a7?.evidence).toContain(`Quotable passage: "${ANSWER}"`);
  });

  it('keeps only "answers" when the quoted passage is invented', async () => {
    const llm = await judgeAnswering(() => rubric('Widgets should always be bought two sizes up.'));
    const [a7] = (await runPageChecks(crawledPage(PAGE), { criteria, llm, now: NOW })).results;
    expect(a7).toMatchObject({ status: 'fail', score: 36, details: { verbatim: false } });
  });

  it('sends at most 1,500 words of main text', async () => {
    const llm = await judgeAnswering(() => rubric(ANSWER));
    await runPageChecks(crawledPage(html('<title>Long</title>', `<h1>Long</h1><p>${words(2000)}</p>`)), { criteria, llm, now: NOW });
    const user = (server?.requests[0]?.body['messages'] as Array<{ content: string }>)[1]?.content ?? '';
    const pageText = user.split('Page text:\n')[1] ?? '';
    expect(pageText.split(/\s+/).filter(Boolean)).toHaveLength(1500);
  });

  it('a failing provider becomes an error result', async () => {
    const llm = await judgeAnswering(() => ({ fault: 'server_error' }));
    const [a7] = (await runPageChecks(crawledPage(PAGE), { criteria, llm, now: NOW })).results;
    expect(a7).toMatchObject({ status: 'error', score: 0 });
    expect(a7?.error).toMatch(/500/);
  });
});
