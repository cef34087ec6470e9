import { afterEach, describe, expect, it } from 'vitest';
import { PROJECT_SITES, startFixtureSite, type FixtureSite, type ProjectSiteName } from './index.js';

let site: FixtureSite | null = null;

afterEach(async () => {
  await site?.close();
  site = null;
});

async function get(path: string): Promise<{ status: number; type: string | null; body: string }> {
  if (!site) throw new Error('no site');
  const res = await fetch(`${site.origin}${path}`);
  return { status: res.status, type: res.headers.get('content-type'), body: await res.text() };
}

const internalLinks = (body: string) =>
  [...body.matchAll(/href="(\/[^"#]*)/g)].map((m) => m[1] as string);

/** Words of a page's <main>, tags and code left in as text: what a reader (or the profile) gets. */
const mainWords = (body: string) =>
  (body.match(/<main>([\s\S]*)<\/main>/)?.[1] ?? '').replace(/<[^>]+>/g, ' ').split(/\s+/).filter((w) => /\w/.test(w)).length;

const HOMES: Record<ProjectSiteName, { title: string; siteName: string; linked: string; linkedText: string }> = {
  'oss-orchestrator': { title: 'Pipewright | Open-source data orchestration platform', siteName: 'Pipewright', linked: '/docs/scheduling', linkedText: 'Scheduling pipelines with code' },
  'oss-stream': { title: 'Apache Rivulet: Stateful Computations over Data Streams', siteName: 'Apache Rivulet', linked: '/use-cases', linkedText: 'Event-driven applications' },
  'infra-docs': { title: 'Infrastructure team | Larkspur Software Foundation', siteName: 'Larkspur Software Foundation Infrastructure', linked: '/vm', linkedText: 'Requesting a virtual machine' },
};

describe('PROJECT_SITES', () => {
  it.each(Object.keys(PROJECT_SITES) as ProjectSiteName[])('serves %s on 127.0.0.1: its home page and a page it links to', async (name) => {
    const want = HOMES[name];
    site = await startFixtureSite(PROJECT_SITES[name]);
    expect(site.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    const home = await get('/');
    expect(home.status).toBe(200);
    expect(home.type).toContain('text/html');
    expect(home.body).toContain(`<title>${want.title.replace(/&/g, '&amp;')}</title>`);
    expect(home.body).toContain(`<meta property="og:site_name" content="${want.siteName}">`);
    expect(internalLinks(home.body)).toContain(want.linked);
    const linked = await get(want.linked);
    expect(linked.status).toBe(200);
    expect(linked.body).toContain(want.linkedText);
  });

  it.each(Object.keys(PROJECT_SITES) as ProjectSiteName[])('%s: every page in the sitemap has 300+ words and every internal link answers', async (name) => {
    site = await startFixtureSite(PROJECT_SITES[name]);
    expect((await get('/robots.txt')).body).toContain(`Sitemap: ${site.origin}/sitemap.xml`);
    const locs = [...(await get('/sitemap.xml')).body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] as string).pathname);
    expect(locs.length).toBeGreaterThanOrEqual(7);
    const links = new Set<string>();
    for (const path of locs) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(mainWords(res.body), path).toBeGreaterThanOrEqual(300);
      for (const link of internalLinks(res.body)) links.add(link);
    }
    for (const link of links) expect((await get(link)).status, link).toBe(200);
  });

  it('the project sites sell nothing: no prices, no Offer markup', async () => {
    for (const name of Object.keys(PROJECT_SITES) as ProjectSiteName[]) {
      site = await startFixtureSite(PROJECT_SITES[name]);
      const home = (await get('/')).body;
      expect(home, name).not.toMatch(/\$\d|€\d|£\d|"@type":"Offer"|[Pp]ricing/);
      await site.close();
      site = null;
    }
  });
});
