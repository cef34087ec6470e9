import { parseHtml } from '@citable/html';
import { openAiClient } from '@citable/llm';
import { readSiteProfile, type SiteProfile } from '@citable/site-profile';
import { fixtureSitePages, KIND_SITES, PROJECT_SITES, startProviderServer, type ProviderServer, type SiteBuilder } from '@citable/testing';
import type { SiteType } from '@citable/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatePromptSet, LlmNotConfiguredError, materialOf, MIN_NON_BRANDED, promptVersion, questionSiteType, sentenceCase, setId, spokenBrand, TEMPLATE_VERSION, type GenerateInput } from './generate.js';
import { fillTemplate, rulesCandidates, useCasePhrase } from './rules.js';

/** A fixture site's profile, read from the pages an audit would store for it. */
function fixtureProfile(builder: SiteBuilder, host: string): SiteProfile {
  return readSiteProfile(host, fixtureSitePages(builder, `https://${host}`).map((p) => ({ url: p.url, doc: parseHtml(p.html, p.url) })));
}

const input = (profile: SiteProfile, host: string, over: Partial<GenerateInput> = {}): GenerateInput => ({
  host,
  profile,
  ownerDescription: null,
  siteType: null,
  vertical: 'software',
  industry: 'Software Publishers',
  classifier: 'answered',
  competitors: [],
  llm: null,
  siteText: { titles: ['Pipewright | Open-source data orchestration platform'], headings: ['Schedules, sensors and backfills'], mainText: 'Pipewright is an open-source data orchestration platform.' },
  now: new Date('2026-12-03T10:00:00Z'),
  ...over,
});

/** The three kinds of site the issue tried: a developer tool, a stream-processing framework, an infrastructure team's docs. */
// The infrastructure team's docs name no kind of thing they are, and their pages' headings are a manual's steps
// ("Creating a repository": "How do I create a repository?" was judged generic by hand): it gets the questions its
// pages' titles carry, and its set is flagged as thin (too_few_grounded), which the product shows.
const PROJECTS: Array<{ name: keyof typeof PROJECT_SITES; host: string; siteType: SiteType; own: RegExp; min: number }> = [
  { name: 'oss-orchestrator', host: 'pipewright.example', siteType: 'saas', own: /orchestration|pipeline|backfill|lineage|cron|schedul|Python/i, min: 5 },
  { name: 'oss-stream', host: 'rivulet.apache.example', siteType: 'documentation', own: /stream|processing|event|stateful/i, min: 5 },
  { name: 'infra-docs', host: 'infra.larkspur.example', siteType: 'documentation', own: /virtual machine|version control|mailing list|CI|git|repositor/i, min: 2 },
];

const jaccard = (a: readonly string[], b: readonly string[]) => {
  const A = new Set(a);
  const B = new Set(b);
  return [...A].filter((x) => B.has(x)).length / new Set([...A, ...B]).size;
};

describe('rules (V3) sets for the kinds of site the generic templates failed', () => {
  const sets = new Map<string, Awaited<ReturnType<typeof generatePromptSet>>>();
  beforeAll(async () => {
    for (const p of PROJECTS) sets.set(p.name, await generatePromptSet('rules', input(fixtureProfile(PROJECT_SITES[p.name], p.host), p.host, { siteType: p.siteType, vertical: 'software' })));
  });

  it.each(PROJECTS)('$name: every non-branded question names its own topic', ({ name, own, min }) => {
    const set = sets.get(name)!;
    expect(set.nonBranded.length, set.meta.note ?? '').toBeGreaterThanOrEqual(min);
    expect(set.meta.flags?.includes('too_few_grounded')).toBe(set.nonBranded.length < MIN_NON_BRANDED);
    for (const q of set.nonBranded) expect(q, q).toMatch(own);
    for (const v of set.judged!.shipped) expect(v.passed).toBe(true);
  });

  it.each(PROJECTS)('$name: no price question for a site that sells nothing, no menu word as a product', ({ name }) => {
    const set = sets.get(name)!;
    expect(set.meta.profile?.sells).toBe(false);
    for (const q of [...set.branded, ...set.nonBranded]) {
      expect(q).not.toMatch(/how much|cost|cheapest|price/i);
      expect(q).not.toMatch(/\b(community|github issues|download|various)\b/i);
    }
  });

  it('gives no two of them the same set', () => {
    const [a, b, c] = PROJECTS.map((p) => sets.get(p.name)!.nonBranded);
    expect(jaccard(a!, b!)).toBeLessThan(0.2);
    expect(jaccard(a!, c!)).toBeLessThan(0.2);
    expect(jaccard(b!, c!)).toBeLessThan(0.2);
  });

  it('uses the brand as people write it, and reads the foundation project\'s short form', () => {
    expect(sets.get('oss-orchestrator')!.branded.some((q) => /^What is Pipewright\b/.test(q))).toBe(true);
    expect(sets.get('oss-stream')!.meta.profile?.brand_short).toContain('Rivulet');
    expect(spokenBrand({ brand: 'CNN.com', brandShort: ['CNN'] })).toBe('CNN');
  });

  it('records its id, version, judge and profile, and each verdict with its reasons', () => {
    const set = sets.get('oss-orchestrator')!;
    expect(set.meta).toMatchObject({
      source: 'rules',
      prompt_gen_version: promptVersion('rules', false),
      template_version: TEMPLATE_VERSION,
      judge_version: 'judge-v18',
      flags: [],
      profile: { brand: 'Pipewright', topic: 'open-source data orchestration platform', sells: false },
    });
    expect(set.meta.set_id).toBe(setId(set.meta.prompt_gen_version, set.branded, set.nonBranded));
    expect(set.judged!.shipped.map((v) => v.text)).toEqual([...set.branded, ...set.nonBranded]);
    expect(set.judged!.shipped.every((v) => v.reasons.some((r) => r.startsWith('reads naturally')))).toBe(true);
    expect(set.meta.realism_avg).toBeGreaterThanOrEqual(0.85);
  });
});

