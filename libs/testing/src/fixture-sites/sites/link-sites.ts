/**
 * Sites whose links lead to things that are not pages: a navigation into a section that is not
 * served, images and PDFs, redirects, a server error; a hostile site whose one page links to
 * endless missing pages and images; and a manual kept in several versions, the old ones copies
 * of the latest by their canonicals.
 */
import { html, page, paragraphs, PNG, redirect, text } from '../html.js';
import type { Routes, SiteContext } from '../server.js';

/** The paths of the broken-links site, by what they are. */
export const BROKEN_LINKS_SITE = {
  pages: ['/', '/about', '/pricing', '/pricing-copy'],
  /** path -> status */
  broken: { '/docs/': 404, '/docs/intro': 404, '/down': 503, '/docs/missing': 404, '/nowhere': 404 } as Record<string, number>,
  redirects: { '/old-pricing': '/pricing', '/moved': '/nowhere' } as Record<string, string>,
  resources: { '/logo.png': 'image/png', '/brochure.pdf': 'application/pdf' } as Record<string, string>,
} as const;

/**
 * Every page's navigation links the home page, /about, a docs section nobody serves (/docs/ and
 * /docs/intro answer 404), the old pricing URL (301 to /pricing) and the logo (a PNG). /about also
 * links a URL that answers 500, a PDF and /moved (302 to a missing page); /pricing links a copy
 * whose canonical names a missing page, so the copy is a page after all.
 */
export function brokenLinksSite({ origin }: SiteContext): Routes {
  const nav = `<nav><a href="/">Home</a> <a href="/about">About</a> <a href="/docs/">Docs</a> <a href="/docs/intro">Getting started</a> <a href="/old-pricing">Pricing</a> <a href="/logo.png">Logo</a></nav>`;
  const doc = (canonicalPath: string, title: string, body = '') =>
    html(page({ title: `${title} | Linkrot Ltd`, lang: 'en', canonical: `${origin}${canonicalPath}`, body: `${nav}<main><h1>${title}</h1>${paragraphs(title, 3)}${body}</main>` }));
  return {
    '/': doc('/', 'Home'),
    '/about': doc('/about', 'About', '<p><a href="/down">Status page</a> <a href="/brochure.pdf">Brochure</a> <a href="/moved">Our old office</a></p>'),
    '/pricing': doc('/pricing', 'Pricing', '<p><a href="/pricing-copy">Printable pricing</a></p>'),
    '/pricing-copy': doc('/docs/missing', 'Pricing copy'),
    '/old-pricing': redirect('/pricing', 301),
    '/moved': redirect('/nowhere', 302),
    '/down': { status: 503, headers: { 'content-type': 'text/html' }, body: '<h1>Internal error</h1>' },
    '/logo.png': { headers: { 'content-type': 'image/png' }, body: PNG },
    '/brochure.pdf': { headers: { 'content-type': 'application/pdf' }, body: '%PDF-1.1\n%%EOF\n' },
    '/robots.txt': text('User-agent: *\nAllow: /\n'),
  };
}

/**
 * A home page and an about page; the home page links to `count` missing pages and as many
 * images, and every missing page answers 404 (any path not listed does).
 */
export function deadEndSite(count = 1_000): Routes {
  const links = Array.from({ length: count }, (_, i) => `<a href="/missing/${i}">Missing ${i}</a> <a href="/img/${i}.png">Image ${i}</a>`).join('\n');
  const routes: Routes = {
    '/': html(page({ title: 'A site of dead ends', lang: 'en', body: `<h1>Dead ends</h1><a href="/about">About</a>${paragraphs('Dead ends', 2)}${links}` })),
    '/about': html(page({ title: 'About the dead ends', lang: 'en', body: `<h1>About</h1>${paragraphs('About', 2)}` })),
    '/robots.txt': text('User-agent: *\nAllow: /\n'),
  };
  for (let i = 0; i < count; i++) routes[`/img/${i}.png`] = { headers: { 'content-type': 'image/png' }, body: PNG };
  return routes;
}

const DOC_VERSIONS = ['1.0', '2.0', '3.0'] as const;
const DOC_SECTIONS: ReadonlyArray<[path: string, title: string]> = [
  ['', 'Overview'],
  ['install', 'Installation'],
  ['configure', 'Configuration'],
];
const docPath = (version: string, section: string) => `/docs/${version}/${section}`;
const LATEST = DOC_VERSIONS[DOC_VERSIONS.length - 1]!;

/** The paths of the versioned-docs site, by what they are. */
export const VERSIONED_DOCS_SITE = {
  latest: LATEST,
  /** The home page and the latest manual: the pages of the audit. */
  pages: ['/', ...DOC_SECTIONS.map(([section]) => docPath(LATEST, section))],
  /** Each older version's page -> the latest version's page its canonical names. */
  copies: Object.fromEntries(
    DOC_VERSIONS.filter((v) => v !== LATEST).flatMap((v) => DOC_SECTIONS.map(([section]) => [docPath(v, section), docPath(LATEST, section)])),
  ) as Record<string, string>,
} as const;

/**
 * A project that keeps every version of its manual online, as documentation sites do: each page
 * has a version switcher linking the same page in every version, and an older version's page
 * names the latest version's as its canonical. Only the home page and the latest manual are pages
 * of an audit; the older versions are canonical copies.
 */
export function versionedDocsSite({ origin }: SiteContext): Routes {
  const doc = (canonicalPath: string, title: string, nav: string) =>
    html(page({ title: `${title} | Streamline docs`, lang: 'en', canonical: `${origin}${canonicalPath}`, body: `${nav}<main><h1>${title}</h1>${paragraphs(title, 3)}</main>` }));
  const routes: Routes = {
    '/': doc('/', 'Streamline', `<nav><a href="/">Home</a> <a href="${docPath(LATEST, '')}">Documentation</a></nav>`),
    '/robots.txt': text('User-agent: *\nAllow: /\n'),
  };
  for (const version of DOC_VERSIONS) {
    for (const [section, title] of DOC_SECTIONS) {
      const switcher = DOC_VERSIONS.map((v) => `<a href="${docPath(v, section)}">${v}</a>`).join(' ');
      const sections = DOC_SECTIONS.map(([s, t]) => `<a href="${docPath(version, s)}">${t}</a>`).join(' ');
      const nav = `<nav><a href="/">Home</a> ${sections}</nav><nav aria-label="Version">${switcher}</nav>`;
      routes[docPath(version, section)] = doc(docPath(LATEST, section), `${title} (${version})`, nav);
    }
  }
  return routes;
}
