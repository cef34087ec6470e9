/**
 * The robots.txt rewrite on robots.txt files as sites publish them: for every training choice,
 * the corrected file keeps the owner's bytes, and, judged by the crawler's own parser on many
 * paths for many agents before and after, changes nothing for any agent it was not asked to
 * change, lets the AI search and user-triggered crawlers in, and does what the owner chose for
 * training crawlers.
 */
import { AI_BOTS, CITABLE_BOT, TRAINING_CHOICES, type TrainingChoice } from '@citable/contracts';
import { describe, expect, it } from 'vitest';
import { NAMED_CRAWLERS_ONLY, NEWS_SITE, RESEARCH, ROBOTS_FIXTURES, SHOP, WORDPRESS_CRLF, type RobotsFixture } from './__fixtures__/robots-files.js';
import { robotsAdvice } from './robots-advice.js';
import { insertionIndex, readRobotsFile } from './robots-file.js';
import { parseRobotsTxt } from './robots-rules.js';

const ROBOTS_URL = 'https://site.example/robots.txt';

/** Agents judged: every AI crawler, other crawlers the files name or not, spelled as servers send them. */
const AGENTS = [
  ...AI_BOTS.map((b) => b.token),
  CITABLE_BOT.token,
  'Googlebot',
  'Bingbot',
  'adsbot-google',
  'Nutch',
  'anthropic-ai',
  'Mediapartners-Google',
  'YandexBot',
  'SomeNewCrawler',
  'gptbot',
  'GPTBot/1.1',
  'oai-searchbot/1.0',
];

/** Paths judged: everyday pages, every fixture's pages and paths around every pattern in the files. */
const PATHS = [
  ...new Set([
    '/',
    '/index.html',
    '/about',
    '/contact?ref=nav',
    '/a/b/c/d',
    '/search',
    '/search?q=robots',
    '/searching',
    '/svc/',
    '/svc/news/v3/all/recent.rss',
    '/svc/news/v3/all/recent.rssx',
    '/ads/',
    '/ads/public/banner.png',
    '/2026/11/20/story.html/comments',
    '/2026/11/20/story.html/comments/2',
    '/x?searchResultPosition=3',
    '/admin',
    '/administrator',
    '/cart',
    '/cart/add',
    '/orders/1',
    '/checkouts/abc',
    '/de/checkouts',
    '/page?oseid=1&x=2',
    '/page?preview_theme_id=12',
    '/collections/mugs?sort_by=price',
    '/collections',
    '/products/mug.json',
    '/products/mug.json?x=1',
    '/products/mug',
    '/products/featured',
    '/products/featured/more',
    '/blogs/',
    '/blogs/news/launch',
    '/wp-admin/',
    '/wp-admin/admin-ajax.php',
    '/wp-admin/options.php',
    '/hello-world/',
    '/private/',
    '/private/notes',
    '/research/paper-1',
    '/research/paper-1/full.pdf',
    '/research/paper-1/full.pdf?dl=1',
    '/files/report.pdf',
    '/research/drafts/secret',
    '/research/drafts/public-note',
    '/research/open/data',
    '/%E2%9C%93/unicode',
    ...ROBOTS_FIXTURES.flatMap((f) => f.pages),
  ]),
];

const allowed = (content: string, agent: string, path: string) => parseRobotsTxt(ROBOTS_URL, content).isAllowed(`https://site.example${path}`, agent) ?? true;

const botOf = (agent: string) => AI_BOTS.find((b) => b.token.toLowerCase() === agent.toLowerCase().split('/')[0]);

function advise(fixture: RobotsFixture, training: TrainingChoice) {
  return robotsAdvice({ robotsUrl: ROBOTS_URL, availability: 'found', content: fixture.content, pagePaths: fixture.pages, training });
}

/** The corrected text is the original with one run of text added in one place. */
function expectOwnerBytesKept(original: string, corrected: string) {
  let prefix = 0;
  while (prefix < original.length && original[prefix] === corrected[prefix]) prefix++;
  let suffix = 0;
  while (suffix < original.length - prefix && original[original.length - 1 - suffix] === corrected[corrected.length - 1 - suffix]) suffix++;
  expect(prefix + suffix).toBe(original.length);
}