describe('sets by the site\'s kind', () => {
  it('asks a local business about its category in its city, and prices only because it sells', async () => {
    const profile = fixtureProfile(KIND_SITES.restaurant, 'trattoria-lucia.example');
    const set = await generatePromptSet('rules', input(profile, 'trattoria-lucia.example', { siteType: 'local_business', vertical: 'hospitality', industry: 'Restaurants and Other Eating Places' }));
    expect(set.nonBranded.some((q) => /Italian restaurants? in Portland/.test(q))).toBe(true);
    expect(profile.sells).toBe(true);
  });

  it("asks a nonprofit's visitors about a cause in ordinary words, and a college's about a field, never about a name or a thing made", async () => {
    const charity = fixtureProfile(KIND_SITES.charity, 'riverkeepers.example');
    const cause = await generatePromptSet('rules', input({ ...charity, subjects: ['sewage pollution', 'EFL', 'NSGMLS parsers', 'perl5 class library'] }, 'riverkeepers.example', { siteType: 'nonprofit', vertical: 'nonprofit' }));
    expect(cause.nonBranded.some((q) => /sewage pollution/.test(q))).toBe(true);
    for (const q of cause.nonBranded) expect(q).not.toMatch(/EFL|NSGMLS|perl5/);
    const college = await generatePromptSet('rules', input({ ...charity, subjects: ['marine biology', 'Mace4', 'exercises'] }, 'college.example', { siteType: 'education', vertical: 'education' }));
    for (const q of college.nonBranded) expect(q).not.toMatch(/Mace4|exercises/);
  });

  it('asks a publisher\'s readers about what it covers, never which companies offer news', async () => {
    const profile = fixtureProfile(KIND_SITES.newspaper, 'harbour-gazette.example');
    const set = await generatePromptSet('rules', input(profile, 'harbour-gazette.example', { siteType: 'publisher', vertical: 'media' }));
    expect(set.nonBranded.length).toBeGreaterThan(0);
    for (const q of set.nonBranded) expect(q).not.toMatch(/companies offer|how much/i);
    expect(set.nonBranded.some((q) => /latest news on|coverage of|should I know about/.test(q))).toBe(true);
  });

  const story = (head: string, body: string) =>
    readSiteProfile('daily.example', [{ url: 'https://daily.example/story', doc: parseHtml(`<html lang="en"><head><title>${head} | The Daily Example</title><meta property="og:type" content="article"><meta name="author" content="Jane Roe">${body}`, 'https://daily.example/story') }]);

  it("asks a news story's readers about its subjects, not how to do what its people did, and never names its writer", async () => {
    const profile = story(
      'Whole Foods workers launch a defense of Alaskan halibut fishing',
      '</head><body><h1>Whole Foods workers launch a defense of Alaskan halibut fishing</h1><p>By <a rel="author" href="/jane">Jane Roe</a></p><p>Whole Foods staff in Seattle want to launch a defense of Alaskan halibut fishing, Jane Roe reports, as Alaskan halibut quotas fall and Whole Foods stores cut prices.</p></body>',
    );
    expect(profile.ownNames).toContain('Jane Roe');
    expect(profile.teaches).toBe(false);
    const set = await generatePromptSet('rules', input(profile, 'daily.example', { siteType: 'publisher', vertical: 'media' }));
    expect(set.nonBranded.some((q) => /Whole Foods/.test(q))).toBe(true);
    for (const q of set.nonBranded) expect(q).not.toMatch(/^How (do|can)|easiest way|Jane|Roe/);
  });

  it("asks a blog's readers about the field its post is headlined with, not about what the post names in passing", async () => {
    const profile = story(
      'Student journalism after the local paper closed',
      '</head><body><h1>Student journalism after the local paper closed</h1><p>When the town paper closed, student journalism filled the gap: the campus weekly now covers school boards and the courts, and its editor says the work has taught her more than any class. Student journalism, she says, is now the town record.</p></body>',
    );
    const set = await generatePromptSet('rules', input(profile, 'daily.example', { siteType: 'blog', vertical: 'media' }));
    expect(set.nonBranded.some((q) => /student journalism/i.test(q))).toBe(true);
    const week = story('What I cooked this week', '</head><body><h1>What I cooked this week</h1><p>I learned most of it from Japanese cookbooks. Japanese cookbooks are full of such ideas, and Japanese cookbooks in English are easier to find now.</p><h2>Japanese cookbooks I like</h2><p>Here are three Japanese cookbooks.</p></body>');
    expect(week.subjects).toContain('Japanese cookbooks');
    const passing = await generatePromptSet('rules', input(week, 'daily.example', { siteType: 'blog', vertical: 'media' }));
    for (const q of passing.nonBranded) expect(q).not.toMatch(/Japanese cookbooks/);
  });

  it("asks about what a story's headline names, with the article the story gives it, not about a name in a caption", async () => {
    const profile = story(
      'Invisible oil from the BP spill may threaten Gulf aquatic life',
      '</head><body><h1>Invisible oil from the BP spill may threaten Gulf aquatic life</h1><p>Scientists say oil from the BP spill is still in the Gulf of Mexico, months after the BP spill was capped and the well sealed for good.</p><p>Fishermen on Grand Isle, Louisiana, pull in crab traps each morning as officials watch the water.</p></body>',
    );
    expect(profile.definite).toContain('BP spill');
    const set = await generatePromptSet('rules', input(profile, 'daily.example', { siteType: 'publisher', vertical: 'media' }));
    expect(set.nonBranded).toEqual(expect.arrayContaining(['What is the latest news on the BP spill?']));
    for (const q of set.nonBranded) expect(q).not.toMatch(/Grand Isle|about BP spill|on BP spill/);
  });

  it("asks a news publisher's readers for the best news sites of its beat", async () => {
    const head = '<html lang="en"><head><meta property="og:type" content="article"><title>';
    const profile = readSiteProfile('daily.example', [
      { url: 'https://daily.example/a', doc: parseHtml(`${head}Coach Urban Meyer closes preseason practices to NFL scouts</title></head><body><h1>Coach Urban Meyer closes preseason practices to NFL scouts</h1><p>Florida coach Urban Meyer said the football season starts soon, the league schedule is set and his quarterback is ready for the first game.</p></body>`, 'https://daily.example/a') },
      { url: 'https://daily.example/b', doc: parseHtml(`${head}League fines quarterback after the playoff game</title></head><body><h1>League fines quarterback after the playoff game</h1><p>The NFL said the fine stands for the rest of the season.</p></body>`, 'https://daily.example/b') },
    ]);
    expect(profile.beat).toBe('sports');
    const set = await generatePromptSet('rules', input(profile, 'daily.example', { siteType: 'publisher', vertical: 'media' }));
    expect(set.nonBranded).toEqual(expect.arrayContaining(['What are the best sports news sites?']));
    // Once: "Where can I read reliable sports news?" is the same ask.
    expect(set.nonBranded.join(' | ')).not.toMatch(/reliable sports news/);
  });

  it('asks a how-to publisher how to do what its pages teach, not for the latest news', async () => {
    const profile = story(
      'How to Build a Terrarium',
      '</head><body><h1>How to Build a Terrarium</h1><p>Closed terrariums need little care: to build a terrarium, layer pebbles, charcoal and soil in a glass jar, then add ferns and mosses that like humid air.</p><h2>Closed terrariums</h2><p>Closed terrariums keep their own moisture, so you rarely water them once the glass jar is sealed.</p></body>',
    );
    expect(profile.teaches).toBe(true);
    const set = await generatePromptSet('rules', input(profile, 'daily.example', { siteType: 'publisher', vertical: 'media' }));
    expect(set.nonBranded).toEqual(expect.arrayContaining(['How do I build a terrarium?']));
    for (const q of set.nonBranded) expect(q).not.toMatch(/latest news|coverage/);
  });

  it('flags a site that says too little about itself instead of asking generic questions', async () => {
    const profile = readSiteProfile('blank.example', [{ url: 'https://blank.example/', doc: parseHtml('<title>Home</title><h1>Welcome</h1><p>Hello.</p>', 'https://blank.example/') }]);
    const set = await generatePromptSet('rules', input(profile, 'blank.example', { siteType: 'saas' }));
    expect(set.meta.flags).toEqual(expect.arrayContaining(['too_few_grounded', 'no_topic']));
    expect(set.meta.note).toMatch(/says little about what it is/);
    for (const q of set.nonBranded) expect(q).not.toMatch(/software|services/i);
  });

  it('says plainly that only English is asked of a site in another language', async () => {
    const profile = readSiteProfile('lemonde.example', [{ url: 'https://lemonde.example/', doc: parseHtml('<html lang="fr"><title>Le Monde | Actualités</title><h1>Actualités</h1>', 'https://lemonde.example/') }]);
    const set = await generatePromptSet('rules', input(profile, 'lemonde.example', { siteType: 'publisher' }));
    expect(set.meta.flags).toContain('english_only');
    expect(set.meta.note).toContain('only English questions are asked');
  });
});

