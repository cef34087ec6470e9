import { openAiClient } from '@citable/llm';
import { startProviderServer, type ProviderServer } from '@citable/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkGrammar, leakOf, brandTerms, REALISM_FLOOR } from './gates.js';
import { generatePromptSet, LlmNotConfiguredError, promptVersion, type GenerateInput } from './generate.js';
import { fillTemplate } from './rules.js';
import { brandFromHost, detectBrand, detectTopics, siteProfile, type ProfilePage } from './site-profile.js';
import { GENERAL, TEMPLATE_VERSION, VERTICALS, verticalById } from './verticals.js';
import { VERTICALS as CONTRACT_VERTICALS } from '@citable/contracts';

const page = (url: string, title: string, extra: Partial<ProfilePage> = {}): ProfilePage => ({ url, title, h1: null, headings: [], jsonld: [], siteName: null, ...extra });

const PAGES: ProfilePage[] = [
  page('https://acme-answers.test/', 'Acme Answers | AI Search Visibility for B2B Teams', { h1: 'Get your content cited by AI assistants', headings: ['What we do', 'Who it is for'] }),
  page('https://acme-answers.test/services', 'Services | Content Audits, Rewrites and Monitoring', { h1: 'Our services', headings: ['Audits', 'Rewrites', 'Monitoring'] }),
  page('https://acme-answers.test/pricing', 'Pricing | Acme Answers Plans from $99 per Month', { h1: 'Pricing', headings: ['Starter', 'Growth', 'Enterprise'] }),
  page('https://acme-answers.test/faq', 'Frequently Asked Questions | Acme Answers', { h1: 'Frequently asked questions' }),
  page('https://acme-answers.test/contact', 'Contact Acme Answers | Book a Free Consultation', { h1: 'Contact us' }),
  page('https://acme-answers.test/blog', 'Blog | Guides on Answer Engine Optimisation', { h1: 'The Acme Answers blog', headings: ['Latest posts'] }),
];
const profile = siteProfile('acme-answers.test', PAGES);
const input = (over: Partial<GenerateInput> = {}): GenerateInput => ({
  profile,
  vertical: GENERAL,
  industry: GENERAL.industry,
  classifier: 'unavailable',
  llm: null,
  siteText: { titles: PAGES.map((p) => p.title ?? ''), headings: ['Audits', 'Rewrites'], mainText: 'Acme Answers makes your pages easy for AI assistants to quote.' },
  now: new Date('2026-12-03T10:00:00Z'),
  ...over,
});
const terms = brandTerms({ names: ['Acme Answers'], host: 'acme-answers.test' });

describe('site profile', () => {
  it('reads the brand from the title segment pages share, and the topics from headings and titles', () => {
    expect(profile.brand).toBe('Acme Answers');
    expect(profile.topics.slice(0, 5)).toEqual(['rewrites', 'monitoring', 'audits', 'content audits', 'answer engine optimisation']);
  });

  it('prefers the schema.org organisation name, then og:site_name, then the domain', () => {
    const org = page('https://x.test/', 'Home', { jsonld: [{ '@context': 'https://schema.org', '@type': 'Organization', name: 'Widget Works' }] });
    expect(detectBrand([org, page('https://x.test/a', 'A | Other')], 'x.test')).toBe('Widget Works');
    expect(detectBrand([page('https://x.test/', 'Home', { siteName: 'Widgetry' })], 'x.test')).toBe('Widgetry');
    expect(detectBrand([], 'blue-widget-co.example')).toBe('Blue Widget Co');
    expect(brandFromHost('acme_answers.test')).toBe('Acme Answers');
  });

  it('leaves navigation, calls to action, prices and the brand out of the topics', () => {
    const topics = detectTopics([page('https://x.test/', 'Book a Free Consultation | Widget Works', { headings: ['About us', 'Support it', 'Plans from $9', 'Widget Works team', 'Industrial widgets'] })], 'Widget Works');
    expect(topics).toEqual(['industrial widgets']);
  });
});

describe('fillTemplate', () => {
  const values = (topic: string | null) => ({ brand: 'Acme', topic, business: 'agency', businesses: 'agencies' });
  it.each([
    ['How much {topic|does} {topic} cost?', 'content audits', 'How much do content audits cost?'],
    ['How much {topic|does} {topic} cost?', 'monitoring', 'How much does monitoring cost?'],
    ['What should I look for in {a topic:one} provider?', 'audits', 'What should I look for in an audit provider?'],
    ['{topic|Is} {topic} worth it?', 'rewrites', 'Are rewrites worth it?'],
    ['Which {topic} {topic|lasts} the longest?', 'batteries', 'Which batteries last the longest?'],
    ['{brand} reviews', null, 'Acme reviews'],
  ])('%s with "%s"', (template, topic, out) => expect(fillTemplate(template, values(topic))).toBe(out));

  it('gives nothing when a template needs a topic and there is none', () => {
    expect(fillTemplate('Which companies offer {topic}?', values(null))).toBeNull();
  });
});