describe.each(ROBOTS_FIXTURES.map((f) => [f.name, f] as const))('the robots.txt rewrite: %s', (_name, fixture) => {
  it.each(TRAINING_CHOICES.map((t) => [t]))('training %s: only the asked-for crawlers change, judged by the parser on many paths', (training) => {
    const advice = advise(fixture, training);
    expect(advice.note ?? '').not.toMatch(/Check the corrected file/);
    expect(advice.verified).toBe(true);
    const after = advice.corrected ?? fixture.content;
    if (advice.corrected !== null) expectOwnerBytesKept(fixture.content, advice.corrected);
    expect(parseRobotsTxt(ROBOTS_URL, after).getSitemaps()).toEqual(parseRobotsTxt(ROBOTS_URL, fixture.content).getSitemaps());

    const starOpensRoot = allowed(fixture.content, 'SomeNewCrawler', '/');
    const changed = new Set(advice.changed_tokens.map((t) => t.toLowerCase()));
    let judged = 0;
    for (const agent of AGENTS) {
      const bot = botOf(agent);
      const letIn = bot !== undefined && (bot.purpose !== 'training' || training === 'allow');
      const block = bot !== undefined && bot.purpose === 'training' && training === 'block';
      if (!letIn && !block) expect(changed.has(agent.toLowerCase().split('/')[0]!)).toBe(false);
      for (const path of PATHS) {
        const was = allowed(fixture.content, agent, path);
        const now = allowed(after, agent, path);
        judged++;
        if (block) {
          expect(now, `${agent} ${path}`).toBe(false);
        } else if (letIn) {
          // In: everything it could read before, and everything the site lets crawlers in general read.
          if (was) expect(now, `${agent} keeps ${path}`).toBe(true);
          if (!starOpensRoot || allowed(fixture.content, 'SomeNewCrawler', path)) expect(now, `${agent} may read ${path}`).toBe(true);
        } else {
          expect(now, `${agent} ${path}`).toBe(was);
        }
      }
      if (!letIn && !block) expect(parseRobotsTxt(ROBOTS_URL, after).getCrawlDelay(agent)).toBe(parseRobotsTxt(ROBOTS_URL, fixture.content).getCrawlDelay(agent));
    }
    expect(judged).toBeGreaterThan(1000);
  });
});