describe('the slot values', () => {
  it("takes neither an organisation's name nor the category's initials as a subject or a kind", () => {
    const profile = readSiteProfile('tasks.example', [{ url: 'https://tasks.example/', doc: parseHtml('<title>Tasks</title><h1>x</h1>', 'https://tasks.example/') }]);
    const m = materialOf({ profile: { ...profile, category: 'async task framework', topics: ['async task framework', 'Stanford University'], subjects: ['ATF', 'Stanford University', 'task queues'] }, ownerDescription: null, competitors: [] });
    expect(m.categories).toEqual(['async task framework']);
    expect(m.subjects).toEqual(['task queues']);
  });

  it("asks for no bare unit of software, no brand spelled out, and no one any such site is for", () => {
    const profile = readSiteProfile('gimp.example', [{ url: 'https://gimp.example/', doc: parseHtml('<title>GIMP</title><h1>x</h1>', 'https://gimp.example/') }]);
    const base = { ...profile, brand: 'GIMP', brandShort: [], platform: 'Python' };
    const of = (over: Partial<SiteProfile>) => materialOf({ profile: { ...base, ...over }, ownerDescription: null, competitors: [] });
    // "GNU image manipulation program" is GIMP's name spelled out; "Python package", "open-source library" name no kind.
    for (const category of ['GNU image manipulation program', 'Python package', 'open-source library', 'programming language']) expect(of({ category, topics: [category] }).categories).toEqual([]);
    expect(of({ category: 'image processing toolbox', topics: ['image processing toolbox'] }).categories).toEqual(['image processing toolbox']);
    // Nor a unit for anything, for what the question cannot name, or an add-on of one product (batch am).
    for (const category of ['multi-platform program', 'command-line tool', 'reusable Python application', 'minimalist C API', 'helper library for writing code', 'core library for the program', 'plugin for pytest', 'Python bindings for XRootD', 'extension for the xtensor library'])
      expect(of({ category, topics: [category] }).categories, category).toEqual([]);
    // A maker's product is its kind ("EDF's general purpose CFD software"); one thing's part is none ("Asterisk’s manager").
    expect(of({ category: "EDF's circuit simulation engine", topics: ["EDF's circuit simulation engine"] }).categories).toEqual(['circuit simulation engine']);
    expect(of({ category: 'Asterisk’s manager', topics: ['Asterisk’s manager'] }).categories).toEqual([]);
    // A unit of software for a field, a protocol or a server names its kind.
    for (const category of ['client for memcached', 'library for WebRTC', 'library for processing OSM files'])
      expect(of({ category, topics: [category] }).categories, category).toEqual([category]);
    expect(of({ category: null, topics: [], audience: ['developers', 'Enterprise', 'data engineers'] }).audience).toEqual(['data engineers']);
    // A list's tail is no audience; a trade's people are ("marketing teams").
    expect(of({ category: null, topics: [], audience: ['including users', 'such as students', 'marketing teams'] }).audience).toEqual(['marketing teams']);
    // A Python library's site that names only its field asks for libraries of that field.
    expect(of({ category: null, topic: 'machine learning', topics: ['machine learning'] }).categories).toEqual(['machine learning library']);
    expect(of({ category: null, topic: 'machine learning', topics: ['machine learning'], platform: 'Linux' }).categories).toEqual([]);
    // A language the kind names is the platform it is asked with, and bare bindings of any language name no kind.
    expect(of({ category: 'Python client for memcached', topics: ['Python client for memcached'], platform: 'C++' }).platform).toBe('Python');
    expect(of({ category: 'Python bindings', topics: ['Python bindings'], platform: 'C++' }).categories).toEqual([]);
    expect(of({ category: 'building custom applications', topics: ['building custom applications'] }).categories).toEqual([]);
    expect(of({ category: 'Asterisk’s manager', topics: ['Asterisk’s manager'] }).categories).toEqual([]);
    expect(of({ category: "men's clothing", topics: ["men's clothing"] }).categories).toEqual(["men's clothing"]);
  });

  it("asks a product's or docs' questions about its software, not the organisation its people form", () => {
    const m = { brand: 'Biopython', categories: ['international association'], subjects: [], audience: [], useCases: [], competitors: [], city: null, sells: false, platform: 'Python' };
    expect(rulesCandidates('docs', m).nonBranded).toEqual([]);
    expect(rulesCandidates('nonprofit', { ...m, subjects: ['river pollution'] }).nonBranded.length).toBeGreaterThan(0);
  });
});

