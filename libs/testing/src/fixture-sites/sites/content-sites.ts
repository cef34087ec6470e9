/**
 * Content sites: one that does everything an answer engine rewards, and one that does almost
 * nothing. Their pages are what page and site checks score.
 */
import { html, page, paragraphs, sitemapXml, text } from '../html.js';
import type { Routes, SiteContext } from '../server.js';

const ORG = 'Acme Answers';

interface WellPage {
  path: string;
  title: string;
  description: string;
  h1: string;
  body: string;
  faq?: Array<[string, string]>;
}

const WELL_PAGES: readonly WellPage[] = [
  {
    path: '/',
    title: 'Acme Answers | AI Search Visibility for B2B Teams',
    description: 'Acme Answers helps B2B teams get cited by AI assistants with structured, answer-first content and clear reporting.',
    h1: 'Get your content cited by AI assistants',
    body: `<p><strong>Acme Answers makes your pages easy for AI assistants to quote.</strong> We audit, rewrite and monitor content so answer engines cite you.</p>
${paragraphs('Acme Answers', 4)}
<h2>What we do</h2>${paragraphs('Answer optimisation', 2)}
<h2>Who it is for</h2>${paragraphs('B2B marketing', 2)}`,
  },
  {
    path: '/about',
    title: 'About Acme Answers | Our Team and Mission',
    description: 'Meet the Acme Answers team, our mission to make expert content citable, and the principles behind our work.',
    h1: 'About Acme Answers',
    body: `<p>Acme Answers was founded in 2019 to make expert content easy to cite.</p>${paragraphs('Our team', 3)}<h2>Our mission</h2>${paragraphs('Mission', 2)}`,
  },
  {
    path: '/services',
    title: 'Services | Content Audits, Rewrites and Monitoring',
    description: 'Content audits, answer-first rewrites and AI citation monitoring: the three Acme Answers services explained.',
    h1: 'Our services',
    body: `<p>We offer three services: audits, rewrites and monitoring.</p><h2>Audits</h2>${paragraphs('Audits', 2)}<h2>Rewrites</h2>${paragraphs('Rewrites', 2)}<h2>Monitoring</h2>${paragraphs('Monitoring', 2)}`,
  },
  {
    path: '/pricing',
    title: 'Pricing | Acme Answers Plans from $99 per Month',
    description: 'Acme Answers plans start at $99 per month. Compare Starter, Growth and Enterprise plans and what each includes.',
    h1: 'Pricing',
    body: `<p>Plans start at $99 per month, billed monthly, cancel any time.</p><h2>Starter</h2>${paragraphs('Starter', 1)}<h2>Growth</h2>${paragraphs('Growth', 1)}<h2>Enterprise</h2>${paragraphs('Enterprise', 1)}`,
  },
  {
    path: '/faq',
    title: 'Frequently Asked Questions | Acme Answers',
    description: 'Answers to the questions customers ask most about Acme Answers: results, timelines, pricing and integrations.',
    h1: 'Frequently asked questions',
    body: '',
    faq: [
      ['How long until we see results?', 'Most customers see their first AI citations within six weeks of publishing rewritten pages.'],
      ['Do you need access to our CMS?', 'No. We deliver rewritten content and structured data that your team publishes.'],
      ['Which assistants do you track?', 'We track ChatGPT, Claude, Perplexity and Brave AI answers every week.'],
    ],
  },
  {
    path: '/blog',
    title: 'Blog | Guides on Answer Engine Optimisation',
    description: 'Practical guides on answer engine optimisation, structured data and measuring AI citations, from the Acme team.',
    h1: 'The Acme Answers blog',
    body: `<p>Guides on answer engine optimisation.</p><h2>Latest posts</h2><ul><li><a href="/blog/answer-first-writing">How to write answer-first pages</a></li></ul>${paragraphs('Blog', 2)}`,
  },
  {
    path: '/blog/answer-first-writing',
    title: 'How to Write Answer-First Pages That AI Assistants Quote',
    description: 'A step-by-step guide to answer-first writing: lead with the answer, support it, and mark it up so assistants quote it.',
    h1: 'How to write answer-first pages',
    body: `<p>Answer-first writing puts the direct answer in the first two sentences.</p><h2>Lead with the answer</h2>${paragraphs('Writing', 2)}<h2>Support it</h2>${paragraphs('Evidence', 2)}`,
  },
  {
    path: '/contact',
    title: 'Contact Acme Answers | Book a Free Consultation',
    description: 'Contact Acme Answers to book a free 30-minute consultation about your AI search visibility and content.',
    h1: 'Contact us',
    body: `<p>Book a free 30-minute consultation. Email hello@acme.example or call +1 555 0100.</p>
<form action="/contact" method="post"><label>Email <input type="email" name="email"></label><button type="submit">Book a call</button></form>`,
  },
];

