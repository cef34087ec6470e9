/**
 * The brand as the site names itself: og:site_name, then the Organization or WebSite name in its
 * JSON-LD, then the title's common affix ("Pricing | Acme", "Docs | Acme"), then the logo's alt
 * text, and only then the domain. Also its short forms, as people write it in answers: without
 * "The", a legal suffix or a top-level domain, and without an umbrella's prefix ("Apache Flink"
 * is also "Flink"). Pure.
 */
import escapeStringRegexp from 'escape-string-regexp';
import { parse as parseDomain } from 'tldts';
import type { PageFacts } from './page-facts.js';
import { registryPlatform } from './registries.js';
import { PARENTHESIS } from './sentences.js';
import { isName } from './vocabulary.js';

export type BrandSource = 'og:site_name' | 'jsonld' | 'title' | 'logo' | 'application-name' | 'domain';

export interface Brand {
  name: string;
  source: BrandSource;
  /** Other ways the brand is written, for matching answers ("Flink" for "Apache Flink"). */
  short: string[];
}

/** Organisations whose projects carry their name first: the project is known by the rest. */
const UMBRELLAS = new Set(['apache', 'eclipse', 'mozilla', 'google', 'microsoft', 'amazon', 'aws', 'azure', 'adobe', 'gnu', 'jakarta', 'the']);
const LEGAL = /[,\s]+(inc\.?|incorporated|ltd\.?|limited|llc|l\.l\.c\.|gmbh|ag|s\.a\.|sa|plc|corp\.?|corporation|co\.?|pty ltd|bv|oy|ab)$/i;
const TITLE_SEPARATORS = /\s+[|–—·:»-]\s+|\s*[|–—·»]\s*/;

const clean = (s: string) => s.replace(/\s+/g, ' ').trim();
const key = (s: string) => clean(s).toLowerCase();

/** What pages call themselves when they do not name the site. */
const NOT_NAMES = new Set(['introduction', 'overview', 'getting started', 'quickstart', 'tutorial', 'contents', 'table of contents', 'top', 'about', 'home', 'homepage', 'home page', 'index', 'untitled', 'welcome', 'blog', 'docs', 'documentation', 'main', 'default', 'website', 'my site', 'page', 'logo', 'news', 'latest news', 'articles', 'article', 'posts', 'opinion', 'sport', 'sports', 'blog archive', 'archive', 'archives']);

function plausible(name: string | null | undefined): name is string {
  if (!name) return false;
  const n = clean(name);
  // "Introduction and Contents", "Overview & Tutorial": sections joined are still no name.
  const sections = n.toLowerCase().split(/\s*(?:\band\b|&|,)\s*/).filter(Boolean);
  return n.length >= 2 && n.length <= 60 && n.split(' ').length <= 6 && !/^https?:/i.test(n) && !sections.every((s) => NOT_NAMES.has(s));
}

function mostFrequent(values: readonly string[]): string | null {
  const counts = new Map<string, { text: string; n: number }>();
  for (const v of values.filter(plausible)) {
    const k = key(v);
    const entry = counts.get(k) ?? { text: clean(v), n: 0 };
    entry.n++;
    counts.set(k, entry);
  }
  return [...counts.values()].sort((a, b) => b.n - a.n || a.text.length - b.text.length)[0]?.text ?? null;
}

/**
 * Hosts that give each project, blog or shop a subdomain of theirs but are not in the Public Suffix
 * List's private section, as github.io and readthedocs.io are: on "omniorb.sourceforge.io" or
 * "jane.substack.com" the site is the subdomain, not SourceForge or Substack.
 */
const HOSTING_DOMAINS = new Set(
  (
    'sourceforge.net sourceforge.io sf.net wordpress.com tumblr.com substack.com ghost.io medium.com weebly.com squarespace.com ' +
    'typepad.com livejournal.com neocities.org glitch.me hashnode.dev bandcamp.com bigcartel.com gumroad.com teachable.com ' +
    'over-blog.com edublogs.org jimdosite.com strikingly.com pythonhosted.org tripod.com angelfire.com altervista.org free.fr pagesperso-orange.fr webs.com'
  ).split(' '),
);

/** The subdomain a hosting platform gave the site ("omniorb" of omniorb.sourceforge.io); null elsewhere. */
function hostedLabel(bare: string): string | null {
  const labels = bare.split('.');
  for (let i = 1; i < labels.length - 1; i++) if (HOSTING_DOMAINS.has(labels.slice(i).join('.'))) return labels[i - 1]!;
  return null;
}