describe('a site of recipes', () => {
  const html = `<html lang="en"><head><title>Easy Shakshuka - Eating Bird Food</title><meta property="og:site_name" content="Eating Bird Food"><meta property="og:type" content="article">
    <script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"Article","headline":"Easy Shakshuka"},{"@type":"Recipe","name":"Easy Shakshuka","recipeCuisine":"Middle Eastern"}]}</script></head>
    <body><nav><a href="/">Home</a><a href="/recipes">Recipes</a></nav><article><h1>Easy Shakshuka</h1><p>This shakshuka is a simple dish of eggs poached in a spiced tomato and pepper sauce, ready in about thirty minutes and perfect for brunch or a quick dinner with crusty bread.</p>
    <h2>Share this recipe</h2><h2>Ingredients</h2><p>Add the onion and the goat cheese, then the tomatoes, and simmer until the sauce thickens enough to hold the eggs in their wells.</p></article></body></html>`;
  it('asks how to make its dishes, not about its ingredients, steps or share buttons, whatever kind of site it is', async () => {
    const profile = readSiteProfile('www.eatingbirdfood.com', [{ url: 'https://www.eatingbirdfood.com/', doc: parseHtml(html, 'https://www.eatingbirdfood.com/') }]);
    expect(profile.dishes).toEqual(['shakshuka']);
    // A grocer the classifier reads as local but that names no place of its own is asked for its recipes too.
    for (const siteType of ['blog', 'publisher', 'ecommerce', 'local_business'] as const) {
      const set = await generatePromptSet('rules', input(profile, 'www.eatingbirdfood.com', { siteType, vertical: 'general', industry: 'Other Information Services' }));
      expect(set.nonBranded).toEqual(expect.arrayContaining(['How do I make shakshuka?', 'What is the best recipe for shakshuka?']));
      expect(set.nonBranded.join(' | ')).not.toMatch(/coverage|goat cheese|onion|share/i);
      expect(set.branded).toContain('Is Eating Bird Food a good recipe site?');
    }
  });
});

describe('a meal kit and a counted dish', () => {
  it('asks a page that is a recipe for its dish, with "a" when English counts it, though its markup gives a place', async () => {
    const html = `<html lang="en"><head><title>Roasted Cauliflower Lentil Bowl | Kit Co</title><script type="application/ld+json">[{"@type":"FoodEstablishment","name":"Kit Co","address":{"@type":"PostalAddress","addressLocality":"San Francisco"}},{"@type":"Recipe","name":"Roasted Cauliflower Lentil Bowl","recipeIngredient":["1 head cauliflower","1 cup lentils"]}]</script></head><body><h1>Roasted Cauliflower Lentil Bowl</h1><p>Organic produce and clean ingredients delivered to your door, with a new menu every week of the year.</p></body></html>`;
    const profile = readSiteProfile('kitco.example', [{ url: 'https://kitco.example/', doc: parseHtml(html, 'https://kitco.example/') }]);
    expect(profile.local).not.toBeNull();
    const set = await generatePromptSet('rules', input(profile, 'kitco.example', { siteType: 'local_business', vertical: 'food', industry: 'Electronic Shopping' }));
    expect(set.nonBranded).toEqual(expect.arrayContaining(['How do I make a roasted cauliflower lentil bowl?', 'What is an easy recipe for a roasted cauliflower lentil bowl?']));
    expect(set.nonBranded.join(' | ')).not.toMatch(/San Francisco|clean ingredients/);
    expect(set.branded).toContain('Does Kit have a good roasted cauliflower lentil bowl recipe?');
  });
});

