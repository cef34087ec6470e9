/**
 * The fix pack of an audit: every generator run over the stored pages and site files, every
 * artefact validated, and only what passes offered. What fails is reported in `rejected` with its
 * problems, never shipped.
 */
import type { Fix, FixPack, HeadReplaceable, PageFixes, RejectedFix, SiteFileFix } from '@citable/contracts';
import type { HeadFix } from './draft.js';
import { elementsHtml } from './html.js';
import { isOk, type FixPageInput, type FixSiteInput } from './input.js';
import { canonicalFix } from './head/canonical.js';
import { hreflangFixes } from './head/hreflang.js';
import { htmlLangFix } from './head/html-lang.js';
import { draftDescription, metaDescriptionFix } from './head/meta-description.js';
import { openGraphFix, twitterCardFix } from './head/social.js';
import { titleFix } from './head/title.js';
import { viewportFix } from './head/viewport.js';
import { articleFix } from './jsonld/article.js';
import { breadcrumbFix } from './jsonld/breadcrumb.js';
import { faqPageFix } from './jsonld/faq-page.js';
import { organizationFix, profileLinks, type SiteEntity } from './jsonld/organization.js';
import type { Polisher } from './polish.js';
import { homePage, siteName } from './site-name.js';
import { llmsTxtFile, type LlmsEntry, type SiteFileDraft } from './site/llms-txt.js';
import { robotsTxtFile } from './site/robots-txt.js';
import { sitemapFile } from './site/sitemap.js';
import { headTagProblems, parsedJsonLdTexts } from './validate/head-tags.js';
import { jsonLdProblems } from './validate/jsonld.js';
import { llmsTxtProblems } from './validate/llms-txt.js';
import { pageTexts, provenanceProblems, TextSources } from './validate/provenance.js';
import { robotsTxtProblems } from './validate/robots-txt.js';
import { sitemapProblems } from './validate/sitemap.js';

export interface FixPackOptions {
  /** With LLM_PROVIDER set: polishes drafted descriptions; the deterministic draft stays the fallback. */
  polish?: Polisher | null;
}

/** Every check a head fix must pass: it parses into the elements meant, its JSON-LD fits schema.org, its words are the page's. */
function headFixProblems(fix: HeadFix, own: TextSources, site: TextSources): string[] {
  const html = elementsHtml(fix.elements);
  const problems = headTagProblems(html, fix.elements);
  if (fix.jsonld !== undefined) {
    const [script] = parsedJsonLdTexts(html);
    problems.push(...(script === undefined ? ['no JSON-LD script parsed back'] : jsonLdProblems(script, fix.jsonld)));
  }
  if (fix.htmlAttribute) {
    const [name, value] = fix.htmlAttribute;
    if (name === 'lang' && (!/^[a-z]{2,3}(-|$)/i.test(value) || Intl.getCanonicalLocales(value).length !== 1)) problems.push(`${value} is not a BCP 47 language tag`);
  }
  if (!fix.drafted) problems.push(...provenanceProblems(fix.texts, own, 'page'));
  problems.push(...provenanceProblems(fix.siteTexts ?? [], site, 'site'));
  return problems;
}

const snippetOf = (fix: HeadFix) => (fix.htmlAttribute ? `<html ${fix.htmlAttribute[0]}="${fix.htmlAttribute[1]}">` : elementsHtml(fix.elements));

interface PageDraft {
  page: FixPageInput;
  fixes: HeadFix[];
}

async function draftPage(page: FixPageInput, ctx: { name: string; entity: SiteEntity; titles: Map<string, number>; descriptions: Set<string>; byPath: Map<string, FixPageInput>; hreflang: Map<string, HeadFix>; rootUrl: string; polish: Polisher | null }): Promise<PageDraft> {
  const draft = draftDescription(page);
  const polished = draft && ctx.polish ? await ctx.polish.description({ url: page.url, title: page.facts.title, draft }) : null;
  const description = metaDescriptionFix(page, ctx.descriptions, polished ?? draft, polished !== null) ?? (polished ? metaDescriptionFix(page, ctx.descriptions, draft, false) : null);
  const title = titleFix(page, ctx.name, ctx.titles);
  const article = articleFix(page);
  const texts = {
    title: title?.elements[0]?.text ?? page.facts.title,
    description: description?.elements[0]?.attrs[1]?.[1] ?? page.facts.metaDescription,
    descriptionDrafted: description?.drafted ?? false,
    type: article ? ('article' as const) : ('website' as const),
  };
  const fixes = [
    title,
    description,
    canonicalFix(page),
    viewportFix(page),
    htmlLangFix(page),
    ctx.hreflang.get(page.url) ?? null,
    openGraphFix(page, texts),
    twitterCardFix(page, texts),
    organizationFix(page, ctx.entity),
    breadcrumbFix(page, ctx.byPath, ctx.name, ctx.rootUrl),
    article,
    faqPageFix(page),
  ].filter((f): f is HeadFix => f !== null);
  return { page, fixes };
}

/** The page's fixes that pass validation (the rest go to `rejected`). */
function acceptedFixes(draft: PageDraft, name: string, siteSources: TextSources, rejected: RejectedFix[]): HeadFix[] {
  // The site's name counts as the page's: a title the pack composes is "H1 | name".
  const own = new TextSources([...pageTexts(draft.page), name]);
  return draft.fixes.filter((fix) => {
    const problems = headFixProblems(fix, own, siteSources);
    if (problems.length > 0) rejected.push({ target: draft.page.url, kind: fix.kind, problems });
    return problems.length === 0;
  });
}