/** The host without its port and "www": "www2.acme.com:8080" -> "acme.com". */
export const bareHost = (host: string) => host.toLowerCase().replace(/:\d+$/, '').replace(/^www\d*\./, '');

/** The registrable domain's label, as a name: "infra.apache.org" -> "Apache", "acme-answers.test" -> "Acme Answers". */
export function brandFromHost(host: string): string {
  const bare = bareHost(host);
  const parsed = parseDomain(bare, { allowPrivateDomains: true });
  const label = hostedLabel(bare) ?? (parsed.domainWithoutSuffix || bare.split('.')[0] || bare);
  return label
    .split(/[-_]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ');
}

const squash = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/**
 * The title segment that names the site: the one most pages share, or on a single page the one
 * that spells the domain's name, else a short end segment that is not the page's own heading.
 */
function titleAffix(facts: readonly PageFacts[], host: string): string | null {
  const segmentsOf = (title: string | null) => [...new Set((title ?? '').split(TITLE_SEPARATORS).map(clean).filter((s) => s && s.split(' ').length <= 5))];
  if (facts.length > 1) {
    const counts = new Map<string, { text: string; n: number }>();
    for (const f of facts) for (const s of segmentsOf(f.title)) counts.set(key(s), { text: s, n: (counts.get(key(s))?.n ?? 0) + 1 });
    const shared = [...counts.values()].filter((c) => c.n >= 2 && plausible(c.text)).sort((a, b) => b.n - a.n || a.text.length - b.text.length)[0];
    if (shared) return shared.text;
  }
  const home = facts[0];
  if (!home?.title) return null;
  const all = home.title.split(TITLE_SEPARATORS).map(clean).filter(Boolean);
  if (all.length < 2) return null;
  const label = squash(brandFromHost(host));
  // "Science/AAAS" on sciencemag.org: a domain is often the name with a word added.
  const firstWord = (s: string) => squash(s.split(/[\s/]+/)[0] ?? '');
  const spelled = all.find((s) => label.length >= 3 && (squash(s).includes(label) || label.includes(squash(s)) || (firstWord(s).length >= 4 && label.startsWith(firstWord(s)))) && plausible(s));
  if (spelled) return spelled;
  const last = all.at(-1)!;
  return last.split(' ').length <= 4 && key(last) !== key(home.h1 ?? '') && plausible(last) ? last : null;
}

/**
 * The names a page's title gives besides its headline: the site's, its section's or its column's
 * ("Can I use last summer's sunscreen? | MD Mama | Boston.com" gives "MD Mama" and "Boston.com").
 * The headline is the segment its H1 or og:title repeats, else the longest; a name here is
 * capitalised, short, and not a menu word ("News").
 */
export function titleNames(title: string | null, headline: string | null): string[] {
  const segments = (title ?? '').split(TITLE_SEPARATORS).map(clean).filter(Boolean);
  if (segments.length < 2) return [];
  const h = key(headline ?? '');
  // An H1 that repeats the whole title ("Widget Works | Industrial Widgets") does not say which segment is the headline.
  if (segments.filter((s) => h.includes(key(s))).length > 1) return [];
  const head = segments.find((s) => h && (h.includes(key(s)) || key(s).includes(h))) ?? [...segments].sort((a, b) => b.length - a.length)[0];
  // A date ("07.12.2017") or a section's ordinary word ("Code", "News") is no name of the site's.
  return segments.filter((s) => s !== head && plausible(s) && /\p{L}/u.test(s) && (s.includes(' ') || isName(s)) && s.split(' ').length <= 4 && s.split(' ').every((w) => /^[\p{Lu}\p{N}]/u.test(w)));
}

/** "Apache Flink" -> ["Flink"]; "CNN.com" -> ["CNN"]; "The Verge" -> ["Verge"]; "Acme, Inc." -> ["Acme"]. */
export function shortForms(name: string, alternates: readonly string[] = []): string[] {
  const out = new Set<string>();
  const add = (s: string) => {
    const c = clean(s);
    if (c && key(c) !== key(name) && c.length >= 2) out.add(c);
  };
  let base = clean(name).replace(LEGAL, '');
  add(base);
  const tld = base.match(/^([\p{L}\p{N}&' -]+)\.(com|org|net|io|co|ai|dev|app|gov|edu|info|tv|me|news|fr|de|uk|es|it|nl|ca|au|in|jp|ru|br|pl|se|ch|be|at|dk|no|fi|cz|ie|nz|us)$/iu);
  if (tld) {
    base = tld[1]!;
    add(base);
  }
  const words = base.split(' ');
  if (words.length >= 2 && UMBRELLAS.has(words[0]!.toLowerCase())) add(words.slice(1).join(' '));
  for (const a of alternates) if (plausible(a)) add(a.replace(LEGAL, ''));
  return [...out];
}

/**
 * A documentation title's name without the words around it: "Welcome to phpMyAdmin’s
 * documentation!", "pandas 1.5.3 documentation", "Flask Documentation (2.2.x)", "Apache HTTP Server
 * Version 2.4 Documentation" name phpMyAdmin, pandas, Flask and Apache HTTP Server.
 */
export function withoutDocsWords(name: string): string {
  // A packager's version too: "Gearmand 1.1.20+ds documentation", "2.0~rc1".
  const VERSION = String.raw`(?:v|version\s+)?\d[\w.+~]*|\(v?\d[\w.+~]*\)`;
  // Before "documentation" a build's version may be a word or a placeholder: "FRR latest documentation", "Stressant ???
  // documentation", "Emscripten 3.1.6 (dev) documentation".
  const BUILD = String.raw`${VERSION}|latest|stable|\(dev\)|\?{2,}`;
  const stripped = clean(name)
    .replace(/^\[\s*(.+?)\s*\]$/, '$1')
    .replace(/^what is\s+(.+?)\?$/i, '$1')
    .replace(/^welcome to\s+(?:the\s+)?/i, '')
    .replace(/!$/, '')
    .replace(new RegExp(String.raw`(?:['’]s)?(?:\s+(?:${BUILD}))*\s+(?:(?:administrator|administration|user|developer|programmer|reference|api)(?:['’]s)?\s+)*(?:documentation|docs|manual)(?:\s+(?:${VERSION}))*$`, 'i'), '')
    .replace(new RegExp(String.raw`(?:\s+(?:${VERSION}))+$`, 'i'), '');
  return plausible(stripped) ? stripped : clean(name);
}

/**
 * A name read from the domain ("postgresql.org" gives "Postgresql"), written as the site writes it
 * in its titles and text ("PostgreSQL"): the capitalised spelling it uses most.
 */
function asTheSiteWrites(name: string, facts: readonly PageFacts[]): string {
  const target = squash(name);
  if (target.length < 3) return name;
  const counts = new Map<string, number>();
  for (const f of facts.slice(0, 5)) {
    for (const text of [f.title, f.h1, f.description, f.opening, ...f.headings.slice(0, 20)]) {
      const words = (text ?? '').match(/[\p{L}\p{N}][\p{L}\p{N}.+#-]*[\p{L}\p{N}+#]/gu) ?? [];
      // One word ("PostgreSQL") or two ("GNU Radio" for gnuradio.org).
      words.forEach((w, i) => {
        for (const form of [w, i + 1 < words.length ? `${w} ${words[i + 1]}` : '']) {
          if (form && squash(form) === target && /\p{Lu}/u.test(form)) counts.set(form, (counts.get(form) ?? 0) + 1);
        }
      });
    }
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? name;
}

/**
 * The name the home page defines itself by, when nothing else names the site: its title's or H1's
 * name that a sentence of its own says what it is of ("aiodogstatsd is an asyncio-based client ...",
 * "GI-DocGen is a document generator ..."), as that sentence writes it. Read on a subdomain only: a
 * project's pages on its author's or foundation's host (gr1n.github.io, docs.openstack.org) are the
 * project's, not the host's.
 */
function definedName(facts: readonly PageFacts[]): string | null {
  const home = facts[0];
  if (!home) return null;
  const names = [home.title?.split(TITLE_SEPARATORS)[0]?.split(/:\s+/)[0], home.h1]
    .map((n) => withoutDocsWords(clean((n ?? '').replace(/[™®℠¶]/g, ''))))
    .filter((n) => plausible(n) && n.split(' ').length <= 3);
  // "GNT (GLib Ncurses Toolkit) is an ncurses toolkit ...": an aside between the name and its verb.
  for (const sentence of [...home.definitions, home.opening].map((s) => (s ?? '').replace(PARENTHESIS, ''))) {
    for (const name of names) {
      // "GI-DocGen" is "gi-docgen", "Py Foo" is "PyFoo": spaces and hyphens may differ.
      const pattern = name.split(/[\s-]+/).map(escapeStringRegexp).join('[\\s-]*');
      const m = new RegExp(`^(${pattern})\\s+(?:is|are)\\s+(?:a|an|the)\\s`, 'iu').exec(sentence);
      if (m) return m[1]!;
    }
  }
  return null;
}

/**
 * The package a registry's page documents (Hackage's "ConfigFile-1.1.4: Configuration file reading"): its title's name
 * without its version. The registry's own name ("Haskell" of hackage.haskell.org, "PyPI") is every package's host, not
 * the brand, and naming it would make the package's language a brand word.
 */
function registryPackageName(facts: readonly PageFacts[], host: string): string | null {
  if (registryPlatform(bareHost(host)) === null) return null;
  const first = clean(facts[0]?.title ?? '').split(TITLE_SEPARATORS)[0]?.split(/:\s+/)[0] ?? '';
  return first.replace(/[-\s]v?\d[\w.]*$/, '') || null;
}

/**
 * The name an API reference generated by Javadoc gives in its title, "Overview (NAME VERSION API)", without its
 * version, its edition in brackets, what follows a colon, and the platform and kind after the name: "Overview (Apache
 * UIMA Java SDK: uimaj 2.10.2 API)" is Apache UIMA, "Overview (FEST Fluent Assertions (Core) 2.0M10 API)" FEST Fluent
 * Assertions. Such a page's host is often its foundation's or its author's (uima.apache.org, pcingola.github.io).
 */
function javadocName(facts: readonly PageFacts[]): string | null {
  const inner = /^Overview \((.+)\)$/.exec(clean(facts[0]?.title ?? ''))?.[1];
  if (!inner) return null;
  const name = withoutDocsWords(inner.split(/:\s+/)[0]!.replace(/\s+API$/, ''))
    .replace(/\s*\([^)]*\)/g, '')
    .replace(/(?:\s+v?\d[\w.-]*)+$/, '')
    .replace(/(?:\s+(?:Java|Kotlin|Scala))?(?:\s+(?:SDK|API|Library|Runtime))+$/, '');
  return plausible(name) ? name : null;
}

/**
 * The site is its registrable domain itself ("raritan.com"), whose name is its owner's: not a
 * subdomain of an organisation's ("docs.openstack.org") or of a host that serves many sites
 * ("gr1n.github.io"), where a project names itself.
 */
function onItsOwnDomain(host: string): boolean {
  const bare = bareHost(host);
  return parseDomain(bare, { allowPrivateDomains: false }).domain === bare;
}

export function readBrand(facts: readonly PageFacts[], host: string): Brand {
  const alternates = facts.flatMap((f) => f.orgAlternateNames);
  const pick = (found: string | null, source: BrandSource): Brand | null => {
    if (!plausible(found)) return null;
    // "WebMD: Better information. Better health.": the name before a tagline; "Panini Happy®" as people type it.
    const name = withoutDocsWords(clean(found.replace(/[™®℠]/g, '')).split(/:\s+|\s+[|–—-]\s+/)[0]!);
    return plausible(name) ? { name, source, short: shortForms(name, alternates) } : null;
  };
  return (
    pick(registryPackageName(facts, host), 'title') ??
    pick(mostFrequent(facts.flatMap((f) => (f.siteName ? [f.siteName] : []))), 'og:site_name') ??
    pick(mostFrequent(facts.flatMap((f) => f.orgNames)), 'jsonld') ??
    pick(titleAffix(facts, host), 'title') ??
    pick(mostFrequent(facts.flatMap((f) => (f.logoAlt ? [f.logoAlt] : []))), 'logo') ??
    pick(mostFrequent(facts.flatMap((f) => (f.applicationName ? [f.applicationName] : []))), 'application-name') ??
    (onItsOwnDomain(host) ? null : (pick(javadocName(facts), 'title') ?? pick(definedName(facts), 'title'))) ?? {
      name: asTheSiteWrites(brandFromHost(host), facts),
      source: 'domain',
      short: [],
    }
  );
}