describe('template slots', () => {
  it('fills each slot in its form, and gives nothing when a slot has no value', () => {
    expect(fillTemplate('What are the best {categories}?', { categories: 'data orchestration platforms' })).toBe('What are the best data orchestration platforms?');
    expect(fillTemplate('How much does {a category} cost?', { 'a category': null })).toBeNull();
    expect(useCasePhrase('build terrarium')).toBe('build a terrarium');
    expect(useCasePhrase('schedule data pipelines')).toBe('schedule data pipelines');
    expect(useCasePhrase('track lineage')).toBe('track lineage');
    // A quality a system has is uncounted (batch ad: "How do I run a high availability in Kubernetes?").
    expect(useCasePhrase('run high availability')).toBe('run high availability');
    expect(useCasePhrase('improve scalability')).toBe('improve scalability');
    // A field in -ics is uncounted (batch ag: "How do I improve a psycho acoustics?"); a plural thing in -ics is counted.
    expect(useCasePhrase('improve psycho acoustics')).toBe('improve psycho acoustics');
    expect(useCasePhrase('study genomics')).toBe('study genomics');
    // A phrasal verb keeps its particle, and initials English counts take an article (batch ae: "clean an up HTML", "write DSL").
    expect(useCasePhrase('clean up HTML')).toBe('clean up HTML');
    expect(useCasePhrase('set up cluster')).toBe('set up a cluster');
    expect(useCasePhrase('write DSL')).toBe('write a DSL');
    expect(useCasePhrase('parse HTML')).toBe('parse HTML');
    // Initials before a counted head take the head's article, a name need not; audio is a mass noun (batch at, first seen).
    expect(useCasePhrase('build SNMP query')).toBe('build an SNMP query');
    expect(useCasePhrase('write FreeSurfer geometry')).toBe('write FreeSurfer geometry');
    expect(useCasePhrase('write audio')).toBe('write audio');
    expect(useCasePhrase('configure Apache httpd')).toBe('configure Apache httpd');
    // Code is a mass noun: "share reusable code", never "a reusable code".
    expect(useCasePhrase('share reusable code')).toBe('share reusable code');
  });

  it("asks for the best news sites only about a name, not about a thing described, one story's thing or one person", () => {
    const template = 'What are the best websites for news about {name}?';
    expect(fillTemplate(template, { name: null })).toBeNull();
    const set = rulesCandidates('publisher', { brand: 'Gazette', categories: [], subjects: ['Whole Foods', 'Alaskan halibut', "Amazon's strategy", 'Mark Zuckerberg'], audience: [], useCases: [], competitors: [], city: null, sells: false, beat: 'business' });
    const bestSites = set.nonBranded.filter((c) => c.text.startsWith('What are the best websites')).map((c) => c.text);
    expect(bestSites).toEqual(['What are the best websites for news about Whole Foods?']);
    const definite = rulesCandidates('publisher', { brand: 'Gazette', categories: [], subjects: ["Fed's statement"], definite: ["Fed's statement"], audience: [], useCases: [], competitors: [], city: null, sells: false, beat: 'business' });
    expect(definite.nonBranded.map((c) => c.text)).toContain("What is the latest news on the Fed's statement?");
    expect(definite.nonBranded.filter((c) => c.text.startsWith('What are the best websites'))).toEqual([]);
    const league = rulesCandidates('publisher', { brand: 'Gazette', categories: [], subjects: ['NFL'], definite: ['NFL'], audience: [], useCases: [], competitors: [], city: null, sells: false });
    expect(league.nonBranded.map((c) => c.text)).toContain('What is the latest news on the NFL?');
    // "the film gang": a common noun the site writes with "the" is one thing of its page, asked about by no reader.
    for (const family of ['publisher', 'nonprofit', 'blog'] as const) {
      const thing = rulesCandidates(family, { brand: 'Gazette', categories: [], subjects: ['film gang'], definite: ['film gang'], audience: [], useCases: [], competitors: [], city: null, sells: false });
      expect(thing.nonBranded.map((c) => c.text).filter((t) => /film gang/.test(t)), family).toEqual([]);
    }
    // "What should I know about Google?" asks for an encyclopedia's entry, not a story; its news is still news. No "best {kind} for {people}" of a news site.
    const google = rulesCandidates('publisher', { brand: 'Gazette', categories: ['social network'], subjects: ['Google', 'Komen'], audience: ['startups'], useCases: [], competitors: [], city: null, sells: false }).nonBranded.map((c) => c.text);
    expect(google).toContain('What is the latest news on Google?');
    expect(google.filter((t) => t.startsWith('What should I know') || t.startsWith('What is the best'))).toEqual([]);
  });

  it("asks for sources on a subject only when the story's text names it, not only its headline", () => {
    const m = { brand: 'Gazette', categories: [], subjects: ['Helter', 'Uber'], told: ['Uber'], audience: [], useCases: [], competitors: [], city: null, sells: false, beat: 'technology' };
    const asked = rulesCandidates('publisher', m).nonBranded.map((c) => c.text);
    // In-depth coverage is asked of a publisher whose stories share a field: one story's subject on a general paper is its latest news.
    // So are the best sources on it: "the best websites for news about Saturn" lists NASA and space.com, not CNN.
    expect(rulesCandidates('publisher', { ...m, beat: null }).nonBranded.map((c) => c.text).filter((t) => t.includes('in-depth') || t.includes('best websites'))).toEqual([]);
    expect(asked).toEqual(expect.arrayContaining(['What is the latest news on Helter?', 'What is the latest news on Uber?', 'Where can I read in-depth coverage of Uber?', 'What are the best websites for news about Uber?']));
    expect(asked.filter((t) => t.includes('Helter') && !t.startsWith('What is the latest'))).toEqual([]);
    // One story's thing is its latest news, not a subject of coverage; a name with a possessive is a name.
    const things = rulesCandidates('publisher', { ...m, subjects: ['Trump’s promise', "Egypt's Muslim Brotherhood", "Coal's US stronghold"], told: ['Trump’s promise', "Egypt's Muslim Brotherhood", "Coal's US stronghold"] }).nonBranded.map((c) => c.text);
    expect(things).toEqual(expect.arrayContaining(['What is the latest news on Trump’s promise?', "Where can I read in-depth coverage of Egypt's Muslim Brotherhood?"]));
    expect(things).not.toContain('Where can I read in-depth coverage of Trump’s promise?');
    expect(things).not.toContain("Where can I read in-depth coverage of Coal's US stronghold?");
    // Without a told list (no story text to read) every subject is what the site covers.
    const { told: _told, ...untold } = m;
    expect(rulesCandidates('publisher', untold).nonBranded.map((c) => c.text)).toContain('Where can I read in-depth coverage of Helter?');
  });

  it("asks for a library with the language it is for, and never for a one-word kind alone ('the best generators')", () => {
    const m = { brand: 'Dask', categories: ['parallel computing library'], subjects: ['Ninja', 'Makefile'], topics: ['task graphs'], audience: [], useCases: ['schedule task graphs'], competitors: [], city: null, sells: false, platform: 'Python' };
    const asked = rulesCandidates('docs', m).nonBranded.map((c) => c.text);
    expect(asked).toContain('What are the best parallel computing libraries for Python?');
    expect(asked).toContain('How do I schedule task graphs in Python?');
    // Without the language the same questions are any language's ("generic" to the judges); a subject is no use case.
    expect(asked).not.toContain('What are the best parallel computing libraries?');
    expect(asked).not.toContain('How do I schedule task graphs?');
    expect(asked.join(' | ')).not.toMatch(/best practices|best for (Ninja|Makefile)/);
    // "the best Python web frameworks for Python" says it twice.
    expect(rulesCandidates('docs', { ...m, categories: ['Python web framework'] }).nonBranded.map((c) => c.text)).toContain('What are the best Python web frameworks?');
    const oneWord = rulesCandidates('product', { ...m, categories: ['generator'], platform: null, useCases: [] }).nonBranded.map((c) => c.text);
    expect(oneWord.filter((q) => /generators?\?$/.test(q))).toEqual([]);
    // Nor with an audience: "the best simulator for scientists".
    expect(rulesCandidates('product', { ...m, categories: ['simulator'], platform: null, useCases: [], audience: ['scientists'] }).nonBranded).toEqual([]);
    // An acronym is specific enough.
    expect(rulesCandidates('product', { ...m, categories: ['CRM'], platform: null, useCases: [] }).nonBranded.map((c) => c.text)).toContain('What are the best CRMs?');
  });

  it("asks a blog what it writes about, not for in-depth coverage (journalism's frame)", () => {
    const m = { brand: 'Just Bento', categories: [], subjects: ['bento lunches'], audience: [], useCases: [], competitors: [], city: null, sells: false };
    const asked = rulesCandidates('blog', m).nonBranded.map((c) => c.text);
    expect(asked).toContain('What are the best blogs about bento lunches?');
    expect(asked.join(' | ')).not.toMatch(/in-depth coverage/);
  });

  it('puts only people, in the plural, before a verb ("How can enterprise run ...?" is not English)', () => {
    const m = { brand: 'Quiver', categories: ['job queue'], subjects: [], useCases: ['retry failed jobs'], competitors: [], city: null, sells: false };
    expect(rulesCandidates('product', { ...m, audience: ['enterprise'] }).nonBranded.map((c) => c.text).join(' | ')).not.toMatch(/How can enterprise|Which .* do enterprise/);
    expect(rulesCandidates('product', { ...m, audience: ['data engineers'] }).nonBranded.map((c) => c.text)).toContain('How can data engineers retry failed jobs?');
  });
});