function pageFixes(url: string, accepted: readonly HeadFix[]): PageFixes {
  return {
    url,
    head_insert: accepted.filter((f) => f.elements.length > 0).map((f) => elementsHtml(f.elements)).join('\n'),
    head_remove: accepted.map((f) => f.replaces).filter((r): r is HeadReplaceable => r !== null),
    html_attributes: Object.fromEntries(accepted.flatMap((f) => (f.htmlAttribute ? [f.htmlAttribute] : []))),
    fixes: accepted.map((f): Fix => ({ check: f.check, kind: f.kind, drafted: f.drafted, snippet: snippetOf(f), replaces: f.replaces })),
  };
}

async function siteFileProblems(file: SiteFileDraft, site: FixSiteInput, ctx: { name: string; summary: string | null; llms: readonly LlmsEntry[]; sources: TextSources; sitemapUrl: string }): Promise<string[]> {
  const origin = new URL(site.rootUrl).origin;
  const problems = provenanceProblems(file.texts, ctx.sources, 'site');
  if (file.kind === 'sitemap_xml') problems.push(...(await sitemapProblems(file.content, origin)));
  if (file.kind === 'llms_txt') problems.push(...llmsTxtProblems(file.content, { name: ctx.name, summary: ctx.summary, urls: ctx.llms.map((e) => e.page.url) }, origin));
  if (file.kind === 'robots_txt') {
    const original = site.robotsTxt && isOk(site.robotsTxt.statusCode) ? (site.robotsTxt.content ?? '') : '';
    problems.push(...robotsTxtProblems(`${origin}/robots.txt`, original, file.content, ctx.sitemapUrl, site.pages.map((p) => p.url)));
  }
  return problems;
}

export async function buildFixPack(site: FixSiteInput, opts: FixPackOptions = {}): Promise<FixPack> {
  const pages = site.pages.filter((p) => isOk(p.statusCode));
  const name = siteName(site);
  const home = homePage(site);
  const titles = new Map<string, number>();
  for (const p of pages) if (p.facts.title) titles.set(p.facts.title.toLowerCase(), (titles.get(p.facts.title.toLowerCase()) ?? 0) + 1);
  const ctx = {
    name,
    entity: { name, rootUrl: site.rootUrl, sameAs: profileLinks(home) },
    titles,
    descriptions: new Set(pages.flatMap((p) => (p.facts.metaDescription ? [p.facts.metaDescription.toLowerCase()] : []))),
    byPath: new Map(pages.map((p) => [new URL(p.url).pathname, p])),
    hreflang: hreflangFixes(pages),
    rootUrl: site.rootUrl,
    polish: opts.polish ?? null,
  };
  const drafts: PageDraft[] = [];
  for (const page of pages) drafts.push(await draftPage(page, ctx));

  const siteSources = new TextSources([name, new URL(site.rootUrl).hostname, ...site.pages.flatMap(pageTexts)]);
  const rejected: RejectedFix[] = [];
  const accepted = new Map(drafts.map((d) => [d.page.url, acceptedFixes(d, name, siteSources, rejected)]));
  const pageResults = [...accepted].filter(([, fixes]) => fixes.length > 0).map(([url, fixes]) => pageFixes(url, fixes));

  // llms.txt lists each page under the title and description it will have once its fixes are in
  // (not a model's text: llms.txt is held to the site's own words).
  const written = (url: string, kind: 'title' | 'meta_description') => {
    const fix = accepted.get(url)?.find((f) => f.kind === kind && !f.drafted);
    const el = fix?.elements[0];
    return el ? (kind === 'title' ? (el.text ?? null) : (el.attrs.find(([k]) => k === 'content')?.[1] ?? null)) : null;
  };
  const llms: LlmsEntry[] = pages.flatMap((p) => {
    const title = written(p.url, 'title') ?? p.facts.title ?? p.facts.h1;
    return title ? [{ page: p, title, description: written(p.url, 'meta_description') ?? p.facts.metaDescription }] : [];
  });
  const summary = home ? (written(home.url, 'meta_description') ?? home.facts.metaDescription) : null;
  const sitemapUrl = `${new URL(site.rootUrl).origin}/sitemap.xml`;
  const sitemap = sitemapFile(site);
  const files = [sitemap, sitemap ? robotsTxtFile(site, sitemapUrl) : null, llmsTxtFile(site, name, summary, llms)].filter((f): f is SiteFileDraft => f !== null);
  const siteFiles: SiteFileFix[] = [];
  for (const file of files) {
    const problems = await siteFileProblems(file, site, { name, summary, llms: llms.filter((e) => file.kind !== 'llms_txt' || file.content.includes(`](${e.page.url})`)), sources: siteSources, sitemapUrl });
    if (problems.length > 0) rejected.push({ target: file.path, kind: file.kind, problems });
    else siteFiles.push({ path: file.path, file: `site${file.path}`, check: file.check, kind: file.kind, drafted: file.drafted, content: file.content });
  }
  return { root_url: site.rootUrl, pages: pageResults, site_files: siteFiles, rejected };
}