describe('the robots.txt rewrite, case by case', () => {
  it('adds groups only for the crawlers that need them, after the owner lines, with a diff', () => {
    const advice = advise(NEWS_SITE, 'keep');
    expect(advice.changed_tokens).toEqual(['OAI-SearchBot', 'PerplexityBot']);
    expect(advice.corrected!.startsWith(NEWS_SITE.content)).toBe(true);
    const added = advice.corrected!.slice(NEWS_SITE.content.length);
    expect(added).toBe(
      [
        '',
        '# Added by Citable: AI search and answer crawlers may read what other crawlers may.',
        'User-agent: OAI-SearchBot',
        'User-agent: PerplexityBot',
        'Allow: /',
        'Disallow: /*?*searchResultPosition=',
        'Disallow: /search',
        'Disallow: /svc/',
        'Allow: /svc/news/v3/all/recent.rss',
        'Disallow: /*/comments$',
        'Allow: /ads/public/',
        'Disallow: /ads/',
        '',
      ].join('\n'),
    );
    expect(advice.diff).toContain('+User-agent: OAI-SearchBot');
    expect(advice.diff!.startsWith('--- a/robots.txt\tas served\n+++ b/robots.txt\tcorrected\n@@ ')).toBe(true);
  });

  it('a crawler shut out by its own group ends up exactly like crawlers in general', () => {
    const after = advise(NEWS_SITE, 'keep').corrected!;
    for (const path of PATHS) expect(allowed(after, 'OAI-SearchBot', path), path).toBe(allowed(NEWS_SITE.content, 'SomeNewCrawler', path));
  });

  it('keeps a path the * group also refuses closed, and opens what * allows inside it', () => {
    const after = advise(RESEARCH, 'keep').corrected!;
    expect(allowed(RESEARCH.content, 'OAI-SearchBot', '/research/paper-1')).toBe(false);
    expect(allowed(after, 'OAI-SearchBot', '/research/paper-1')).toBe(true);
    expect(allowed(after, 'OAI-SearchBot', '/research/paper-1/full.pdf')).toBe(true);
    expect(allowed(after, 'OAI-SearchBot', '/research/drafts/secret')).toBe(false);
    expect(allowed(after, 'OAI-SearchBot', '/research/drafts/public-note')).toBe(true);
  });

  it('blocks a training crawler whose own group allows paths, outranking each Allow', () => {
    const advice = advise(SHOP, 'block');
    expect(advice.corrected).toContain('User-agent: ClaudeBot\nDisallow: /\nDisallow: /blogs/*\n');
    for (const path of PATHS) expect(allowed(advice.corrected!, 'ClaudeBot', path), path).toBe(false);
  });

  it('puts the new groups before a dangling User-agent run, keeping CRLF line breaks', () => {
    expect(insertionIndex(readRobotsFile(WORDPRESS_CRLF.content))).toBe(11);
    const advice = advise(WORDPRESS_CRLF, 'keep');
    expect(advice.changed_tokens).toEqual(['Amazonbot']);
    expect(advice.corrected).toContain('# END WordPress\r\n\r\n# Added by Citable: AI search and answer crawlers may read what other crawlers may.\r\nUser-agent: Amazonbot\r\n');
    expect(advice.corrected!.endsWith('Allow: /wp-admin/admin-ajax.php\r\n\r\nUser-agent: DuckAssistBot\r\nUser-agent: OAI-SearchBot')).toBe(true);
    // Appended at the very end, the new group would have joined the dangling one: its agents would have got Amazonbot's rules.
    const groups = readRobotsFile(advice.corrected!).groups;
    expect(groups.at(-1)).toMatchObject({ agents: ['duckassistbot', 'oai-searchbot'], rules: [] });
    expect(groups.at(-2)!.agents).toEqual(['amazonbot']);
  });

  it('opens a site that * shuts to search crawlers, with the Crawl-delay they were under', () => {
    const advice = advise(NAMED_CRAWLERS_ONLY, 'keep');
    expect(advice.corrected).toContain('User-agent: OAI-SearchBot\n');
    expect(advice.corrected).toMatch(/User-agent: MistralAI-User\nAllow: \/\nCrawl-delay: 5\n$/);
    expect(advice.changed_tokens).not.toContain('GPTBot');
  });

  it('writes a new file for a site without robots.txt, and none when nothing needs to change', () => {
    const absent = robotsAdvice({ robotsUrl: ROBOTS_URL, availability: 'absent', content: null, pagePaths: ['/'], training: 'block' });
    expect(absent.original).toBeNull();
    expect(absent.corrected).toMatch(/^# Added by Citable: AI training crawlers may not use the site.\nUser-agent: GPTBot\n/);
    expect(absent.verified).toBe(true);
    const open = robotsAdvice({ robotsUrl: ROBOTS_URL, availability: 'absent', content: null, pagePaths: ['/'], training: 'keep' });
    expect(open).toMatchObject({ corrected: null, diff: null, changed_tokens: [], verified: true });
  });

  it('offers no rewrite of a file that could not be read, and says every crawler must stay out', () => {
    const advice = robotsAdvice({ robotsUrl: ROBOTS_URL, availability: 'unreachable', content: null, pagePaths: ['/', '/a'], training: 'keep' });
    expect(advice.corrected).toBeNull();
    expect(advice.note).toMatch(/did not answer/);
    expect(advice.groups.flatMap((g) => g.bots).every((b) => b.verdict === 'blocked')).toBe(true);
  });
});

describe('what robots.txt means for each AI crawler', () => {
  const advice = advise(NEWS_SITE, 'keep');
  const bot = (token: string) => advice.groups.flatMap((g) => g.bots).find((b) => b.token === token)!;

  it('groups the crawlers as training, search and user-triggered', () => {
    expect(advice.groups.map((g) => g.label)).toEqual(['Training crawlers', 'AI search crawlers', 'User-triggered fetchers']);
    expect(advice.groups.flatMap((g) => g.bots).map((b) => b.token).sort()).toEqual(AI_BOTS.map((b) => b.token).sort());
  });

  it('says in plain words what each verdict means, with the operator documentation', () => {
    expect(bot('OAI-SearchBot')).toMatchObject({
      verdict: 'blocked',
      group: 'OAI-SearchBot',
      meaning: 'OAI-SearchBot is blocked: the site cannot appear as a cited source in ChatGPT search.',
      docs_url: 'https://platform.openai.com/docs/bots',
    });
    expect(bot('GPTBot').meaning).toBe('GPTBot is blocked: training only; ChatGPT search unaffected.');
    expect(bot('ChatGPT-User')).toMatchObject({ verdict: 'partly', group: '*', blocked_paths: ['/2026/11/20/world/story.html/comments', '/svc/news/v3/all/recent.rss', '/search?q=x'].filter((p) => !allowed(NEWS_SITE.content, 'ChatGPT-User', p)) });
    expect(bot('ChatGPT-User').meaning).toBe('ChatGPT-User is blocked from 2 audited pages: ChatGPT cannot open those pages when a user asks about them.');
    expect(bot('Applebot-Extended').meaning).toBe('Applebot-Extended is blocked from 2 audited pages: training only; Siri and Spotlight (Applebot) unaffected.');
    const shop = advise(SHOP, 'keep').groups.flatMap((g) => g.bots);
    expect(shop.find((b) => b.token === 'Bytespider')).toMatchObject({
      verdict: 'allowed',
      group: 'Bytespider',
      meaning: "Bytespider is allowed: the site's pages may be used for ByteDance's model training.",
    });
  });

  it('says for every training crawler what keeps working when it is blocked', () => {
    expect(AI_BOTS.filter((b) => b.purpose === 'training' && !b.unaffected).map((b) => b.token)).toEqual([]);
  });
});