describe("a documentation site's questions", () => {
  const docsSet = (html: string) => {
    const host = 'corvid.example';
    const profile = readSiteProfile(host, [{ url: `https://${host}/`, doc: parseHtml(html, `https://${host}/`) }]);
    return generatePromptSet('rules', input(profile, host, { siteType: 'documentation' }));
  };

  it('asks for a kind only when a sentence says the project is one, without its rating of itself', async () => {
    // A title's section is no kind: "Thin wrapper" names the page, not what the project is.
    const titled = await docsSet('<html><head><title>Thin wrapper — Corvid 2.1 documentation</title></head><body><h1>Corvid</h1><p>Read the install notes before anything else, please.</p></body></html>');
    expect(titled.nonBranded.join(' | ')).not.toMatch(/wrapper/i);
    const said = await docsSet('<html><head><title>Corvid 2.1 documentation</title></head><body><h1>Corvid</h1><p>Corvid is a monolithic library for email parsing in Python.</p><p>Corvid is a thin wrapper around libmime.</p></body></html>');
    expect(said.nonBranded).toContain('What are the best email parsing libraries for Python?');
    // A module of a field is a kind of software ("an LDAP module"); a bare "Python module" is any package.
    const module = await docsSet('<html><head><title>Corvid 2.1 documentation</title></head><body><h1>Corvid</h1><p>Corvid is an LDAP module for Python 3, using the libldap2 library to talk to directory servers.</p></body></html>');
    expect(module.nonBranded).toContain('What are the best LDAP modules for Python?');
    expect(said.nonBranded.join(' | ')).not.toMatch(/monolithic|thin wrappers/i);
  });

  it('reads a kind its home page title sets beside the brand as said ("CppUnit - The Unit Testing Library")', async () => {
    const host = 'cppunit.example';
    const titled = (title: string) => {
      const html = `<html><head><title>${title}</title></head><body><h1>History</h1><p>The first port of the framework was done years ago, and this project has built on that work.</p></body></html>`;
      return generatePromptSet('rules', input(readSiteProfile(host, [{ url: `https://${host}/`, doc: parseHtml(html, `https://${host}/`) }]), host, { siteType: 'documentation' }));
    };
    expect((await titled('CppUnit - The Unit Testing Library')).nonBranded).toContain('What are the best unit testing libraries?');
    expect((await titled('Cppunit: A Unit Testing Library')).nonBranded).toContain('What are the best unit testing libraries?');
    expect((await titled('CppUnit - Unit testing library')).nonBranded).toContain('What are the best unit testing libraries?');
    // Without "a" or "the", a segment in title case is a name ("Wall Street Journal - WSJ.com").
    expect((await titled('CppUnit - Unit Testing Library')).nonBranded.join(' | ')).not.toMatch(/unit testing/);
    // Away from the brand's name, a title's segment is a page's section.
    expect((await titled('The Unit Testing Library - Chapter 2 - Manual')).nonBranded.join(' | ')).not.toMatch(/unit testing/);
    expect((await titled('Unit Testing Library — CppUnit 1.15 documentation')).nonBranded.join(' | ')).not.toMatch(/unit testing/);
  });

  it("writes a kind in a sentence's case, not its title's, and asks for no kind that names nothing: a manual's document, a framework's app, a bare unit of something", async () => {
    const said = (sentence: string) => docsSet(`<html><head><title>Corvid 2.1 documentation</title></head><body><h1>Corvid</h1><p>${sentence}</p></body></html>`);
    expect((await said('Corvid is a Computation Pipeline library for Python.')).nonBranded).toContain('What are the best computation pipeline libraries for Python?');
    expect((await said('Corvid is a plugin SYstem for Python.')).nonBranded).toContain('What are the best plugin systems?');
    // "The best operator guides" asks for manuals, not for the software the manual is of.
    expect((await said('Corvid is an operator guide for running Masakari on Linux.')).nonBranded.join(' | ')).not.toMatch(/guides/);
    // An app for a framework is any of its packages ("the best Django apps"); a project's praise of itself is no kind ("intelligent").
    expect((await said('Corvid is a Django app that helps you process images.')).nonBranded.join(' | ')).not.toMatch(/apps/);
    expect((await said('Corvid is an intelligent predictive text entry platform for Linux.')).nonBranded).toContain('What are the best predictive text entry platforms for Linux?');
    // What a bare unit of software is of names nothing ("a python implementation of corvid API"), nor is a Python distribution a kind.
    const of = await docsSet('<html><head><title>corvid : A python implementation of corvid API</title></head><body><h1>corvid : A python implementation of corvid API</h1><p>Corvid is a python implementation of corvid API for the Corvid network.</p></body></html>');
    expect(of.nonBranded.join(' | ')).not.toMatch(/implementations/);
    expect((await said('Corvid is a Python distribution containing tools for working with MongoDB.')).nonBranded.join(' | ')).not.toMatch(/distribution/);
    // Names, initials and what the kind is for keep their capitals.
    expect(sentenceCase('Twisted HTTP client APIs')).toBe('Twisted HTTP client APIs');
    expect(sentenceCase('Bosch digital sensor module')).toBe('Bosch digital sensor module');
    expect(sentenceCase('Python controller libraries for Tor')).toBe('Python controller libraries for Tor');
    expect(sentenceCase('key Manager services')).toBe('key manager services');
    expect(sentenceCase('Open Source data binding frameworks for Java')).toBe('open source data binding frameworks for Java');
  });

  it("asks for the kind the site says it is though the brand's name has a word of it (\"web\" of Tornado Web Server)", async () => {
    const host = 'www.tornadoweb.example';
    const html = '<html><head><title>Tornado Web Server — Tornado 6.2 documentation</title></head><body><h1>Tornado Web Server</h1><p>Tornado is a Python web framework and asynchronous networking library, originally developed at FriendFeed.</p></body></html>';
    const profile = readSiteProfile(host, [{ url: `https://${host}/`, doc: parseHtml(html, `https://${host}/`) }]);
    const set = await generatePromptSet('rules', input(profile, host, { siteType: 'documentation' }));
    expect(set.nonBranded).toContain('What are the best Python web frameworks?');
    for (const q of set.nonBranded) expect(q).not.toMatch(/tornado/i);
  });

  it('asks what to use for what the site says it is used for, and puts one "for" in a question', () => {
    const m = { brand: 'Rivulet', categories: ['distributed processing engine', 'processing engine for stateful computations'], subjects: [], audience: [], useCases: [], purposes: ['fraud detection'], competitors: [], city: null, sells: false };
    const asked = rulesCandidates('docs', m).nonBranded.map((c) => c.text);
    expect(asked).toContain('What is the best distributed processing engine for fraud detection?');
    expect(asked.filter((q) => (q.match(/ for /g) ?? []).length > 1)).toEqual([]);
  });

  it('writes people in the plural, asks no kind that names its own language with another, and no kind cut by a clause', async () => {
    const m = { brand: 'Circuits', categories: ['event-driven framework'], subjects: [], audience: ['software developer'], useCases: [], competitors: [], city: null, sells: false };
    expect(rulesCandidates('docs', m).nonBranded.map((c) => c.text).join(' | ')).not.toMatch(/software developer\b/);
    const c = rulesCandidates('docs', { ...m, categories: ['C bittorrent library'], platform: 'C++' }).nonBranded.map((q) => q.text);
    expect(c).toContain('What are the best C bittorrent libraries?');
    expect(c.join(' | ')).not.toMatch(/for C\+\+/);
    const cairo = await docsSet('<html><head><title>Corvid 2.1 documentation</title></head><body><h1>Corvid</h1><p>Corvid is a Python module providing bindings for the cairo graphics library.</p></body></html>');
    expect(cairo.nonBranded.join(' | ')).not.toMatch(/module providing/);
  });

  it("asks a docs site's how-tos with its platform or its people, and only of what it claims, not a manual's steps", () => {
    const m = { brand: 'Quiver', categories: ['job queue'], subjects: [], topics: ['job queue', 'data lineage'], audience: [], useCases: ['create session', 'retry failed jobs'], claimedUses: ['retry failed jobs'], competitors: [], city: null, sells: false };
    expect(rulesCandidates('docs', { ...m, platform: 'Python' }).nonBranded.map((c) => c.text)).toContain('How do I retry failed jobs in Python?');
    const asked = rulesCandidates('docs', m).nonBranded.map((c) => c.text).join(' | ');
    expect(asked).not.toMatch(/How do I retry failed jobs\?|easiest way|session/);
    // A task whose one-word object any manual names is any software's: "How do I create plugins in Python?"; a field's word is not.
    const oneWord = rulesCandidates('docs', { ...m, claimedUses: ['create plugins', 'share a connection', 'track lineage', 'retry failed jobs'], platform: 'Python' }).nonBranded.map((c) => c.text);
    expect(oneWord.filter((q) => q.startsWith('How do I')).sort()).toEqual(['How do I retry failed jobs in Python?', 'How do I track lineage in Python?']);
    // A task whose object the site names nowhere in what it is about is a manual's aside: "How do I release tarballs in Python?".
    const aside = rulesCandidates('docs', { ...m, claimedUses: ['release tarballs', 'create GUIs', 'retry failed jobs'], platform: 'Python' }).nonBranded.map((c) => c.text);
    expect(aside.filter((q) => q.startsWith('How do I'))).toEqual(['How do I retry failed jobs in Python?']);
    // Its people's how-to only where it has no platform to ask with: a person asks how they themselves do it.
    const people = { ...m, audience: ['data engineers'] };
    expect(rulesCandidates('docs', { ...people, platform: 'Python' }).nonBranded.map((c) => c.text).filter((q) => q.startsWith('How can'))).toEqual([]);
    expect(rulesCandidates('docs', people).nonBranded.map((c) => c.text)).toContain('How can data engineers retry failed jobs?');
  });

  it("asks a docs site for no kind that carries its purpose as a verb (its tagline's wording)", () => {
    const m = { brand: 'Quiver', categories: ['library for creating unit tests', 'Python client for memcached'], subjects: [], audience: [], useCases: [], competitors: [], city: null, sells: false };
    const asked = rulesCandidates('docs', m).nonBranded.map((c) => c.text);
    expect(asked).toContain('What are the best Python clients for memcached?');
    expect(asked.join(' | ')).not.toMatch(/creating unit tests/);
  });

  it('asks a docs site for no kind that is a unit of software with one everyday word and no platform ("data libraries")', async () => {
    const page = (sentence: string) => `<html><head><title>Corvid 2.1 documentation</title></head><body><h1>Corvid</h1><p>${sentence}</p></body></html>`;
    expect((await docsSet(page('Corvid is an audio library for reading and writing sound files.'))).nonBranded.join(' | ')).not.toMatch(/audio librar/);
    expect((await docsSet(page('Corvid is a distributed system that keeps your services in step.'))).nonBranded.join(' | ')).not.toMatch(/distributed systems/);
    // A word English does not know names its field ("ncurses", "WebRTC"); so does a platform ("Python audio libraries").
    expect((await docsSet(page('Corvid is an ncurses toolkit with a GLib main loop.'))).nonBranded).toContain('What are the best ncurses toolkits?');
    expect((await docsSet(page('Corvid is a Python audio library for reading and writing sound files.'))).nonBranded).toContain('What are the best Python audio libraries?');
  });

  it("asks a software publisher's site that the classifier reads, unsure, as a nonprofit or a local business as documentation", async () => {
    const read = (site_type: string, confidence: number, industry = 'Software Publishers') => questionSiteType({ site_type: { value: site_type, confidence }, industry: { value: industry, confidence: 0.9 } });
    expect(read('nonprofit', 0.46)).toBe('documentation');
    expect(read('local_business', 0.36)).toBe('documentation');
    // Sure of it, or another industry, or a software kind: as read.
    expect(read('nonprofit', 0.9)).toBe('nonprofit');
    expect(read('nonprofit', 0.46, 'Civic and Social Organizations')).toBe('nonprofit');
    expect(read('saas', 0.39)).toBe('saas');
    expect(read('unknown', 0.2)).toBeNull();
    // So its branded questions are a project's, not a charity's.
    const host = 'jsoup.example';
    const html = '<html><head><title>jsoup: Java HTML parser</title></head><body><h1>jsoup: Java HTML Parser</h1><p>jsoup is a Java library for working with real-world HTML.</p></body></html>';
    const profile = readSiteProfile(host, [{ url: `https://${host}/`, doc: parseHtml(html, `https://${host}/`) }]);
    expect((await generatePromptSet('rules', input(profile, host, { siteType: 'nonprofit' }))).branded.join(' | ')).toMatch(/charity|support/i);
    expect((await generatePromptSet('rules', input(profile, host, { siteType: read('nonprofit', 0.46) }))).branded.join(' | ')).not.toMatch(/charity|support/i);
  });

  it('asks "the easiest way" to do a task only of a site that sells something to do it with', () => {
    const m = { brand: 'Ledgerly', categories: ['billing software'], subjects: [], audience: [], useCases: ['create invoices'], competitors: [], city: null, sells: true };
    expect(rulesCandidates('product', m).nonBranded.map((c) => c.text)).toContain('What is the easiest way to create invoices?');
    const free = rulesCandidates('product', { ...m, sells: false }).nonBranded.map((c) => c.text);
    expect(free).toContain('How do I create invoices?');
    expect(free.join(' | ')).not.toMatch(/easiest way/);
  });

  it("asks a docs site nothing of the people its manual's sections address", () => {
    const m = { brand: 'Quiver', categories: ['job queue'], subjects: [], audience: ['operators', 'site administrators'], useCases: ['retry failed jobs'], claimedUses: ['retry failed jobs'], competitors: [], city: null, sells: false, platform: 'Python' };
    const asked = rulesCandidates('docs', m).nonBranded.map((c) => c.text);
    expect(asked).toContain('What are the best job queues for Python?');
    expect(asked.join(' | ')).not.toMatch(/for operators|do operators|administrators recommend|should I use to/);
  });
});