function organization(origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: ORG,
    url: `${origin}/`,
    logo: `${origin}/logo.png`,
    sameAs: ['https://www.linkedin.com/company/acme-answers', 'https://x.com/acmeanswers'],
  };
}

function faqPage(faq: ReadonlyArray<[string, string]>) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faq.map(([q, a]) => ({ '@type': 'Question', name: q, acceptedAnswer: { '@type': 'Answer', text: a } })),
  };
}

const navOf = (pages: readonly WellPage[]) => pages.map((p) => `<a href="${p.path}">${p.h1}</a>`).join(' | ');
const NAV = navOf(WELL_PAGES);

/** What a page leaves out (the revisable site's revisions differ in these). */
interface WellPageOptions {
  nav?: string;
  description?: boolean;
  viewport?: boolean;
}

function wellPage(p: WellPage, origin: string, { nav = NAV, description = true, viewport = true }: WellPageOptions = {}): string {
  const url = `${origin}${p.path}`;
  const faqHtml = (p.faq ?? []).map(([q, a]) => `<h2>${q}</h2><p>${a}</p>`).join('\n');
  return page({
    title: p.title,
    description: description ? p.description : undefined,
    lang: 'en-US',
    canonical: url,
    viewport,
    og: { title: p.title, description: p.description, url, type: 'website', image: `${origin}/og.png` },
    jsonLd: [organization(origin), ...(p.faq ? [faqPage(p.faq)] : []), { '@context': 'https://schema.org', '@type': 'WebPage', dateModified: '2026-10-01' }],
    body: `<header><nav>${nav}</nav></header>
<main><h1>${p.h1}</h1>
${p.body}${faqHtml}
<p><a href="/contact">Contact us for a free consultation</a></p></main>
<footer><p>&copy; ${ORG}</p></footer>`,
  });
}

/** ~8 pages with everything checks look for, robots.txt, a sitemap with lastmod, and llms.txt. */
export function wellOptimisedSite({ origin }: SiteContext): Routes {
  const routes: Routes = {};
  for (const p of WELL_PAGES) routes[p.path] = html(wellPage(p, origin));
  routes['/robots.txt'] = text(`User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`);
  routes['/sitemap.xml'] = text(
    sitemapXml(WELL_PAGES.map((p) => ({ loc: `${origin}${p.path}`, lastmod: '2026-10-01' }))),
    'application/xml',
  );
  routes['/llms.txt'] = text(
    `# ${ORG}\n\n> Acme Answers helps B2B teams get cited by AI assistants.\n\n## Pages\n\n` +
      WELL_PAGES.map((p) => `- [${p.h1}](${origin}${p.path}): ${p.description}`).join('\n') +
      '\n',
  );
  return routes;
}

/**
 * The well-optimised site's words with nothing in the head but a title: no meta descriptions,
 * canonicals, lang, viewport, Open Graph or JSON-LD, no robots.txt, sitemap or llms.txt. Its
 * article shows a byline and a date, its FAQ page its questions, its footer its profiles: what a
 * fix pack may write from. The fix pack's closed loop (make bench-fixes) starts here.
 */
export function bareSite(): Routes {
  const routes: Routes = {};
  const footer = `<footer><p>&copy; ${ORG}. Follow us on <a href="https://www.linkedin.com/company/acme-answers">LinkedIn</a> and <a href="https://x.com/acmeanswers">X</a>.</p></footer>`;
  for (const p of WELL_PAGES) {
    const faqHtml = (p.faq ?? []).map(([q, a]) => `<h2>${q}</h2><p>${a}</p>`).join('\n');
    const byline = p.path.startsWith('/blog/') ? '<p class="byline">By Dana Reyes, <time datetime="2026-10-01">1 October 2026</time></p>' : '';
    routes[p.path] = html(
      page({
        title: p.title,
        body: `<header><nav>${NAV}</nav></header>
<main><h1>${p.h1}</h1>${byline}
${p.body}${faqHtml}
<p><a href="/contact">Contact us for a free consultation</a></p></main>
${footer}`,
      }),
    );
  }
  return routes;
}