describe('rules (V3) sets', () => {
  it('has templates for every vertical the classifier rolls its industries up to', () => {
    expect(VERTICALS.map((v) => v.id).sort()).toEqual(CONTRACT_VERTICALS.map((v) => v.id).sort());
    for (const v of CONTRACT_VERTICALS) expect(verticalById(v.id)?.industry, v.id).toBe(v.label);
  });

  it.each(VERTICALS.map((v) => v.id))('the %s templates ship a full, gate-clean set for the site', async (id) => {
    const set = await generatePromptSet('rules', input({ vertical: verticalById(id)!, industry: verticalById(id)!.industry }));
    expect(set.branded).toHaveLength(5);
    expect(set.nonBranded).toHaveLength(15);
    // leak = 0, plural = 0, every prompt above the realism floor.
    for (const p of set.nonBranded) expect(leakOf(p, terms), p).toBeNull();
    for (const p of set.branded) expect(leakOf(p, terms), p).not.toBeNull();
    for (const p of [...set.branded, ...set.nonBranded]) expect(checkGrammar(p, ['Acme Answers']).errors, p).toEqual([]);
    for (const r of [...set.realism!.branded, ...set.realism!.nonBranded]) expect(r).toBeGreaterThanOrEqual(REALISM_FLOOR);
    expect(set.meta.gates).toEqual({ leak_dropped: 0, plural_repaired: 0, plural_dropped: 0, realism_dropped: 0 });
    expect(new Set([...set.branded, ...set.nonBranded]).size).toBe(20);
  });

  it('says in meta which templates it used and why', async () => {
    const set = await generatePromptSet('rules', input());
    expect(set.meta).toMatchObject({
      industry: 'General',
      prompt_gen_version: TEMPLATE_VERSION,
      template_version: TEMPLATE_VERSION,
      source: 'rules',
      realism_target: 0.85,
      realism_target_range: [0.85, 0.95],
      vertical: 'general',
      classifier: 'unavailable',
      brand: 'Acme Answers',
      note: 'The classifier did not answer: the general templates were used.',
      generated_at: '2026-12-03T10:00:00.000Z',
    });
    expect(set.meta.realism_avg).toBeGreaterThanOrEqual(0.85);
    expect(set.branded[0]).toBe('What is Acme Answers?');
  });
});

describe('AI (V4) and blended sets', () => {
  let server: ProviderServer;
  const llmPrompts = {
    branded: ['What does Acme Answers charge for an audit?', 'Is Acme Answers good for B2B companies?', 'UNLOCK Acme Answers Today!!!'],
    nonBranded: [
      'How do I get my website cited by ChatGPT?',
      'Which agencies help B2B companies show up in AI answers?',
      'Is acme-answers.test better than doing SEO myself?',
      'How much does a answer engine optimisation audit cost?',
      'What is {topic}?',
    ],
  };
  beforeAll(async () => {
    server = await startProviderServer(() => ({ answer: { text: JSON.stringify(llmPrompts), tokens: { input: 300, output: 120 } } }));
  });
  afterAll(() => server.close());
  const llm = () => openAiClient({ apiKey: 'sk-test', baseURL: `${server.url}/v1`, model: 'prompt-model', maxRetries: 0 });

  it('ai without an LLM is "not configured", and nothing is made up', async () => {
    await expect(generatePromptSet('ai', input())).rejects.toBeInstanceOf(LlmNotConfiguredError);
    await expect(generatePromptSet('ai', input())).rejects.toMatchObject({ status: 409, code: 'not_configured', message: expect.stringContaining('LLM_PROVIDER') });
  });

  it('ai asks the LLM with the site\'s content and ships what passes the gates', async () => {
    server.requests.length = 0;
    const set = await generatePromptSet('ai', input({ llm: llm() }));
    const [req] = server.requests;
    expect(req?.body['response_format']).toEqual({ type: 'json_object' });
    expect(req?.query).toContain('Brand: Acme Answers');
    expect(req?.query).toContain('Acme Answers makes your pages easy for AI assistants to quote.');
    expect(set.branded).toEqual(['What does Acme Answers charge for an audit?', 'Is Acme Answers good for B2B companies?']);
    expect(set.nonBranded).toEqual([
      'How do I get my website cited by ChatGPT?',
      'Which agencies help B2B companies show up in AI answers?',
      'How much does an answer engine optimisation audit cost?',
    ]);
    expect(set.meta).toMatchObject({ source: 'ai', prompt_gen_version: 'ai-v4.1', gates: { leak_dropped: 1, plural_repaired: 1, plural_dropped: 1, realism_dropped: 1 } });
    expect(set.meta.template_version).toBeUndefined();
  });

  it('blended merges both, de-duplicated, AI and rules alternating', async () => {
    const set = await generatePromptSet('blended', input({ llm: llm() }));
    expect(set.meta.prompt_gen_version).toBe(promptVersion('blended', true));
    expect(set.nonBranded.slice(0, 4)).toEqual(['How do I get my website cited by ChatGPT?', 'How much do rewrites cost?', 'Which agencies help B2B companies show up in AI answers?', 'Which companies offer monitoring?']);
    expect(set.nonBranded).toHaveLength(15);
    expect(set.branded).toHaveLength(5);
    for (const p of set.nonBranded) expect(leakOf(p, terms)).toBeNull();
  });

  it('blended without an LLM is the rules set, and says so', async () => {
    const set = await generatePromptSet('blended', input());
    const rules = await generatePromptSet('rules', input());
    expect(set.nonBranded).toEqual(rules.nonBranded);
    expect(set.meta.note).toContain('No LLM is configured: the blend holds the rules prompts only.');
    expect(set.meta.prompt_gen_version).toBe('blended-v1+rules-v3.2');
  });
});