describe('AI (V4) and blended sets', () => {
  let server: ProviderServer;
  const llmPrompts = {
    branded: [{ text: 'Is Pipewright good for dbt projects?', intent: 'brand' }, { text: 'UNLOCK Pipewright Today!!!', intent: 'brand' }],
    nonBranded: [
      { text: 'What are the best open-source tools for orchestrating data pipelines?', intent: 'best_of' },
      { text: 'How do I backfill partitioned data pipelines?', intent: 'how_to' },
      { text: 'Is pipewright.example better than Airflow?', intent: 'comparison' },
      { text: 'How much does software cost?', intent: 'pricing' },
      { text: 'What should I look for in a various provider?', intent: 'use_case' },
      'Which companies offer github issues?',
    ],
  };
  const host = 'pipewright.example';
  let profile: SiteProfile;
  beforeAll(async () => {
    profile = fixtureProfile(PROJECT_SITES['oss-orchestrator'], host);
    server = await startProviderServer(() => ({ answer: { text: JSON.stringify(llmPrompts), tokens: { input: 300, output: 120 } } }));
  });
  afterAll(() => server.close());
  const llm = () => openAiClient({ apiKey: 'sk-test', baseURL: `${server.url}/v1`, model: 'prompt-model', maxRetries: 0 });

  it('ai without an LLM is "not configured", and nothing is made up', async () => {
    await expect(generatePromptSet('ai', input(profile, host))).rejects.toBeInstanceOf(LlmNotConfiguredError);
  });

  it('gives the LLM the profile and the intents, and judges its questions like the rules\'', async () => {
    server.requests.length = 0;
    const set = await generatePromptSet('ai', input(profile, host, { llm: llm(), siteType: 'saas', competitors: ['Airflow'] }));
    const [req] = server.requests;
    expect(req?.body['response_format']).toEqual({ type: 'json_object' });
    for (const part of ['Brand (as people write it): Pipewright', 'open-source data orchestration platform', 'Audience: data engineers', 'Competitors: Airflow', 'Sells something: no', '- how_to:', '- comparison:'])
      expect(req?.query).toContain(part);
    expect(set.nonBranded).toEqual(['What are the best open-source tools for orchestrating data pipelines?', 'How do I backfill partitioned data pipelines?']);
    expect(set.branded).toEqual(['Is Pipewright good for dbt projects?']);
    const faults = Object.fromEntries(set.judged!.rejected.map((v) => [v.text, v.faults]));
    expect(faults).toMatchObject({
      'UNLOCK Pipewright Today!!!': expect.arrayContaining(['unnatural']),
      'Is pipewright.example better than Airflow?': expect.arrayContaining(['leak']),
      'How much does software cost?': expect.arrayContaining(['generic']),
      'What should I look for in a various provider?': expect.arrayContaining(['ungrammatical']),
      'Which companies offer github issues?': expect.arrayContaining(['boilerplate']),
    });
    expect(set.judged!.rejected.every((v) => v.origin === 'ai')).toBe(true);
    expect(set.meta.prompt_gen_version).toBe(promptVersion('ai', true));
  });

  it('blended keeps the best-judged of both, intent by intent', async () => {
    const set = await generatePromptSet('blended', input(profile, host, { llm: llm(), siteType: 'saas' }));
    expect(set.meta.prompt_gen_version).toBe(promptVersion('blended', true));
    const origins = new Set(set.judged!.shipped.map((v) => v.origin));
    expect(origins).toEqual(new Set(['rules', 'ai']));
    expect(new Set(set.judged!.shipped.filter((v) => v.type === 'non-branded').map((v) => v.intent)).size).toBeGreaterThanOrEqual(3);
    expect(set.nonBranded).toContain('How do I backfill partitioned data pipelines?');
    expect(set.nonBranded).not.toContain('How much does software cost?');
  });

  it('blended without an LLM is the rules set, and says so', async () => {
    const set = await generatePromptSet('blended', input(profile, host, { siteType: 'saas' }));
    const rules = await generatePromptSet('rules', input(profile, host, { siteType: 'saas' }));
    expect(set.nonBranded).toEqual(rules.nonBranded);
    expect(set.meta.note).toContain('No LLM is configured: the blend holds the rules prompts only.');
  });
});

