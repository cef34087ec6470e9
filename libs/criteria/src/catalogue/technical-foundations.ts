/** Technical Foundations: the machine-readable signals (markup, canonicals, language, previews). */
import { BASE, type CatalogueCriterion, JS_RULE, PAGE_THRESHOLDS, SHARE_RULE, dedent, steps } from './shared.js';
import { SRC, learnMore, link } from './sources.js';

export const TECHNICAL_FOUNDATIONS: readonly CatalogueCriterion[] = [
  {
    ...BASE,
    id: 'A4_schema_faqpage',
    label: 'FAQPage schema',
    title: 'Visible FAQs are marked up as valid, matching FAQPage structured data',
    description: `FAQPage JSON-LD states your questions and answers in a form machines read without guessing. Google no longer shows FAQ rich results for most sites, so add it for clarity to parsers rather than for a search feature, and only where the Q&A is visible on the page. ${learnMore(SRC.schemaFaqPage)}`,
    category: 'Technical Foundations',
    scope: 'page',
    weight: 10,
    impact: 'High',
    ...PAGE_THRESHOLDS,
    check_type: 'html_dom',
    preview: false,
    track: 'aeo',
    why_it_matters: `Markup removes any doubt about which text is a question and which is its answer, for every crawler that parses schema.org, as search engines and many AI ingestion pipelines do. The honest caveats: Google limited FAQ rich results to well-known government and health sites in August 2023 and has since stopped showing them, and no AI provider documents using FAQPage. Treat it as cheap, low-risk clarity. The markup must match the visible content: Google's structured data policies treat hidden or mismatched markup as spam.`,
    how_to_fix: steps(
      'Only on pages with a visible FAQ: add one FAQPage JSON-LD block.',
      'Add a Question for each visible question, with name = the question text and acceptedAnswer.text = the visible answer.',
      'Generate the markup and the visible FAQ from the same CMS fields so they never drift apart.',
      "Don't use FAQPage for questions users submit (that is QAPage) or for advertising.",
      'Validate at validator.schema.org.',
    ),
    common_issues: [
      'FAQPage markup on pages with no visible FAQ',
      'Marked-up questions that differ from the page text',
      'Missing acceptedAnswer, or an empty answer text',
      'Several FAQPage blocks on one page from different plugins',
      'A visible FAQ with no markup at all',
    ],
    quick_fixes: [
      'Generate FAQPage JSON-LD from the same fields as the visible FAQ',
      'Remove FAQPage markup from pages without visible Q&A',
    ],
    examples: [
      {
        label: 'After: FAQPage matching the visible FAQ',
        code: dedent(`
          <script type="application/ld+json">
          {
            "@context": "https://schema.org",
            "@type": "FAQPage",
            "mainEntity": [{
              "@type": "Question",
              "name": "Can I cancel at any time?",
              "acceptedAnswer": {
                "@type": "Answer",
                "text": "Yes. Cancel from Settings › Billing and you keep access until the end of the month you paid for. There is no cancellation fee."
              }
            }]
          }
          </script>
        `),
      },
    ],
    evidence_basis: {
      kind: 'heuristic',
      summary:
        'schema.org defines FAQPage. Google restricted FAQ rich results to authoritative government and health sites in 2023 and no longer shows them, and no AI provider documents reading FAQPage. We score it as low-cost disambiguation, under Google\'s rule that markup must match visible content.',
      source: link('Changes to HowTo and FAQ rich results (Google, 2023)', SRC.googleFaqChanges),
    },
    display_order: 20,
    importance_rank: 10,
    scoring_approach: `Applies to pages with a visible FAQ (A3_faq_presence found at least one answered pair) or with FAQPage markup; other pages are not_applicable. 40 for an FAQPage in JSON-LD or microdata; 30 × the share of its Questions that have a name and a non-empty acceptedAnswer.text; 30 × the share of its Question names found in the visible page text (normalised, case-insensitive). A visible FAQ without FAQPage markup scores 0. ${JS_RULE}`,
    official_docs: SRC.googleFaqPage,
    references: [SRC.schemaFaqPage, SRC.googleFaqPage, SRC.googleFaqChanges, SRC.googleStructuredDataPolicies],
    learn_more_links: [
      link('schema.org: FAQPage', SRC.schemaFaqPage),
      link('FAQ structured data (Google Search Central)', SRC.googleFaqPage),
      link('General structured data guidelines (Google)', SRC.googleStructuredDataPolicies),
    ],
  },
  {
    ...BASE,
    id: 'G10_canonical',
    label: 'Canonical URL',
    title: 'Each page declares one absolute canonical URL on your preferred host',
    description: `The canonical tells engines which URL is the real one when the same content is reachable at several. Get it right and links, signals and citations consolidate on the URL you want quoted; get it wrong and engines may cite a duplicate or drop the page. ${learnMore(SRC.googleCanonical)}`,
    category: 'Technical Foundations',
    scope: 'page',
    weight: 8,
    impact: 'Medium',
    ...PAGE_THRESHOLDS,
    check_type: 'html_dom',
    preview: false,
    track: 'geo',
    why_it_matters: `Parameters, trailing slashes, http/https, www and print versions make one page reachable at many URLs. Google uses rel="canonical" as a strong hint for which one to index, and any AI search index built from crawled pages faces the same duplicates. A canonical that points to a redirect, a 404, a noindex page, or to the homepage from every page (a common template bug) can take pages out of the index altogether.`,
    how_to_fix: steps(
      'Add <link rel="canonical" href="https://www.example.com/exact-page"> to the <head> of every indexable page, normally pointing to itself.',
      'Use absolute https URLs on your preferred host (with or without www, consistently).',
      'Point duplicates (parameter, print and AMP versions) to the main version.',
      'Never point a canonical at a URL that redirects, returns 404 or is noindex.',
      "Emit exactly one canonical; make sure plugins and the HTTP Link header don't add a conflicting one.",
    ),
    common_issues: [
      'No canonical on pages reachable with parameters',
      'Every page canonicalized to the homepage',
      'A relative or http:// canonical on an https site',
      'Two different canonicals (theme plus SEO plugin)',
      'A canonical pointing to a redirected or missing URL',
      'A canonical placed in the <body>, where it is ignored',
    ],
    quick_fixes: ['Make the canonical absolute and self-referencing', 'Remove the duplicate canonical output by the theme'],
    examples: [
      { label: 'Before: every page canonicalized to the homepage', code: '<link rel="canonical" href="/">' },
      { label: 'After: absolute, self-referencing', code: '<link rel="canonical" href="https://www.apexroofing.com/roof-repair/denver">' },
    ],
    evidence_basis: {
      kind: 'documented',
      summary:
        'Google documents rel="canonical" as a strong signal for choosing the canonical URL and lists the common mistakes; RFC 6596 defines the canonical link relation.',
      source: link('How to specify a canonical URL (Google Search Central)', SRC.googleCanonical),
    },
    display_order: 21,
    importance_rank: 22,
    scoring_approach: `Reads <link rel="canonical"> elements and any Link: <…>; rel="canonical" HTTP header. 0 when several canonicals disagree, or when the only one sits in the <body>. 30 when there is none (engines choose for you). 100 for one absolute https URL on the page's own host, whether it points to the page itself or deliberately to another page of the site. 70 for a relative URL (valid, but fragile behind proxies and copies). 50 for a canonical on another host, or an http:// canonical on an https page. Whether the target is live and indexable is judged at site level by S3_canonical_correct_pct. ${JS_RULE}`,
    official_docs: SRC.googleCanonical,
    references: [SRC.googleCanonical, SRC.googleCanonicalization, SRC.rfc6596],
    learn_more_links: [
      link('How to specify a canonical URL (Google Search Central)', SRC.googleCanonical),
      link('What is URL canonicalization (Google)', SRC.googleCanonicalization),
      link('RFC 6596: The Canonical Link Relation', SRC.rfc6596),
    ],
  },
  {
    ...BASE,
    id: 'T2_lang_region',
    label: 'Language declaration',
    title: 'The page declares its language correctly with <html lang>',
    description: `A correct lang attribute tells browsers, screen readers, translation tools and crawlers which language the page is in, and hreflang links tell engines which version belongs to which market. A mislabelled page can be served to an assistant answering in the wrong language. ${learnMore(SRC.w3cLanguageDeclarations)}`,
    category: 'Technical Foundations',
    scope: 'page',
    weight: 6,
    impact: 'Low',
    ...PAGE_THRESHOLDS,
    check_type: 'html_dom',
    preview: false,
    track: 'geo',
    why_it_matters: `Answer engines reply in the user's language and prefer sources written in it. Google says it detects a page's language from its visible content rather than the lang attribute, so this matters less for Google than for other crawlers, assistive technology and translation tools, which do read it. For multilingual sites, hreflang annotations (documented by Google) map each language or regional version to the others, so engines cite the right one.`,
    how_to_fix: steps(
      'Set <html lang="…"> to a valid BCP 47 tag: "en", "en-GB", "de", "pt-BR" (not "english" or "en_US").',
      'Make it match the content; every translation needs its own lang.',
      'For language or regional versions, add <link rel="alternate" hreflang="…" href="…"> for every version, including the page itself, plus an x-default.',
      'Mark passages in another language with their own lang attribute.',
    ),
    common_issues: [
      'No lang attribute (removed from a theme)',
      'lang="en" on every translation',
      'Underscore format such as en_US',
      'hreflang sets without the self-reference, or pointing to redirects',
    ],
    quick_fixes: ["Set lang in the base layout from the page's locale", 'Change en_US to en-US'],
    examples: [
      { label: 'Before: no language declared', code: '<html>' },
      {
        label: 'After: lang plus hreflang for regional versions',
        code: dedent(`
          <html lang="en-GB">
          <head>
            <link rel="alternate" hreflang="en-gb" href="https://www.example.com/uk/">
            <link rel="alternate" hreflang="en-us" href="https://www.example.com/us/">
            <link rel="alternate" hreflang="x-default" href="https://www.example.com/">
          </head>
        `),
      },
    ],
    evidence_basis: {
      kind: 'heuristic',
      summary:
        'W3C documents lang as the way to declare a page\'s language; Google says it detects language from visible content rather than lang, and documents hreflang for localized versions. Scoring lang is our heuristic for non-Google crawlers and assistive technology.',
      source: link('Declaring language in HTML (W3C Internationalization)', SRC.w3cLanguageDeclarations),
    },
    display_order: 22,
    importance_rank: 31,
    scoring_approach: `0 without <html lang>. 60 for a lang that is a well-formed BCP 47 tag (30 if malformed, such as "english" or "en_US"). 30 when its primary language matches the language detected from the main text; also given when the text is under 100 words, too short to detect reliably. 10 for hreflang: either none, or annotations with valid codes that include this page itself. ${JS_RULE}`,
    official_docs: SRC.w3cLanguageDeclarations,
    references: [SRC.w3cLanguageDeclarations, SRC.mdnLang, SRC.googleLocalizedVersions],
    learn_more_links: [
      link('Declaring language in HTML (W3C Internationalization)', SRC.w3cLanguageDeclarations),
      link('lang attribute (MDN)', SRC.mdnLang),
      link('Tell Google about localized versions of your page', SRC.googleLocalizedVersions),
    ],
  },
  {
    ...BASE,
    id: 'G2_og_tags_completeness',
    label: 'Open Graph tags',
    title: 'Pages have complete Open Graph tags: title, description, image, url and type',
    description: `Open Graph tags decide how your link looks wherever it is previewed: chat apps, social networks, messaging and any tool that unfurls URLs. Complete tags give a clear title, summary and image instead of a bare address. ${learnMore(SRC.openGraph)}`,
    category: 'Technical Foundations',
    scope: 'page',
    weight: 6,
    impact: 'Low',
    ...PAGE_THRESHOLDS,
    check_type: 'html_dom',
    preview: false,
    track: 'geo',
    why_it_matters: `When people pass on a source an assistant gave them, they paste the link into Slack, Teams, WhatsApp or LinkedIn, and those apps build the preview from og:title, og:description and og:image. Open Graph is also a second, explicit statement of your title, summary and preferred URL for fetchers that don't parse the page body. No search engine or AI provider documents using it for ranking or citation, which is why this check carries a low weight.`,
    how_to_fix: steps(
      "Add og:title, og:description, og:image (absolute URL; 1200×630 px is the widely recommended size), og:url (the canonical URL) and og:type to every page's <head>.",
      "Generate them in the template from the page's title, meta description and featured image.",
      'Add twitter:card="summary_large_image" for X.',
      "Check the result in LinkedIn's Post Inspector or Facebook's Sharing Debugger.",
    ),
    common_issues: [
      'No og:image, so previews are text only',
      'A relative og:image URL',
      'The same og:title and og:description on every page',
      'og:url pointing to the homepage',
    ],
    quick_fixes: ['Generate OG tags from title, description and featured image', 'Make og:image an absolute URL'],
    examples: [
      {
        label: 'After: the five tags this check looks for',
        code: dedent(`
          <meta property="og:type" content="article">
          <meta property="og:title" content="How much does roof repair cost in Denver?">
          <meta property="og:description" content="Typical Denver roof repairs cost $350–$1,500. What drives the price, and how to get a same-day quote.">
          <meta property="og:url" content="https://www.apexroofing.com/roof-repair/denver-cost">
          <meta property="og:image" content="https://www.apexroofing.com/img/og/roof-repair-denver.jpg">
        `),
      },
    ],
    evidence_basis: {
      kind: 'heuristic',
      summary:
        'The Open Graph protocol is documented at ogp.me and read by link-preview fetchers; no search engine or AI provider documents using it for ranking or citation.',
      source: link('The Open Graph protocol', SRC.openGraph),
    },
    display_order: 23,
    importance_rank: 32,
    scoring_approach: `20 points each for og:title, og:description, og:image, og:url and og:type with non-empty content. og:image and og:url count only when they are absolute http(s) URLs. ${JS_RULE}`,
    official_docs: SRC.openGraph,
    references: [SRC.openGraph],
    learn_more_links: [link('The Open Graph protocol', SRC.openGraph)],
  },
  {
    ...BASE,
    id: 'S2_faq_schema_adoption_pct',
    label: 'FAQ schema adoption',
    title: 'At least 70% of pages with a visible FAQ carry matching FAQPage markup',
    description: `The site-wide view of the FAQPage check: of the pages that show questions and answers, how many also state them in valid, matching structured data. ${learnMore(SRC.schemaFaqPage)}`,
    category: 'Technical Foundations',
    scope: 'site',
    weight: 10,
    impact: 'High',
    pass_threshold: 70,
    warn_threshold: 40,
    check_type: 'aggregate',
    preview: false,
    track: 'aeo',
    why_it_matters: `Hand-written FAQ markup drifts: some pages get it, others don't, and edited answers stop matching. Generating the markup from the same data as the visible FAQ keeps coverage high and the two in sync. As with the page check, the value is machine clarity; Google no longer shows FAQ rich results.`,
    how_to_fix: steps(
      'Build FAQPage output into the component that renders visible FAQs, from the same data.',
      'Remove hand-pasted FAQPage blocks that no longer match their pages.',
      'Re-run the audit and look at A4_schema_faqpage on the remaining failures.',
    ),
    common_issues: ['An FAQ plugin used on only some pages', 'Old hand-written JSON-LD left behind after the answers changed'],
    quick_fixes: ['Render FAQPage JSON-LD from the FAQ component itself'],
    examples: [
      {
        label: 'After: markup generated with the visible FAQ',
        code: dedent(`
          <script type="application/ld+json">
          {
            "@context": "https://schema.org",
            "@type": "FAQPage",
            "mainEntity": [{% for q in page.faqs %}
              { "@type": "Question", "name": {{ q.question | json }},
                "acceptedAnswer": { "@type": "Answer", "text": {{ q.answer | json }} } }{% unless forloop.last %},{% endunless %}
            {% endfor %}]
          }
          </script>
        `),
      },
    ],
    evidence_basis: {
      kind: 'heuristic',
      summary: 'Site-wide coverage of A4_schema_faqpage; see that check for why FAQPage is scored and its limits.',
      source: link('Changes to HowTo and FAQ rich results (Google, 2023)', SRC.googleFaqChanges),
    },
    display_order: 24,
    importance_rank: 11,
    scoring_approach: `${SHARE_RULE('A4_schema_faqpage')} A4 applies only to pages with a visible FAQ or FAQPage markup, so a site without FAQs is not_applicable here. Pass 70, warn 40.`,
    official_docs: SRC.googleFaqPage,
    references: [SRC.schemaFaqPage, SRC.googleFaqPage, SRC.googleStructuredDataPolicies],
    learn_more_links: [link('schema.org: FAQPage', SRC.schemaFaqPage), link('FAQ structured data (Google Search Central)', SRC.googleFaqPage)],
  },
  {
    ...BASE,
    id: 'S3_canonical_correct_pct',
    label: 'Canonical correctness',
    title: 'At least 85% of pages have a correct canonical pointing to a live, indexable URL',
    description: `Site-wide canonical health: the share of pages whose canonical is present, unambiguous and points to a live, indexable URL. One template bug here can quietly remove hundreds of pages from search and AI indexes. ${learnMore(SRC.googleCanonical)}`,
    category: 'Technical Foundations',
    scope: 'site',
    weight: 8,
    impact: 'Medium',
    pass_threshold: 85,
    warn_threshold: 60,
    check_type: 'aggregate',
    preview: false,
    track: 'geo',
    why_it_matters: `Canonical mistakes are usually template-wide: a theme that canonicalizes every page to the homepage, or to http://, affects all of them at once, and engines then index and cite far fewer pages than you have. Looking across the whole crawl also catches canonicals that point to URLs which redirect, return errors or are noindex, which no single page can reveal.`,
    how_to_fix: steps(
      "Group the failing pages in this check's evidence by template.",
      "Fix each template's canonical logic: self-referencing, absolute, preferred host.",
      'Update canonicals that point to redirected URLs so they point to the final URL.',
      'Re-run the audit to confirm.',
    ),
    common_issues: [
      'A template that canonicalizes everything to the homepage',
      'Canonicals to http:// or to the non-preferred host',
      'Canonical targets that redirect or return 404',
    ],
    quick_fixes: ['Fix the canonical once in the shared layout'],
    examples: [
      { label: 'Before: the site URL on every page', code: '<link rel="canonical" href="{{ site.url }}">' },
      { label: 'After: each page its own URL', code: '<link rel="canonical" href="{{ site.url }}{{ page.path }}">' },
    ],
    evidence_basis: {
      kind: 'documented',
      summary: 'Google documents rel="canonical" and warns against canonicals to redirected, non-indexable or unrelated URLs; the thresholds are the product spec\'s.',
      source: link('How to specify a canonical URL (Google Search Central)', SRC.googleCanonical),
    },
    display_order: 25,
    importance_rank: 23,
    scoring_approach: `${SHARE_RULE('G10_canonical')} In addition, a page whose canonical points to a URL this crawl fetched with a non-2xx status, a redirect or a noindex counts as not passing. Pass 85, warn 60.`,
    official_docs: SRC.googleCanonical,
    references: [SRC.googleCanonical, SRC.googleCanonicalization],
    learn_more_links: [link('How to specify a canonical URL (Google Search Central)', SRC.googleCanonical)],
  },
  {
    ...BASE,
    id: 'S5_lang_correct_pct',
    label: 'Language coverage',
    title: 'At least 90% of pages declare a valid language that matches their content',
    description: `The site-wide view of the language check: how consistently your pages declare the language they are written in. ${learnMore(SRC.w3cLanguageDeclarations)}`,
    category: 'Technical Foundations',
    scope: 'site',
    weight: 6,
    impact: 'Low',
    pass_threshold: 90,
    warn_threshold: 70,
    check_type: 'aggregate',
    preview: false,
    track: 'geo',
    why_it_matters: `The language is usually set once in the base layout, so it is either right everywhere or wrong everywhere. Translated sections and sub-sites built on other templates are where it breaks: a German page labelled "en" can be mis-served, or filtered out of answers to German speakers, by crawlers that trust the attribute.`,
    how_to_fix: steps(
      "Set lang from the page's locale in the base layout.",
      'Check translated sections and separately built sub-sites (blog, help centre).',
      'Fix hreflang sets that lack the self-reference.',
    ),
    common_issues: ['Translations that inherit lang="en"', 'A help centre or blog platform without lang'],
    quick_fixes: ["Derive lang from the route's locale"],
    examples: [{ label: 'After: lang from the page locale', code: `<html lang="{{ page.locale | replace: '_', '-' }}">` }],
    evidence_basis: {
      kind: 'heuristic',
      summary: 'Site-wide coverage of T2_lang_region; see that check for the reasoning and its limits.',
      source: link('Declaring language in HTML (W3C Internationalization)', SRC.w3cLanguageDeclarations),
    },
    display_order: 26,
    importance_rank: 33,
    scoring_approach: `${SHARE_RULE('T2_lang_region')} Pass 90, warn 70.`,
    official_docs: SRC.w3cLanguageDeclarations,
    references: [SRC.w3cLanguageDeclarations, SRC.googleLocalizedVersions],
    learn_more_links: [link('Declaring language in HTML (W3C Internationalization)', SRC.w3cLanguageDeclarations)],
  },
  {
    ...BASE,
    id: 'S9_og_tags_coverage_pct',
    label: 'Open Graph coverage',
    title: 'At least 80% of pages have Open Graph tags',
    description: `The site-wide view of the Open Graph check: how many of your pages produce a proper preview card wherever they are shared. ${learnMore(SRC.openGraph)}`,
    category: 'Technical Foundations',
    scope: 'site',
    weight: 6,
    impact: 'Low',
    pass_threshold: 80,
    warn_threshold: 60,
    check_type: 'aggregate',
    preview: false,
    track: 'geo',
    why_it_matters: `Open Graph tags are a template concern; gaps usually mean one page type (blog, docs, landing pages built in another tool) lacks them. Any page an assistant cites can be the next one a user shares.`,
    how_to_fix: steps(
      'Find the page types failing G2_og_tags_completeness.',
      'Add OG tags to those templates, generated from title, description and featured image.',
      'Set a default og:image for pages without their own.',
    ),
    common_issues: ['Landing pages from a page-builder tool without OG tags', 'No default og:image'],
    quick_fixes: ['Add a sitewide default og:image'],
    examples: [
      {
        label: 'After: a default image in the layout',
        code: `<meta property="og:image" content="{{ page.image | default: '/img/og-default.jpg' | absolute_url }}">`,
      },
    ],
    evidence_basis: {
      kind: 'heuristic',
      summary: 'Site-wide coverage of G2_og_tags_completeness; Open Graph is documented at ogp.me, its use by AI engines is not.',
      source: link('The Open Graph protocol', SRC.openGraph),
    },
    display_order: 27,
    importance_rank: 34,
    scoring_approach: `${SHARE_RULE('G2_og_tags_completeness')} A page passes with at least three of the five tags. Pass 80, warn 60.`,
    official_docs: SRC.openGraph,
    references: [SRC.openGraph],
    learn_more_links: [link('The Open Graph protocol', SRC.openGraph)],
  },
];
