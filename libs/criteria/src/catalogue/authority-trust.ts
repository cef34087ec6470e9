/** Authority & Trust: can an engine tell who stands behind the content, and that it is current? */
import { BASE, type CatalogueCriterion, JS_RULE, PAGE_THRESHOLDS, SHARE_RULE, dedent, steps } from './shared.js';
import { SRC, learnMore, link } from './sources.js';

const ORGANIZATION_JSON_LD = dedent(`
  <script type="application/ld+json">
  {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": "https://www.apexroofing.com/#org",
    "name": "Apex Roofing",
    "url": "https://www.apexroofing.com/",
    "logo": "https://www.apexroofing.com/img/logo-512.png",
    "sameAs": [
      "https://www.linkedin.com/company/apex-roofing",
      "https://www.facebook.com/apexroofing",
      "https://www.youtube.com/@apexroofing"
    ]
  }
  </script>
`);

export const AUTHORITY_TRUST: readonly CatalogueCriterion[] = [
  {
    ...BASE,
    id: 'A12_entity_graph',
    label: 'Entity graph',
    title: 'Organization or Person markup identifies who is behind the site',
    description: `Structured data that names your organization (or you), with your logo and links to your official profiles, ties your pages to one well-defined entity. It is how search engines and AI systems connect your site, your brand name and your LinkedIn page as the same thing. ${learnMore(SRC.googleOrganization)}`,
    category: 'Authority & Trust',
    scope: 'page',
    weight: 10,
    impact: 'High',
    ...PAGE_THRESHOLDS,
    check_type: 'html_dom',
    preview: false,
    track: 'geo',
    why_it_matters: `An AI answer about a brand draws on what can be reliably attributed to that brand. Organization (or Person) markup with a name, a logo and sameAs links to your Wikipedia, Wikidata, LinkedIn, Crunchbase or social profiles connects your site to the entity those sources describe. That helps engines resolve your brand name, attribute facts and quotes to you rather than a namesake, and show the right logo. Google documents Organization markup for exactly this: understanding and disambiguating the organization behind a site.`,
    how_to_fix: steps(
      'Add one Organization JSON-LD block (Person for a personal site) to the homepage, and preferably to the shared layout of every page.',
      "Include the name exactly as it appears in your titles, the url, a logo (a crawlable image of at least 112×112 px) and sameAs links to your official profiles.",
      'Add contactPoint, address and foundingDate where they apply.',
      'Give the entity an @id (for example https://www.example.com/#org) and reference it as publisher or author from Article markup.',
      'Validate with the Rich Results Test or validator.schema.org.',
    ),
    common_issues: [
      'No Organization or Person markup at all',
      'Logo missing, or pointing at an SVG sprite or a CSS background',
      'sameAs empty, or linking to share buttons instead of profiles',
      'Organization name different from the brand used in titles',
      'Several conflicting Organization blocks from different plugins',
    ],
    quick_fixes: ['Add logo and sameAs to your existing Organization markup', 'Make the markup name match the brand in your titles'],
    examples: [
      { label: 'Before: no entity markup', code: '<!-- no Organization or Person JSON-LD on the page -->' },
      { label: 'After: Organization with logo and profiles (scores 100 with "Apex Roofing" in the title)', code: ORGANIZATION_JSON_LD },
    ],
    evidence_basis: {
      kind: 'documented',
      summary:
        'Google documents Organization structured data (name, url, logo, sameAs) as a way to help it understand and disambiguate an organization; schema.org defines sameAs for official profiles. How AI assistants use this markup is not documented.',
      source: link('Organization structured data (Google Search Central)', SRC.googleOrganization),
    },
    display_order: 14,
    importance_rank: 8,
    scoring_approach: `Reads JSON-LD (including @graph) and microdata for an Organization or a Person, or one of their subtypes (LocalBusiness, Corporation, NewsMediaOrganization…). Without one the score is 0. Points, as the UI states: 10 for the Organization/Person entity; 30 for a logo (URL or ImageObject); 40 for two or more sameAs profile links, 20 for one; 30 for a name that matches the title (it appears in the page's <title>, case-insensitive), otherwise 10 only for a name that does not. Total capped at 100. ${JS_RULE}`,
    official_docs: SRC.googleOrganization,
    references: [SRC.googleOrganization, SRC.schemaOrganization, SRC.schemaSameAs, SRC.schemaPerson],
    learn_more_links: [
      link('Organization structured data (Google Search Central)', SRC.googleOrganization),
      link('schema.org: Organization', SRC.schemaOrganization),
      link('schema.org: sameAs', SRC.schemaSameAs),
    ],
  },
  {
    ...BASE,
    id: 'A6_contact_cta_presence',
    label: 'Contact & call-to-action',
    title: 'Visitors can see how to reach you and what to do next',
    description: `A visible contact route and a clear next step are trust signals for people and for the quality systems behind AI answers: a page from a reachable, identifiable business is a safer source to cite, and a visitor an assistant sends you has somewhere to go. ${learnMore(SRC.googleHelpfulContent)}`,
    category: 'Authority & Trust',
    scope: 'page',
    weight: 8,
    impact: 'Medium',
    ...PAGE_THRESHOLDS,
    check_type: 'html_dom',
    preview: false,
    track: 'geo',
    why_it_matters: `Google's guidance on helpful, reliable content asks whether it is clear who is behind a site, and a business with no phone, email or address is harder to trust, especially on money or health topics. AI answers built on Google's and Bing's indexes inherit those quality judgements. Separately, visitors arriving from an AI citation land deep in your site; a visible contact link and call-to-action are what turn that visit into a lead.`,
    how_to_fix: steps(
      'Put a "Contact" link in the header or footer of every page, pointing to a page with phone, email and address.',
      'Add tel: and mailto: links where people make decisions (service and pricing pages).',
      'Give each page one primary call-to-action with a verb ("Book a free inspection", "Start free trial") near the top of the main content.',
      'Mark up contact details as ContactPoint and PostalAddress in your Organization schema.',
    ),
    common_issues: [
      'Contact only through a form buried in the footer',
      'No phone number, email or address anywhere',
      'Call-to-action text that says nothing ("Submit", "Click here")',
      'The only call-to-action is a chat widget loaded by a script',
    ],
    quick_fixes: ['Add a "Contact" link to the header', 'Add a tel: link to service pages', 'Rename "Submit" to the action it performs'],
    examples: [
      {
        label: 'After: contact route, second detail and a primary CTA',
        code: dedent(`
          <header>
            <nav>… <a href="/contact">Contact</a></nav>
            <a class="button" href="/book">Book a free inspection</a>
          </header>
          …
          <footer>
            <address>Apex Roofing, 1200 Main St, Denver, CO 80202 ·
              <a href="tel:+13035550142">(303) 555-0142</a> ·
              <a href="mailto:hello@apexroofing.com">hello@apexroofing.com</a></address>
          </footer>
        `),
      },
    ],
    evidence_basis: {
      kind: 'heuristic',
      summary:
        "Google's helpful-content guidance asks whether it is clear who is behind content. That visible contact details and a call-to-action make a page more likely to be cited is our heuristic; their value for converting AI-referred visitors is plain.",
      source: link('Creating helpful, reliable, people-first content (Google)', SRC.googleHelpfulContent),
    },
    display_order: 15,
    importance_rank: 18,
    scoring_approach: `50 for a contact route: a link to a contact page (href or text containing "contact"), a mailto: link or a tel: link. 20 for a second, independent contact detail: a postal address (<address> or PostalAddress), a phone number, an email address, or ContactPoint markup. 30 for a primary call-to-action: a link or button in the header or main content whose text is an action ("Book", "Buy", "Get a quote", "Start free trial", "Contact sales", "Sign up", "Schedule", "Request", "Download"…). The check also records details.cta_above_fold = true when that call-to-action sits in the header or before the first H2 of the main content; S10_cta_above_fold_pct aggregates it. ${JS_RULE}`,
    official_docs: SRC.googleHelpfulContent,
    references: [SRC.googleHelpfulContent, SRC.schemaContactPoint, SRC.googleOrganization],
    learn_more_links: [
      link('Creating helpful, reliable, people-first content (Google)', SRC.googleHelpfulContent),
      link('schema.org: ContactPoint', SRC.schemaContactPoint),
    ],
  },
  {
    ...BASE,
    id: 'G5_author_freshness',
    label: 'Author & freshness',
    title: 'Content shows who wrote it and when it was last updated, in text and in markup',
    description: `Assistants prefer sources they can attribute and date: a named author and a recent, machine-readable update date say the page is accountable and current. Anonymous, undated pages lose out on every question where recency matters. In preview: shown, not yet counted in scores. ${learnMore(SRC.googleBylineDates)}`,
    category: 'Authority & Trust',
    scope: 'page',
    weight: 8,
    impact: 'Medium',
    ...PAGE_THRESHOLDS,
    check_type: 'html_dom',
    preview: true,
    track: 'geo',
    why_it_matters: `Google documents how it reads byline dates (a visible date plus datePublished and dateModified in structured data) and recommends author markup with a name and a profile URL; its helpful-content guidance asks who created the content. For time-sensitive questions (prices, rules, software versions) engines favour recently updated sources, and answers often state the source's date. A missing or stale date is a reason to cite someone else.`,
    how_to_fix: steps(
      "Show a byline with the author's name, linked to an author page that states their expertise.",
      'Show "Published" and "Updated" dates near the top, in a <time datetime="…"> element.',
      'Add Article (or BlogPosting) JSON-LD with author (name, url), datePublished and dateModified.',
      'Change dateModified only for meaningful edits, and review important pages at least once a year.',
      'Keep the visible dates and the structured dates identical.',
    ),
    common_issues: [
      'No author, or "Admin" as the author',
      'Dates only in the URL, or nowhere',
      'dateModified set to the build time on every deploy',
      'Visible and structured dates that disagree',
      'Pages on fast-moving topics untouched for years',
    ],
    quick_fixes: ['Add a visible "Updated" date in <time datetime>', 'Add author and dateModified to the Article JSON-LD'],
    examples: [
      {
        label: 'After: byline, dates and matching Article markup',
        code: dedent(`
          <p class="byline">By <a rel="author" href="/team/dana-ruiz">Dana Ruiz</a>, licensed roofer ·
            Updated <time datetime="2025-03-04">4 March 2025</time></p>
          <script type="application/ld+json">
          {
            "@context": "https://schema.org",
            "@type": "Article",
            "headline": "How much does roof repair cost in Denver?",
            "author": { "@type": "Person", "name": "Dana Ruiz", "url": "https://www.apexroofing.com/team/dana-ruiz" },
            "datePublished": "2023-06-12",
            "dateModified": "2025-03-04"
          }
          </script>
        `),
      },
    ],
    evidence_basis: {
      kind: 'documented',
      summary:
        "Google documents how it determines byline dates (visible dates plus datePublished/dateModified) and gives author markup best practices; its helpful-content guidance asks who created the content. The recency bands are our heuristic.",
      source: link('Influence your byline dates in Google Search', SRC.googleBylineDates),
    },
    display_order: 16,
    importance_rank: 19,
    scoring_approach: `30 for a visible byline (rel="author", an element with itemprop or class "author" or "byline", or a "By Name" line near the H1); 20 for a machine-readable author (JSON-LD or microdata author with a name); 20 for a machine-readable date (datePublished or dateModified in JSON-LD or microdata, article:published_time / article:modified_time meta, or <time datetime>); 30 for the recency of the latest such date: within 12 months 30, within 24 months 15, older 0. Dates in the future are ignored. ${JS_RULE} Preview: stored and shown, left out of every score.`,
    official_docs: SRC.googleBylineDates,
    references: [SRC.googleBylineDates, SRC.googleAuthorMarkup, SRC.googleHelpfulContent, SRC.mdnTime],
    learn_more_links: [
      link('Influence your byline dates in Google Search', SRC.googleBylineDates),
      link('Author markup best practices (Google)', SRC.googleAuthorMarkup),
    ],
  },
  {
    ...BASE,
    id: 'G6_fact_url_stability',
    label: 'Citable URL stability',
    title: 'Facts live at a clean, permanent, canonical URL with linkable sections',
    description: `An AI answer cites a URL. If that URL redirects, carries tracking parameters or isn't the canonical one, the citation may point to a copy, break later, or be merged into another page. Stable URLs and anchored sections keep your citations pointing at you. In preview: shown, not yet counted in scores. ${learnMore(SRC.w3cCoolUris)}`,
    category: 'Authority & Trust',
    scope: 'page',
    weight: 8,
    impact: 'Medium',
    ...PAGE_THRESHOLDS,
    check_type: 'html_dom',
    preview: true,
    track: 'geo',
    why_it_matters: `Answer engines store and display the URLs they cite, and Google often links straight to the quoted passage. Redirect chains cost crawl time and can lose the citation when a hop breaks; session or tracking parameters create duplicate URLs, so credit splits between them; a canonical that points elsewhere tells engines to cite a different URL. Headings with id attributes let engines and readers link straight to the fact.`,
    how_to_fix: steps(
      'Link internally to final URLs so pages load without redirects; where a redirect is unavoidable, use a single 301 or 308.',
      'Keep session IDs and tracking parameters (utm_*, gclid, fbclid, sessionid) out of internal links and canonicals.',
      'Make the canonical of the page you want cited point to itself.',
      'Give H2/H3 headings stable id attributes so sections can be linked (#pricing).',
      'Never change a published URL without a permanent redirect.',
    ),
    common_issues: [
      'Internal links that pass through http → https → www redirect chains',
      'Temporary (302) redirects used for permanent moves',
      'Session IDs or utm parameters in internal links',
      'Headings without ids, so sections cannot be linked',
      'URLs containing IDs or dates that change when the content is updated',
    ],
    quick_fixes: ['Point internal links at the final URL', 'Add ids to H2 headings', 'Replace 302s with 301s for permanent moves'],
    examples: [
      {
        label: 'Before: redirecting, tracked URL; unlinkable section',
        code: dedent(`
          <a href="http://example.com/Pricing?utm_source=nav&sessionid=8f2c">Pricing</a>
          <h2>Team plan</h2>
        `),
      },
      {
        label: 'After: final, clean URL; anchored section',
        code: dedent(`
          <a href="https://www.example.com/pricing">Pricing</a>
          <h2 id="team-plan">Team plan</h2>
        `),
      },
    ],
    evidence_basis: {
      kind: 'heuristic',
      summary:
        "Google documents that permanent redirects and canonicals consolidate URLs; that stable, anchored URLs keep AI citations is our inference. W3C's \"Cool URIs don't change\" is the classic statement of the principle.",
      source: link("Cool URIs don't change (W3C)", SRC.w3cCoolUris),
    },
    display_order: 17,
    importance_rank: 20,
    scoring_approach: `30 for how the page was reached: no redirect 30, one permanent redirect (301/308) 15, a temporary redirect or two or more hops 0. 20 for a clean final URL: no session or tracking parameters (utm_*, gclid, fbclid, msclkid, sessionid, sid, jsessionid, phpsessid). 25 for a canonical that points to the final URL itself (after normalising scheme, host case and trailing slash). 25 for linkable sections: at least half of the H2/H3 headings carry an id (or contain an anchor with an id or name) 25, some 10, none 0; a page under 300 words without H2/H3 gets these 25 points. For the canonical and the heading ids: ${JS_RULE} Preview: stored and shown, left out of every score.`,
    official_docs: SRC.googleRedirects,
    references: [SRC.w3cCoolUris, SRC.googleRedirects, SRC.googleUrlStructure, SRC.googleCanonical],
    learn_more_links: [
      link("Cool URIs don't change (W3C)", SRC.w3cCoolUris),
      link('Redirects and Google Search', SRC.googleRedirects),
      link('URL structure best practices (Google)', SRC.googleUrlStructure),
    ],
  },
  {
    ...BASE,
    id: 'S6_entity_graph_adoption_pct',
    label: 'Entity markup adoption',
    title: 'At least 70% of pages carry Organization or Person markup',
    description: `The site-wide view of the entity graph check. When every page template declares who publishes it, any page an assistant reads, not just the homepage, can be tied back to your brand. ${learnMore(SRC.googleOrganization)}`,
    category: 'Authority & Trust',
    scope: 'site',
    weight: 10,
    impact: 'High',
    pass_threshold: 70,
    warn_threshold: 40,
    check_type: 'aggregate',
    preview: false,
    track: 'geo',
    why_it_matters: `Assistants usually land on a deep page (a guide, a product) without ever visiting your homepage. If the publisher is declared only on the homepage, those pages carry no machine-readable link to your brand. Emitting the Organization block from the shared layout is typically a one-line template change.`,
    how_to_fix: steps(
      'Move your Organization (or Person) JSON-LD into the shared layout so every page emits it.',
      "Check that plugins don't output a second, conflicting Organization block.",
      'Re-run the audit to confirm coverage.',
    ),
    common_issues: [
      'Organization markup only on the homepage',
      'Different plugins emitting different organization names',
      'A blog or help centre on another platform without the markup',
    ],
    quick_fixes: ['Move the Organization JSON-LD into the site layout'],
    examples: [{ label: 'After: in the shared layout, on every page', code: ORGANIZATION_JSON_LD }],
    evidence_basis: {
      kind: 'heuristic',
      summary:
        'Google asks for Organization markup on the home page or a page about the organization; carrying it on every page, so a deep page read on its own still names its publisher, is our heuristic.',
      source: link('Organization structured data (Google Search Central)', SRC.googleOrganization),
    },
    display_order: 18,
    importance_rank: 9,
    scoring_approach: `${SHARE_RULE('A12_entity_graph')} Pass 70, warn 40.`,
    official_docs: SRC.googleOrganization,
    references: [SRC.googleOrganization, SRC.schemaOrganization],
    learn_more_links: [link('Organization structured data (Google Search Central)', SRC.googleOrganization)],
  },
  {
    ...BASE,
    id: 'S11_freshness_coverage_pct',
    label: 'Freshness coverage',
    title: 'At least 70% of pages declare a modification date within the last 12 months',
    description: `The share of pages that say, in machine-readable form, that they were updated in the past year. Engines and assistants lean towards current sources for anything time-sensitive, and a site whose pages are dated and maintained reads as actively kept. ${learnMore(SRC.googleBylineDates)}`,
    category: 'Authority & Trust',
    scope: 'site',
    weight: 8,
    impact: 'Medium',
    pass_threshold: 70,
    warn_threshold: 50,
    check_type: 'aggregate',
    preview: false,
    track: 'geo',
    why_it_matters: `Answer engines often prefer recent sources and state a source's date in the answer. Without a dateModified they can only guess from the sitemap or HTTP headers; with an old one they may pass over the page for a competitor's newer one. Site-wide coverage also shows whether your content is actually maintained.`,
    how_to_fix: steps(
      "Emit dateModified in Article/WebPage JSON-LD (or article:modified_time meta) from your CMS's real last-edited field.",
      'Review and update key pages at least yearly: prices, specifications, policies, statistics.',
      "Don't fake freshness: bumping dates without changing anything teaches engines to ignore your dates.",
      'Keep sitemap <lastmod> values in sync with the same field.',
    ),
    common_issues: [
      'No dateModified anywhere',
      'dateModified equal to datePublished forever',
      'The build time stamped as the modification date of every page',
      'Evergreen pages never reviewed',
    ],
    quick_fixes: ["Output dateModified from the CMS's updated-at field", 'Schedule a yearly review of your top pages'],
    examples: [
      {
        label: 'After: a machine-readable modification date',
        code: dedent(`
          <meta property="article:modified_time" content="2025-03-04T09:00:00Z">
          <script type="application/ld+json">
          { "@context": "https://schema.org", "@type": "WebPage", "dateModified": "2025-03-04" }
          </script>
        `),
      },
    ],
    evidence_basis: {
      kind: 'heuristic',
      summary:
        'Google documents how it reads dateModified and related dates; that assistants favour recently modified sources is our heuristic, and the 12-month window is our choice.',
      source: link('Influence your byline dates in Google Search', SRC.googleBylineDates),
    },
    display_order: 19,
    importance_rank: 21,
    scoring_approach:
      'Share of crawled HTML pages (2xx, not noindex) whose latest modification date falls within the 12 months before the audit, times 100. The date comes from dateModified in JSON-LD or microdata, else the article:modified_time or og:updated_time meta; dates in the future are ignored. Pages without such a date count as not fresh. With no pages the check is not_applicable. Pass 70, warn 50.',
    official_docs: SRC.googleBylineDates,
    references: [SRC.googleBylineDates, SRC.schemaDateModified, SRC.googleBuildSitemap],
    learn_more_links: [
      link('Influence your byline dates in Google Search', SRC.googleBylineDates),
      link('schema.org: dateModified', SRC.schemaDateModified),
    ],
  },
];