describe('a site in another language, with an LLM', () => {
  let server: ProviderServer;
  const host = 'quotidien.example';
  const page = `<html lang="fr"><head><title>Le Quotidien | Actualités politiques</title>
    <meta name="description" content="La loi sur le renseignement votée à l'Assemblée nationale : ce que contient le texte et pourquoi il est critiqué."></head>
    <body><h1>Loi sur le renseignement : ce que contient le texte voté à l'Assemblée</h1>
    <p>Les députés ont adopté le projet de loi sur le renseignement. Les défenseurs des libertés publiques critiquent la surveillance de masse qu'il autorise.</p>
    <h2>Surveillance et libertés publiques</h2></body></html>`;
  const llmPrompts = {
    branded: [{ text: 'Le Quotidien est-il une source fiable ?', intent: 'brand' }],
    nonBranded: [
      { text: 'Que contient la loi sur le renseignement votée par les députés ?', intent: 'topic' },
      { text: 'Pourquoi la surveillance de masse inquiète-t-elle les défenseurs des libertés ?', intent: 'topic' },
      { text: 'Quelle est la meilleure recette de crêpes ?', intent: 'topic' },
    ],
  };
  let profile: SiteProfile;
  beforeAll(async () => {
    profile = readSiteProfile(host, [{ url: `https://${host}/`, doc: parseHtml(page, `https://${host}/`) }]);
    server = await startProviderServer(() => ({ answer: { text: JSON.stringify(llmPrompts), tokens: { input: 300, output: 120 } } }));
  });
  afterAll(() => server.close());

  it('asks the LLM for questions in the site\'s language, judges them on grounding, and says so instead of "only English"', async () => {
    server.requests.length = 0;
    const llm = openAiClient({ apiKey: 'sk-test', baseURL: `${server.url}/v1`, model: 'prompt-model', maxRetries: 0 });
    const set = await generatePromptSet('ai', input(profile, host, { llm, siteType: 'publisher', vertical: 'media', industry: 'News' }));
    expect(server.requests[0]?.query).toContain('Language: the site is in French. Write every question in French');
    expect(set.nonBranded).toEqual(['Que contient la loi sur le renseignement votée par les députés ?', 'Pourquoi la surveillance de masse inquiète-t-elle les défenseurs des libertés ?']);
    const recipe = set.judged!.rejected.find((v) => v.text.includes('crêpes'));
    expect(recipe?.faults).toContain('ungrounded');
    const shipped = set.judged!.shipped.find((v) => v.text.startsWith('Que contient'));
    expect(shipped?.reasons).toContain('grammar: not checked (written in "fr")');
    expect(set.meta.flags).not.toContain('english_only');
    expect(set.meta.note).toContain("the LLM's questions are asked in French, the rules' in English");
  });

  it('still checks the grammar of an English question asked of that site', async () => {
    const rules = await generatePromptSet('rules', input(profile, host, { siteType: 'publisher', vertical: 'media', industry: 'News' }));
    expect(rules.meta.flags).toContain('english_only');
    for (const v of rules.judged!.shipped.filter((x) => x.type === 'non-branded')) expect(v.reasons).toContain('grammar: ok');
  });
});