/** A few pages missing nearly everything: no description, canonical, lang, viewport or schema; no robots.txt or sitemap. */
export function poorSite(): Routes {
  const body = (inner: string) => page({ body: inner });
  return {
    '/': html(
      body(`<div>Welcome to our website. We do many things for many people.</div>
<div><a href="/page2">Next page</a> <a href="/page3">More</a></div>`),
    ),
    '/page2': html(
      body(`<h1>Page two</h1><h1>Another heading</h1><div>Some text about things that are done here.</div><a href="/">Home</a>`),
    ),
    '/page3': html(page({ title: 'Page', body: '<div>More text. Click here.</div><a href="/">Home</a>' })),
  };
}

const OFFER_PAGE: WellPage = {
  path: '/offer',
  title: 'Spring Offer | Two Months of Monitoring Free',
  description: 'Sign up for any Acme Answers plan this spring and get two months of AI citation monitoring free.',
  h1: 'Spring offer',
  body: `<p>Two months of monitoring free with any plan signed this spring.</p>${paragraphs('Offer', 2)}`,
};

const GUIDE_PAGE: WellPage = {
  path: '/guide',
  title: 'The AI Visibility Guide | Acme Answers',
  description: 'Our guide to AI visibility: how assistants choose sources, and what makes a page easy to cite.',
  h1: 'The AI visibility guide',
  body: `<p>Assistants cite pages that answer a question plainly and show who stands behind the answer.</p>${paragraphs('Guide', 2)}`,
};

/** A site its owner changes between two audits (`revise()`), for the audit diff's tests. */
export interface RevisableSite {
  site: (ctx: SiteContext) => Routes;
  /** Revision 2: meta descriptions written on every page (C2 fixed), the viewport tag lost (T1, S4 regressed), /offer gone and /guide added. */
  revise(): void;
}

/** The well-optimised site's pages plus /offer, none with a meta description; `revise()` changes it (see RevisableSite). */
export function revisableSite(): RevisableSite {
  let revision: 1 | 2 = 1;
  const pagesOf = () => [...WELL_PAGES, revision === 1 ? OFFER_PAGE : GUIDE_PAGE];
  const site = ({ origin }: SiteContext): Routes => {
    const routes: Routes = {};
    for (const p of [...WELL_PAGES, OFFER_PAGE, GUIDE_PAGE]) {
      routes[p.path] = () => {
        const pages = pagesOf();
        if (!pages.includes(p)) return NOT_FOUND_PAGE;
        return html(wellPage(p, origin, { nav: navOf(pages), description: revision === 2, viewport: revision === 1 }));
      };
    }
    routes['/robots.txt'] = text(`User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`);
    routes['/sitemap.xml'] = () => text(sitemapXml(pagesOf().map((p) => ({ loc: `${origin}${p.path}`, lastmod: '2026-10-01' }))), 'application/xml');
    return routes;
  };
  return { site, revise: () => void (revision = 2) };
}

/** The well-optimised site an owner breaks between two monitor runs (`dropDescriptions()`). */
export interface DescriptionLosingSite {
  site: (ctx: SiteContext) => Routes;
  /** Every page loses its meta description: C2_meta_description regresses on every page. */
  dropDescriptions(): void;
}

export function descriptionLosingSite(): DescriptionLosingSite {
  let descriptions = true;
  const site = (ctx: SiteContext): Routes => {
    const routes = wellOptimisedSite(ctx);
    for (const p of WELL_PAGES) routes[p.path] = () => html(wellPage(p, ctx.origin, { description: descriptions }));
    return routes;
  };
  return { site, dropDescriptions: () => void (descriptions = false) };
}

const NOT_FOUND_PAGE = { ...html(page({ title: 'Not found', body: '<h1>Not found</h1>' })), status: 404 };
