/** Experience & Performance: is the page fast, stable and usable for the people engines send? */
import { BASE, type CatalogueCriterion, JS_RULE, PAGE_THRESHOLDS, SHARE_RULE, dedent, steps } from './shared.js';
import { SRC, learnMore, link } from './sources.js';

export const EXPERIENCE_PERFORMANCE: readonly CatalogueCriterion[] = [
  {
    ...BASE,
    id: 'T1_mobile_viewport',
    label: 'Mobile viewport',
    title: 'The page sets a responsive viewport (width=device-width, initial-scale=1)',
    description: `Without a viewport meta tag, phones render the page at desktop width and shrink it. Google indexes the mobile version of your pages, and visitors following a citation from an assistant's phone app land on whatever that version looks like. ${learnMore(SRC.googleMobileFirst)}`,
    category: 'Experience & Performance',
    scope: 'page',
    weight: 8,
    impact: 'Medium',
    ...PAGE_THRESHOLDS,
    check_type: 'html_dom',
    preview: false,
    track: 'geo',
    why_it_matters: `Google uses mobile-first indexing: the mobile rendering of a page is what it indexes and ranks, and so what its AI features draw from. A missing or fixed-width viewport is the clearest sign a page isn't built for phones, and visitors arriving from ChatGPT, Perplexity or Gemini on a phone leave a page they have to pinch and zoom.`,
    how_to_fix: steps(
      'Add <meta name="viewport" content="width=device-width, initial-scale=1"> to the <head> of every page.',
      "Remove fixed widths (width=1024) and don't disable zooming (user-scalable=no, maximum-scale=1); it hurts accessibility.",
      'Make the layout responsive with flexible grids and media queries so content fits a 360 px screen.',
    ),
    common_issues: [
      'No viewport tag in legacy templates',
      'width=1024 or another fixed width',
      'user-scalable=no or maximum-scale=1 blocking zoom',
      'A viewport added by JavaScript after load',
    ],
    quick_fixes: ['Add the standard viewport tag to the base layout'],
    examples: [
      { label: 'Before: fixed width, zoom disabled', code: '<meta name="viewport" content="width=1024, user-scalable=no">' },
      { label: 'After: responsive', code: '<meta name="viewport" content="width=device-width, initial-scale=1">' },
    ],
    evidence_basis: {
      kind: 'documented',
      summary: 'Google documents mobile-first indexing (it indexes the mobile version of pages) and recommends a responsive viewport; MDN documents the viewport meta tag.',
      source: link('Mobile-first indexing best practices (Google)', SRC.googleMobileFirst),
    },
    display_order: 32,
    importance_rank: 24,
    scoring_approach: `100 for a viewport meta with width=device-width and no zoom restriction. 80 when it also disables or limits zooming (user-scalable=no, or maximum-scale below 2). 30 for a viewport with a fixed pixel width. 0 when there is none. ${JS_RULE}`,
    official_docs: SRC.googleMobileFirst,
    references: [SRC.googleMobileFirst, SRC.mdnViewport, SRC.webDevResponsive],
    learn_more_links: [
      link('Mobile-first indexing best practices (Google)', SRC.googleMobileFirst),
      link('Viewport meta tag (MDN)', SRC.mdnViewport),
      link('Responsive web design basics (web.dev)', SRC.webDevResponsive),
    ],
  },
  {
    ...BASE,
    id: 'T4_core_web_vitals_hints',
    label: 'Core Web Vitals hints',
    title: 'The page avoids the markup patterns that cause slow loading and layout shift',
    description: `Core Web Vitals measure how fast a page shows its main content and how still it stays while loading. Google uses them in ranking, and the usual culprits (render-blocking scripts, unsized images, a lazy-loaded hero image) slow down every crawler and every visitor an assistant sends you. ${learnMore(SRC.webDevVitals)}`,
    category: 'Experience & Performance',
    scope: 'page',
    weight: 8,
    impact: 'Medium',
    ...PAGE_THRESHOLDS,
    // html_dom, not http: the check reads the stored markup and the layout-shift figure the
    // crawler's Chromium already recorded with the page; it makes no request of its own.
    check_type: 'html_dom',
    preview: false,
    track: 'geo',
    why_it_matters: `Google documents Core Web Vitals as used by its ranking systems, which decide what reaches AI Overviews and AI Mode. Beyond ranking, heavy, script-blocked pages are slower for the AI fetchers that load a page while a user waits for an answer, and layout shift makes the cited passage jump away as a visitor starts reading. This check flags the causes visible in the markup plus the layout shift our browser measured; A13_page_speed_lcp measures load time.`,
    how_to_fix: steps(
      'Add defer or async to scripts in the <head> (or load them as type="module"); inline only critical CSS.',
      'Give every image and video width and height attributes (or a CSS aspect-ratio) so the browser reserves the space.',
      'Never lazy-load the main above-the-fold image; give it fetchpriority="high" instead.',
      'Reserve space for ads, embeds and cookie banners.',
      'Keep the HTML document lean, under 1 MB.',
    ),
    common_issues: [
      'Synchronous third-party scripts (tag managers, chat, A/B testing) in the <head>',
      'Images without width and height',
      'A hero image with loading="lazy"',
      'Late banners pushing the content down',
      'Multi-megabyte HTML from inlined data',
    ],
    quick_fixes: ['Add defer to scripts in the <head>', 'Add width and height to images', 'Remove lazy-loading from the hero image'],
    examples: [
      {
        label: 'Before: blocking script, lazy unsized hero',
        code: dedent(`
          <head>
            <script src="https://cdn.example-ab.com/ab.js"></script>
          </head>
          …
          <img src="/img/hero.jpg" loading="lazy">
        `),
      },
      {
        label: 'After: deferred script, sized, prioritised hero',
        code: dedent(`
          <head>
            <script src="https://cdn.example-ab.com/ab.js" defer></script>
          </head>
          …
          <img src="/img/hero.jpg" width="1200" height="600" fetchpriority="high" alt="Crew replacing shingles on a Denver home">
        `),
      },
    ],
    evidence_basis: {
      kind: 'documented',
      summary:
        'Google documents that Core Web Vitals are used by its ranking systems; web.dev documents the thresholds (CLS of 0.1 or less is good, above 0.25 poor) and their common causes. The markup deductions are our heuristic for those causes.',
      source: link('Understanding Core Web Vitals and Google search results', SRC.googleCoreWebVitals),
    },
    display_order: 33,
    importance_rank: 25,
    scoring_approach:
      'Starts at 100 and deducts, never below 0. From the static HTML: 5 per synchronous external script in the <head> (no async, defer or type="module"), at most 25; 5 per image without width and height attributes (or an inline aspect-ratio) among the first 10 images in the body, at most 20; 15 if the first image in the main content has loading="lazy"; 10 if the HTML document is larger than 1 MB. From the rendered page, when it was measured: 20 if cumulative layout shift is above 0.25, 10 if above 0.1.',
    official_docs: SRC.googleCoreWebVitals,
    references: [SRC.googleCoreWebVitals, SRC.webDevVitals, SRC.webDevCls, SRC.webDevOptimizeCls, SRC.webDevOptimizeLcp],
    learn_more_links: [
      link('Web Vitals (web.dev)', SRC.webDevVitals),
      link('Optimize Cumulative Layout Shift (web.dev)', SRC.webDevOptimizeCls),
      link('Understanding Core Web Vitals and Google search results', SRC.googleCoreWebVitals),
    ],
  },
  {
    ...BASE,
    id: 'A13_page_speed_lcp',
    label: 'Largest Contentful Paint',
    title: 'The main content appears within 2.5 seconds (LCP)',
    description: `Largest Contentful Paint is the time until the page's main content (usually the hero image or headline block) is visible; 2.5 seconds or less is good. Slow pages rank worse in Google and are poor candidates for assistants that fetch pages live while a user waits. ${learnMore(SRC.webDevLcp)}`,
    category: 'Experience & Performance',
    scope: 'page',
    weight: 7,
    impact: 'Medium',
    ...PAGE_THRESHOLDS,
    // html_dom, not http: the LCP comes from the browser metrics the crawler stored with the page
    // (or, for unrendered pages, the fetch time it recorded); the check makes no request itself.
    check_type: 'html_dom',
    preview: false,
    track: 'geo',
    why_it_matters: `LCP is one of the Core Web Vitals Google uses in ranking. For AI search, the fetchers that read a page during a conversation (ChatGPT-User, Claude-User, Perplexity-User) work on the user's clock, and a page that takes seconds to produce content is a poor candidate. When the visitor arrives, slow main content is the first thing they notice. This is a lab measurement from one headless Chromium load on our crawler, not field data from your users.`,
    how_to_fix: steps(
      "Find the LCP element (usually the hero image or the headline block) with Chrome DevTools' Performance panel or PageSpeed Insights.",
      'Serve the LCP image in a modern format (AVIF or WebP), sized for the screen, with fetchpriority="high" and without loading="lazy".',
      'Cut server response time: cache HTML at the CDN and avoid slow database work on page views.',
      'Remove render-blocking CSS and JavaScript before the LCP element; defer third-party scripts.',
      'Render the main content on the server instead of waiting for client-side JavaScript.',
    ),
    common_issues: [
      'An uncompressed, multi-megabyte hero image',
      'Client-side rendering: content appears only after the JavaScript bundles load',
      'Slow time to first byte from an uncached server',
      'Web fonts holding back the headline',
      'A hero image lazy-loaded, or set as a CSS background the browser discovers late',
    ],
    quick_fixes: ['Compress and resize the hero image', 'Preload the LCP image', 'Cache HTML at the CDN'],
    examples: [
      {
        label: 'Before: a huge image discovered late through CSS',
        code: '<div class="hero" style="background-image:url(/img/hero-4000px.png)"></div>',
      },
      {
        label: 'After: a right-sized image, preloaded and prioritised',
        code: dedent(`
          <link rel="preload" as="image" href="/img/hero-1200.avif" fetchpriority="high">
          …
          <img src="/img/hero-1200.avif" width="1200" height="600" fetchpriority="high" alt="New roof on a brick house">
        `),
      },
    ],
    evidence_basis: {
      kind: 'documented',
      summary:
        'web.dev documents the LCP thresholds (good at 2.5 s or less, poor above 4 s) and Google documents Core Web Vitals as a ranking input. That speed affects AI citation is our inference.',
      source: link('Largest Contentful Paint (web.dev)', SRC.webDevLcp),
    },
    display_order: 34,
    importance_rank: 28,
    scoring_approach:
      'Uses the LCP measured in headless Chromium: 2.5 s or less = 100; from 2.5 to 4 s the score falls linearly from 85 to 60; from 4 to 8 s from 59 to 10; over 8 s = 10. When the page was not rendered, the fetch time of the static HTML is used instead and the evidence says so: 600 ms or less = 100, up to 1.5 s = 75, up to 3 s = 50, slower = 20. When neither was measured the check is not_applicable.',
    official_docs: SRC.webDevLcp,
    references: [SRC.webDevLcp, SRC.webDevOptimizeLcp, SRC.googleCoreWebVitals],
    learn_more_links: [
      link('Largest Contentful Paint (web.dev)', SRC.webDevLcp),
      link('Optimize Largest Contentful Paint (web.dev)', SRC.webDevOptimizeLcp),
    ],
  },
  {
    ...BASE,
    id: 'S4_mobile_ready_pct',
    label: 'Mobile readiness',
    title: 'At least 95% of pages set a responsive viewport',
    description: `The site-wide view of the mobile viewport check. A viewport problem is nearly always a template problem, so one failing page type can affect many pages. ${learnMore(SRC.googleMobileFirst)}`,
    category: 'Experience & Performance',
    scope: 'site',
    weight: 8,
    impact: 'Medium',
    pass_threshold: 95,
    warn_threshold: 80,
    check_type: 'aggregate',
    preview: false,
    track: 'geo',
    why_it_matters: `Google indexes the mobile rendering of every page. Pages without a responsive viewport (legacy sections, landing pages from another tool, old blog templates) are indexed as shrunken desktop pages and are hard to use for visitors arriving from AI apps on their phones.`,
    how_to_fix: steps(
      "Group the failing pages in this check's evidence by template.",
      'Add the standard viewport tag to each of those templates.',
      "Retire or redirect legacy sections that can't be made responsive.",
    ),
    common_issues: ['A legacy microsite or landing-page tool without a viewport tag', 'Old print or AMP templates still live'],
    quick_fixes: ['Add the viewport tag to the remaining templates'],
    examples: [{ label: 'After: in every template', code: '<meta name="viewport" content="width=device-width, initial-scale=1">' }],
    evidence_basis: {
      kind: 'documented',
      summary: 'Site-wide coverage of T1_mobile_viewport; Google documents mobile-first indexing. The thresholds are the product spec\'s.',
      source: link('Mobile-first indexing best practices (Google)', SRC.googleMobileFirst),
    },
    display_order: 35,
    importance_rank: 26,
    scoring_approach: `${SHARE_RULE('T1_mobile_viewport')} Pass 95, warn 80.`,
    official_docs: SRC.googleMobileFirst,
    references: [SRC.googleMobileFirst, SRC.mdnViewport],
    learn_more_links: [link('Mobile-first indexing best practices (Google)', SRC.googleMobileFirst)],
  },
  {
    ...BASE,
    id: 'S10_cta_above_fold_pct',
    label: 'CTA above the fold',
    title: 'At least 70% of pages show a call-to-action before the visitor scrolls',
    description: `When an AI answer sends a visitor, they land on a deep page with one question in mind. A clear next step near the top of every page converts that visit. This doesn't change whether you are cited; it changes what a citation is worth. ${learnMore(SRC.googleHelpfulContent)}`,
    category: 'Experience & Performance',
    scope: 'site',
    weight: 6,
    impact: 'Low',
    pass_threshold: 70,
    warn_threshold: 40,
    check_type: 'aggregate',
    preview: false,
    track: 'geo',
    why_it_matters: `Visitors from AI citations skip your homepage and navigation; the page they land on has to offer the next step itself. A call-to-action in the header or before the first section gives every landing page a way forward, on a phone screen too. This check measures the business value of AI traffic rather than AI visibility, which is why it carries a low weight.`,
    how_to_fix: steps(
      'Add a primary call-to-action to the shared header, visible on mobile rather than hidden in the menu.',
      'On content pages, add a contextual call-to-action right after the lead paragraph ("Get a same-day quote").',
      'Use action text that says what happens next.',
      'Make it an HTML link or button, not only a chat widget.',
    ),
    common_issues: [
      'A call-to-action only at the bottom of long articles',
      'The call-to-action hidden in the collapsed mobile menu',
      'Only a chat bubble loaded by a third-party script',
    ],
    quick_fixes: ['Add a header button to every template', 'Add a call-to-action after the first paragraph of guides'],
    examples: [
      {
        label: 'After: a call-to-action in the header and after the lead',
        code: dedent(`
          <header>
            <a href="/"><img src="/logo.svg" alt="Apex Roofing"></a>
            <a class="button" href="/quote">Get a same-day quote</a>
          </header>
          <main>
            <h1>How much does roof repair cost in Denver?</h1>
            <p>Most Denver roof repairs cost $350–$1,500…</p>
            <p><a class="button" href="/quote">Get your exact price today</a></p>
        `),
      },
    ],
    evidence_basis: {
      kind: 'heuristic',
      summary: 'Our judgement of what makes AI-referred visits convert; it does not affect whether a page is cited. The thresholds are the product spec\'s.',
      source: null,
    },
    display_order: 36,
    importance_rank: 36,
    scoring_approach:
      'Share of crawled HTML pages (2xx, not noindex) where A6_contact_cta_presence recorded details.cta_above_fold = true (a call-to-action in the header or before the first H2 of the main content, our proxy for the first phone screen), times 100. With no pages the check is not_applicable. Pass 70, warn 40.',
    official_docs: null,
    references: [SRC.googleHelpfulContent],
    learn_more_links: [link('Creating helpful, reliable, people-first content (Google)', SRC.googleHelpfulContent)],
  },
];
